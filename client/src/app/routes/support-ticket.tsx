import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { SupportTicketDetail } from '@/features/support/components/support-ticket-detail';

/** /support/{ticketId} (spec 3 §2.10). */
export function Component() {
  useDocumentTitle('Dashboard | Support tickets');
  const { ticketId = '' } = useParams();
  // Keyed by the id so another ticket starts on its own log page 1.
  return <SupportTicketDetail key={ticketId} ticketId={ticketId} />;
}

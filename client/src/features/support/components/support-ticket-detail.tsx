import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/api-error';
import { useSupportTicket } from '../api/get-support-ticket';
import { ActionsLogSection } from './actions-log-section';
import { AddActionButton } from './add-action-modal';
import { ExpectedOfferSection } from './expected-offer-section';
import { SupportTicketSection } from './support-ticket-section';
import { TicketDataViews } from './ticket-data-views';

/** The ticket detail (spec 3 §2.10): a loader until it loads, the server's message if it fails. */
export function SupportTicketDetail({ ticketId }: { ticketId: string }) {
  const [logPage, setLogPage] = useState(1);
  const ticket = useSupportTicket(ticketId, logPage - 1);
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) return <ErrorState title="Could not load this ticket" message={errorMessage(ticket.error)} onRetry={() => void ticket.refetch()} />;
  const envelope = ticket.data;
  const q = envelope.missedTransactionQuery;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>Ticket ID: {q.id}</Title>
          <Text data-testid="ticket-resolved">Resolved: {String(q.resolved)}</Text>
        </Stack>
        {/* The answer replaces the data at log page 1, so the log goes back to it. */}
        <AddActionButton ticketId={ticketId} resolved={q.resolved} onDone={() => setLogPage(1)} />
      </Group>
      <SupportTicketSection envelope={envelope} />
      <ExpectedOfferSection offer={q.programOfferRequested} />
      <TicketDataViews envelope={envelope} />
      <ActionsLogSection ticketId={ticketId} envelope={envelope} loading={ticket.isFetching} page={logPage} onPageChange={setLogPage} />
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SupportTicketList } from '@/features/support/components/support-ticket-list';

/** /support (spec 3 §2.9): end users' missed-cashback tickets. */
export function Component() {
  useDocumentTitle('Dashboard | Support tickets');
  return (
    <Stack gap="xl">
      <Title order={2}>End user support</Title>
      <SupportTicketList />
    </Stack>
  );
}

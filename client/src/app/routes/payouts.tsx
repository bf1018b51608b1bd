import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PayoutHistoryTable } from '@/features/payouts/components/payout-history-table';
import { UpcomingPayout } from '@/features/payouts/components/upcoming-payout';

/** /payouts (spec 1 §2.13): the upcoming payout and the history of closed ones. */
export function Component() {
  useDocumentTitle('Dashboard | Payouts');
  return (
    <Stack gap="xl">
      <Title order={2}>Cashback settlements</Title>
      <UpcomingPayout />
      <PayoutHistoryTable />
    </Stack>
  );
}

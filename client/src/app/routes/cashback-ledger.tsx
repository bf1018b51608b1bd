import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { CashbackLedgerTable } from '@/features/ledger/components/cashback-ledger-table';

/** /cashback-ledger (spec 3 §2.1): every cashback object of the partition. */
export function Component() {
  useDocumentTitle('Dashboard | Cashback ledger');
  return (
    <Stack gap="xl">
      <Title order={2}>Cashback ledger</Title>
      <CashbackLedgerTable />
    </Stack>
  );
}

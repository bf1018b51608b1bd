import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BankConnectionsTable } from '@/features/bank-connections/components/bank-connections-table';

/** /bank-connections (spec 3 §2.4): the open-banking connections end users made. */
export function Component() {
  useDocumentTitle('Dashboard | Bank connections');
  return (
    <Stack gap="xl">
      <Title order={2}>Bank connections</Title>
      <BankConnectionsTable />
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TransactionsTable } from '@/features/transactions/components/transactions-table';

/** /transaction-enrichment (spec 3 §2.2): enriched transactions, their searches and the sandbox deletes. */
export function Component() {
  useDocumentTitle('Dashboard | Transaction enrichment');
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Transaction processing</Title>
        <Button component={Link} to="/transaction-enrichment/uploads" leftSection={<IconUpload size={16} />}>
          Upload transactions
        </Button>
      </Group>
      <TransactionsTable />
    </Stack>
  );
}

import { Anchor, Breadcrumbs, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { UploadHistoryTable } from '@/features/transactions/components/upload-history-table';

/** /transaction-enrichment/uploads (spec 3 §2.3): the upload history and the Upload modal. */
export function Component() {
  useDocumentTitle('Dashboard | Transaction enrichment');
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/transaction-enrichment" size="sm">Transaction processing</Anchor>
        <Text size="sm">Uploads</Text>
      </Breadcrumbs>
      <UploadHistoryTable />
    </Stack>
  );
}

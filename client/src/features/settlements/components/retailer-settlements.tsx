import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSettlements } from '../api/get-settlements';
import { AddVerifiedTransactionsModal } from './add-verified-transactions-modal';
import { SettlementsTable } from './settlements-table';

/** Retailer settlements (spec 2 §2.4): every verification file of the publisher's own offers, and uploads. */
export function RetailerSettlements() {
  const [page, setPage] = useState(1);
  const [uploadOpened, uploadModal] = useDisclosure(false);
  const { data, isPending, error, refetch } = useSettlements(page - 1);
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>Retailer settlements</Title>
          <Text c="dimmed" size="sm">Upload the verified transactions of your own offers, send them to the supplier and record its answer.</Text>
        </div>
        <Button leftSection={<IconUpload size={16} />} onClick={uploadModal.open}>
          Upload transactions
        </Button>
      </Group>
      <Card>
        <SettlementsTable
          rows={data?.content}
          loading={isPending}
          error={error}
          onRetry={() => void refetch()}
          page={page}
          totalElements={data?.totalElements}
          onPageChange={setPage}
          testId="retailer-settlements-table"
        />
      </Card>
      <AddVerifiedTransactionsModal opened={uploadOpened} onClose={uploadModal.close} />
    </Stack>
  );
}

import { Button, Card, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useOfferSettlements } from '../api/get-offer-settlements';
import { SettlementsTable } from './settlements-table';
import { AddVerifiedTransactionsModal } from './add-verified-transactions-modal';

/**
 * 'Cashback settlements' of an own programme offer (spec 1 §2.10, spec 2 §2.4): its verification files
 * and uploads. Served in both partitions, so a sandbox own offer shows its own files too.
 */
export function OfferSettlementsSection({ activatedOfferId }: { activatedOfferId: string }) {
  const [page, setPage] = useState(1);
  const [uploadOpened, uploadModal] = useDisclosure(false);
  const { data, isPending, error, refetch } = useOfferSettlements(activatedOfferId, page - 1);

  return (
    <Card data-testid="offer-settlements">
      <Group justify="space-between" mb="md">
        <Text fw={650}>Cashback settlements</Text>
        <Button size="xs" leftSection={<IconUpload size={14} />} onClick={uploadModal.open}>
          Add verified transactions
        </Button>
      </Group>
      <SettlementsTable
        rows={data?.content}
        loading={isPending}
        error={error}
        onRetry={() => void refetch()}
        page={page}
        totalElements={data?.totalElements}
        onPageChange={setPage}
        testId="offer-settlements-table"
      />
      <AddVerifiedTransactionsModal activatedOfferId={activatedOfferId} opened={uploadOpened} onClose={uploadModal.close} />
    </Card>
  );
}

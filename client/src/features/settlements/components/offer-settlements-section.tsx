import { Button, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconFlask, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { isSandboxMode } from '@/lib/storage';
import { useDownloadSettlement } from '../api/download-settlement';
import { OFFER_SETTLEMENTS_PAGE_SIZE, useOfferSettlements, type SettlementRecord } from '../api/get-offer-settlements';
import { AddVerifiedTransactionsModal } from './add-verified-transactions-modal';

const createdOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Spec 2 §2.4 row states: not sent → sent to supplier → received (spelling as the spec shows). */
function stateOf(r: SettlementRecord) {
  if (r.receivedFromSupplier) return <StatusPill label="Recieved successfully" tone="green" />;
  if (r.sentToSupplier) return <StatusPill label="Sent to supplier" tone="blue" />;
  return <StatusPill label="Not sent" tone="gray" />;
}

function DownloadButton({ id }: { id: string }) {
  const download = useDownloadSettlement();
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={download.isPending} onClick={() => download.mutate(id)}>
      Download CSV
    </Button>
  );
}

const columns: DataTableColumn<SettlementRecord>[] = [
  { key: 'createdOn', header: 'Created on', render: (r) => createdOn.format(new Date(r.createdOn)) },
  { key: 'file', header: 'File', render: (r) => r.fileName },
  { key: 'rows', header: 'Transactions', align: 'right', render: (r) => r.rowCount },
  { key: 'state', header: 'Status', render: stateOf },
  { key: 'action', header: 'Action', align: 'right', render: (r) => <DownloadButton id={r.id} /> },
];

/** 'Cashback settlements' of an own programme offer (spec 1 §2.10): its verification files and uploads. */
export function OfferSettlementsSection({ activatedOfferId }: { activatedOfferId: string }) {
  const sandbox = isSandboxMode();
  const [page, setPage] = useState(1);
  const [uploadOpened, uploadModal] = useDisclosure(false);
  const { data, isPending, error, refetch } = useOfferSettlements(activatedOfferId, page - 1, !sandbox);

  return (
    <Card data-testid="offer-settlements">
      <Group justify="space-between" mb="md">
        <Text fw={650}>Cashback settlements</Text>
        {!sandbox && (
          <Button size="xs" leftSection={<IconUpload size={14} />} onClick={uploadModal.open}>
            Add verified transactions
          </Button>
        )}
      </Group>
      {sandbox ? (
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="orange" radius="xl">
            <IconFlask size={16} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            Cashback settlements do not exist in sandbox mode
          </Text>
        </Group>
      ) : (
        <DataTable
          columns={columns}
          rows={data?.content}
          rowKey={(r) => r.id}
          loading={isPending}
          error={error}
          onRetry={() => void refetch()}
          page={page}
          pageSize={OFFER_SETTLEMENTS_PAGE_SIZE}
          totalElements={data?.totalElements}
          onPageChange={setPage}
          testId="offer-settlements-table"
        />
      )}
      <AddVerifiedTransactionsModal activatedOfferId={activatedOfferId} opened={uploadOpened} onClose={uploadModal.close} />
    </Card>
  );
}

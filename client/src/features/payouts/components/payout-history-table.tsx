import { Button, Card, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { formatPounds } from '@/lib/format';
import { isSandboxMode } from '@/lib/storage';
import { useDownloadPayoutCsv } from '../api/download-payout-csv';
import { PAYOUT_HISTORY_PAGE_SIZE, usePayoutHistory, type HistoricPayout } from '../api/get-payout-history';
import { formatDay } from '../utils/format-date';

function DownloadCsvButton({ id }: { id: string }) {
  const download = useDownloadPayoutCsv();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending && download.variables === id}
      onClick={() => download.mutate(id)}
      data-testid={`download-payout-${id}`}
    >
      Download CSV
    </Button>
  );
}

/** A month without cashback pays nothing: it says so rather than 'Paid £0.00'. */
export function PayoutStatus({ payout }: { payout: HistoricPayout }) {
  if (payout.amount === 0) return <StatusPill label="Nothing to pay" tone="gray" />;
  return <StatusPill label={payout.paid ? 'Paid' : 'Pending'} tone={payout.paid ? 'green' : 'yellow'} />;
}

const columns: DataTableColumn<HistoricPayout>[] = [
  { key: 'start', header: 'Start date', render: (p) => formatDay(p.startDate) },
  { key: 'end', header: 'End date', render: (p) => formatDay(p.endDate) },
  { key: 'status', header: 'Status', render: (p) => <PayoutStatus payout={p} /> },
  { key: 'amount', header: 'Amount', align: 'right', render: (p) => formatPounds(p.amount) },
  { key: 'action', actions: true, header: 'Action', align: 'right', render: (p) => <DownloadCsvButton id={p.id} /> },
];

/** 'Payout History' (spec 1 §2.13): closed months, 25 a page, each downloadable as CSV. */
export function PayoutHistoryTable() {
  const [page, setPage] = useState(1);
  const sandbox = isSandboxMode();
  const { data, isPending, error, refetch } = usePayoutHistory(page - 1, !sandbox);

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Payout History
      </Title>
      <Card padding="md">
        <DataTable
          columns={columns}
          rows={sandbox ? [] : data?.content}
          rowKey={(p) => p.id}
          loading={!sandbox && isPending}
          error={error}
          onRetry={() => void refetch()}
          page={page}
          pageSize={PAYOUT_HISTORY_PAGE_SIZE}
          totalElements={data?.totalElements}
          onPageChange={setPage}
          testId="payout-history"
        />
      </Card>
    </Stack>
  );
}

import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { UPLOAD_HISTORY_PAGE_SIZE } from '@cashloop/shared/contracts/transaction-enrichment';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill, type PillTone } from '@/components/status-pill';
import { useDownloadUploadCashback } from '../api/download-upload-cashback';
import { useTransactionUploads, type UploadRow } from '../api/get-transaction-uploads';
import { formatDateTime } from '../utils/transaction-view';
import { UploadTransactionsModal } from './upload-transactions-modal';

const TONES: Record<UploadRow['fileStatus'], PillTone> = { COMPLETED: 'green', FAILED: 'red', PROCESSING: 'yellow', PENDING: 'gray' };

function ExportCashbackButton({ id }: { id: string }) {
  const download = useDownloadUploadCashback();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      onClick={() => download.mutate(id)}
      data-testid={`export-cashback-${id}`}
    >
      Export cashback
    </Button>
  );
}

function StatusCell({ upload }: { upload: UploadRow }) {
  return (
    <Stack gap={4}>
      <StatusPill label={upload.fileStatus} tone={TONES[upload.fileStatus]} />
      {upload.progress && (
        <Group gap="xs" wrap="nowrap" w={160}>
          <Progress value={upload.progress.percent} size="sm" style={{ flex: 1 }} animated />
          <Text size="xs" c="dimmed">{upload.progress.percent}%</Text>
        </Group>
      )}
    </Stack>
  );
}

const columns: DataTableColumn<UploadRow>[] = [
  { key: 'id', header: 'Id', render: (u) => <Text size="sm" ff="monospace">{u.id}</Text> },
  { key: 'name', header: 'File name', render: (u) => u.fileName },
  { key: 'created', header: 'Created On', render: (u) => formatDateTime(u.createdOn) },
  { key: 'status', header: 'Status', render: (u) => <StatusCell upload={u} /> },
  // Spec 3 §2.3: the export shows only once the file is COMPLETED.
  { key: 'action', actions: true, header: 'Action', render: (u) => (u.fileStatus === 'COMPLETED' ? <ExportCashbackButton id={u.id} /> : null) },
];

/** 'Uploads History' (spec 3 §2.3), 25 a page, with the Upload modal; a running file shows its progress. */
export function UploadHistoryTable() {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(false);
  const [uploading, setUploading] = useState(false);
  const uploads = useTransactionUploads(page - 1, uploading);
  const running = uploading ? uploads.data?.content.find((u) => u.fileStatus === 'PROCESSING' && u.progress) : undefined;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Uploads History
        </Title>
        <Button leftSection={<IconUpload size={16} />} onClick={() => setOpened(true)} data-testid="open-upload">
          Upload
        </Button>
      </Group>
      <Card padding="md">
        <DataTable
          columns={columns}
          rowKey={(u) => u.id}
          {...pagedQueryProps(uploads)}
          page={page}
          pageSize={UPLOAD_HISTORY_PAGE_SIZE}
          onPageChange={setPage}
          testId="upload-history"
        />
      </Card>
      <UploadTransactionsModal opened={opened} onClose={() => setOpened(false)} running={running} onRunningChange={setUploading} />
    </Stack>
  );
}

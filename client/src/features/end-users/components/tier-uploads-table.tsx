import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TIER_UPLOAD_PAGE_SIZE } from '@cashloop/shared/contracts/customer-tiers';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill, type PillTone } from '@/components/status-pill';
import { formatDateTime } from '@/lib/format';
import { useDownloadTierTemplate } from '../api/download-tier-template';
import { useTierUploads, type TierUploadRow } from '../api/get-tier-uploads';
import { UpdateUserTiersModal } from './update-user-tiers-modal';

const TONES: Record<TierUploadRow['status'], PillTone> = { COMPLETED: 'green', FAILED: 'red', PROCESSING: 'yellow', PENDING: 'gray' };

const columns: DataTableColumn<TierUploadRow>[] = [
  { key: 'id', header: 'Id', render: (u) => <Text size="sm" ff="monospace">{u.id}</Text> },
  { key: 'name', header: 'File name', render: (u) => u.fileName },
  { key: 'created', header: 'Created On', render: (u) => formatDateTime(u.createdOn) },
  {
    key: 'status',
    header: 'Status',
    render: (u) => (
      <Group gap="xs" wrap="nowrap">
        <StatusPill label={u.status} tone={TONES[u.status]} />
        {/* A refused file changed nothing: how many lines were bad says why. */}
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {u.status === 'FAILED' ? `${u.errorCount} bad line${u.errorCount === 1 ? '' : 's'}` : `${u.rowCount} row${u.rowCount === 1 ? '' : 's'}`}
        </Text>
      </Group>
    ),
  },
];

/** Spec 2 §2.9: "Download template", "Upload" and the "Uploads History" table (25 a page). */
export function TierUploadsTable() {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(false);
  const uploads = useTierUploads(page - 1);
  const template = useDownloadTierTemplate();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz="lg">
          Uploads History
        </Title>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconDownload size={16} />} loading={template.isPending} onClick={() => template.mutate()} data-testid="download-tier-template">
            Download template
          </Button>
          <Button leftSection={<IconUpload size={16} />} onClick={() => setOpened(true)} data-testid="open-tier-upload">
            Upload
          </Button>
        </Group>
      </Group>
      <Card padding="md">
        <DataTable
          columns={columns}
          rowKey={(u) => u.id}
          {...pagedQueryProps(uploads)}
          page={page}
          pageSize={TIER_UPLOAD_PAGE_SIZE}
          onPageChange={setPage}
          testId="tier-upload-history"
        />
      </Card>
      <UpdateUserTiersModal opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}

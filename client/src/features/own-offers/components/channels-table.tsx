import { ActionIcon, Checkbox, Text, Tooltip } from '@mantine/core';
import { OWN_OFFERS_PAGE_SIZE } from '@cashloop/shared/contracts/own-offers';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useDeleteChannel } from '../api/delete-channel';
import { useRetailerChannels, type OwnChannelRow } from '../api/get-retailer-channels';

interface ChannelsTableProps {
  retailerId: string;
  /** The saved channels' count, for the CHANNEL gating. */
  onCount?: (count: number) => void;
  /** Shows delete buttons (step 3). */
  deletable?: boolean;
  /** Shows a checkbox per row (step 4, Specific MIDs). */
  selection?: { ids: string[]; onChange: (ids: string[]) => void };
}

const midsText = (mids: string[]) => (mids.length <= 3 ? mids.join(', ') : `${mids.slice(0, 3).join(', ')} +${mids.length - 3} more`);

/** The retailer's saved channels: channelName, website, address, postcode, mids (and delete or select). */
export function ChannelsTable({ retailerId, onCount, deletable, selection }: ChannelsTableProps) {
  const [page, setPage] = useState(1);
  const { data, isFetching, error, refetch } = useRetailerChannels(retailerId, page - 1);
  const remove = useDeleteChannel();
  const total = data?.totalElements;
  useEffect(() => {
    if (total !== undefined) onCount?.(total);
  }, [total, onCount]);

  const columns: DataTableColumn<OwnChannelRow>[] = [
    ...(selection
      ? [{
          key: 'pick',
          header: '',
          width: 40,
          render: (c: OwnChannelRow) => (
            <Checkbox
              aria-label={`Choose ${c.channelName}`}
              checked={selection.ids.includes(c.channelId)}
              onChange={(e) =>
                selection.onChange(e.currentTarget.checked ? [...selection.ids, c.channelId] : selection.ids.filter((id) => id !== c.channelId))
              }
            />
          ),
        }]
      : []),
    { key: 'name', header: 'Channel name', render: (c) => <Text size="sm" fw={550}>{c.channelName}</Text> },
    { key: 'website', header: 'Website', render: (c) => c.website ?? '—' },
    { key: 'address', header: 'Address', render: (c) => [c.address, c.city].filter(Boolean).join(', ') || '—' },
    { key: 'postcode', header: 'Postcode', render: (c) => c.postcode ?? '—' },
    { key: 'mids', header: 'MIDs', render: (c) => <Text size="sm" title={c.mids.join(', ')}>{c.mids.length ? midsText(c.mids) : '—'}</Text> },
    ...(deletable
      ? [{
          key: 'delete', actions: true,
          header: '',
          align: 'right' as const,
          render: (c: OwnChannelRow) =>
            c.ownChannel ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${c.channelName}`}
                loading={remove.isPending && remove.variables === c.channelId}
                onClick={() => remove.mutate(c.channelId)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ) : (
              <Tooltip label="A platform channel: it cannot be deleted">
                <Text size="xs" c="dimmed">Platform</Text>
              </Tooltip>
            ),
        }]
      : []),
  ];

  return (
    <DataTable
      columns={columns}
      rows={data?.content}
      rowKey={(c) => c.channelId}
      loading={isFetching}
      error={error}
      onRetry={() => void refetch()}
      page={page}
      pageSize={OWN_OFFERS_PAGE_SIZE}
      totalElements={total}
      onPageChange={setPage}
      testId="channels-table"
    />
  );
}

import type { Channel } from '@cashloop/shared/contracts/catalogue';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { SectionCard } from '@/components/section-card';

const channelTypeLabels = { ANY: 'Any', INSTORE: 'In store', ONLINE: 'Online' } as const;

const columns: DataTableColumn<Channel>[] = [
  { key: 'name', header: 'Channel', render: (c) => c.channelName },
  { key: 'type', header: 'Type', render: (c) => channelTypeLabels[c.channelType] },
  { key: 'address', header: 'Address', render: (c) => [c.address, c.city, c.postcode].filter(Boolean).join(', ') || '—' },
  { key: 'mids', header: 'MIDs', render: (c) => (c.mids.length > 3 ? `${c.mids.slice(0, 3).join(', ')} +${c.mids.length - 3}` : c.mids.join(', ') || '—') },
];

/** 'Available channels': where the offer can be earned. */
export function AvailableChannelsSection({ channels }: { channels: Channel[] }) {
  return (
    <SectionCard title="Available channels" testId="available-channels">
      <DataTable columns={columns} rows={channels} rowKey={(c) => c.id} />
    </SectionCard>
  );
}

import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn, pagedQueryProps } from '@/components/data-table/data-table';
import { AUDIENCE_PAGE_SIZE } from '@cashloop/shared/contracts/audiences';
import { formatCount, formatPounds } from '@/lib/format';
import { useDeleteAudience } from '../api/delete-audience';
import { type Audience, useAudiences } from '../api/get-audiences';

function RetailerCell({ retailer }: { retailer: Audience['retailer'] }) {
  if (!retailer) return <Text size="sm" c="dimmed">All retailers</Text>;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={retailer.logo} alt={retailer.retailerName} radius="md" size={28}>{retailer.retailerName.slice(0, 2).toUpperCase()}</Avatar>
      <div>
        <Text size="sm" fw={550}>{retailer.retailerName}</Text>
        <Text size="xs" c="dimmed">{retailer.retailerWebsite}</Text>
      </div>
    </Group>
  );
}

function DeleteAudienceButton({ audience }: { audience: Audience }) {
  const remove = useDeleteAudience();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete this audience',
      children: <Text size="sm">“{audience.name}” will be deleted. Campaigns that have ended keep their history.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: mutate's own callbacks are dropped once the deleted row unmounts; failures are
      // shown by the query client.
      onConfirm: () => remove.mutateAsync(audience.id).then(() => notifications.show({ color: 'green', message: 'Audience deleted' }), () => {}),
    });
  return (
    <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} loading={remove.isPending} onClick={confirm} aria-label={`Delete ${audience.name}`}>
      Delete
    </Button>
  );
}

/** Spec 2 §2.5 "Audiences": name, retailer, size and transaction volume, delete; `highlightId` marks a just-created one. */
export function AudiencesTable({ highlightId, title = 'Audiences' }: { highlightId?: string; title?: string }) {
  const [page, setPage] = useState(1);
  const query = useAudiences(page - 1);
  const columns: DataTableColumn<Audience>[] = [
    {
      key: 'name',
      header: 'Audience Name',
      render: (a) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={550}>{a.name}</Text>
          {a.id === highlightId && <Badge color="green" variant="light" size="sm">New</Badge>}
        </Group>
      ),
    },
    { key: 'retailer', header: 'Retailer', render: (a) => <RetailerCell retailer={a.retailer} /> },
    { key: 'size', header: 'Audience Size', align: 'right', render: (a) => <span data-testid={`audience-size-${a.id}`}>{formatCount(a.size)}</span> },
    { key: 'volume', header: 'Transaction volume', align: 'right', render: (a) => formatPounds(a.transactionVolume) },
    { key: 'period', header: 'Period', render: (a) => `${a.period} days` },
    { key: 'action', actions: true, header: 'Action', align: 'right', render: (a) => <DeleteAudienceButton audience={a} /> },
  ];
  return (
    <Card padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>{title}</Title>
          <Button component={Link} to="/audience-builder" leftSection={<IconPlus size={16} />} variant="light">
            Create new audience
          </Button>
        </Group>
        <DataTable
          columns={columns}
          rowKey={(a) => a.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={AUDIENCE_PAGE_SIZE}
          onPageChange={setPage}
          testId="audiences-table"
        />
      </Stack>
    </Card>
  );
}

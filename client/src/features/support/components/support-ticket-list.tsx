import { Anchor, Button, Card, CloseButton, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SUPPORT_PAGE_SIZE } from '@cashloop/shared/contracts/support';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import { useSupportTickets, type SupportTicketRow } from '../api/get-support-tickets';
import { useUserSupportTickets } from '../api/get-user-support-tickets';
import { activeChips, DEFAULT_SUPPORT_FILTER, filterSummary, type SupportFilter } from '../utils/support-filter';
import { SupportFilterButton } from './support-filter-modal';

const mono = (text: string | null | undefined) => (
  <Text size="sm" ff="monospace">
    {text ?? '—'}
  </Text>
);

const columns: DataTableColumn<SupportTicketRow>[] = [
  { key: 'id', header: 'Ticket Id', render: (t) => mono(t.id) },
  { key: 'resolved', header: 'Resolved', render: (t) => String(t.resolved) },
  { key: 'user', header: 'End user Id', render: (t) => mono(t.endUserId) },
  { key: 'description', header: 'Transaction description', render: (t) => t.transactionDescription ?? '' },
  { key: 'offer', header: 'Expected offer Id', render: (t) => mono(t.programOfferRequested?.id) },
  { key: 'created', header: 'Created On', render: (t) => formatDateTime(t.createdOn) },
  { key: 'updated', header: 'Updated On', render: (t) => formatDateTime(t.updatedOn) },
  {
    key: 'action', actions: true,
    header: 'Action',
    render: (t) => (
      <Anchor component={Link} to={`/support/${t.id}`} size="sm" data-testid={`view-ticket-${t.id}`}>
        View ticket
      </Anchor>
    ),
  },
];

/** The ticket list (spec 3 §2.9): filtered and paged on the server, or one end user's tickets (?search=). */
export function SupportTicketList() {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<SupportFilter>(DEFAULT_SUPPORT_FILTER);
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams((p) => {
      p.set('page', String(next));
      return p;
    });
  // The search lives in the url (?search=), so a link can open one user's tickets.
  const changeSearch = (value: string) => {
    setTyped(value);
    setParams((p) => {
      if (value.trim()) p.set('search', value.trim());
      else p.delete('search');
      p.set('page', '1');
      return p;
    });
  };
  const changeFilter = (next: SupportFilter) => {
    setFilter(next);
    setPage(1);
  };

  const list = useSupportTickets(filter, page - 1, search === '');
  const byUser = useUserSupportTickets(search, filter, page - 1);
  const query = search === '' ? list : byUser;
  const chips = activeChips(filter);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search by end user id"
          placeholder="End user id"
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(e) => changeSearch(e.currentTarget.value)}
          rightSection={typed ? <CloseButton aria-label="Clear search" size="sm" onClick={() => changeSearch('')} /> : null}
          data-testid="support-search"
        />
        <Group gap="sm">
          <Text size="sm" c="dimmed" data-testid="support-summary">
            {filterSummary(filter)}
          </Text>
          <SupportFilterButton value={filter} onChange={changeFilter} />
        </Group>
      </Group>
      {chips.length > 0 && (
        <Group gap="xs" data-testid="support-chips">
          {chips.map((c) => (
            <Pill key={c.key} withRemoveButton onRemove={() => changeFilter(c.without)}>
              {c.label}
            </Pill>
          ))}
          <Button size="xs" variant="subtle" onClick={() => changeFilter(DEFAULT_SUPPORT_FILTER)}>
            Clear filters
          </Button>
        </Group>
      )}
      <Card padding="md">
        <Text fw={600} mb="sm">
          Support tickets
        </Text>
        <DataTable
          columns={columns}
          rowKey={(t) => t.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={SUPPORT_PAGE_SIZE}
          onPageChange={setPage}
          testId="support-tickets"
        />
      </Card>
    </Stack>
  );
}

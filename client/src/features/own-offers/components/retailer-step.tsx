import { Anchor, Avatar, Button, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { OwnRetailer } from '@cashloop/shared/contracts/own-offers';
import { OWN_OFFERS_PAGE_SIZE } from '@cashloop/shared/contracts/own-offers';
import { withHttps } from '@cashloop/shared/rules/offer-labels';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useRetailerSearch } from '../api/search-retailers';
import type { NewRetailerDraft, RetailerRef } from '../wizard/wizard-model';
import { NewRetailerForm } from './new-retailer-form';
import { OpenBankingStatus } from './open-banking-status';

/** The engine's YES / NO / UNKNOWN as the card's three messages. */
export const obCompatibleOf = (r: Pick<OwnRetailer, 'obCompatiable'>): boolean | null =>
  r.obCompatiable === 'YES' ? true : r.obCompatiable === 'NO' ? false : null;

export const retailerRefOf = (r: OwnRetailer): RetailerRef => ({
  id: r.id,
  retailerName: r.retailerName,
  retailerWebsite: r.retailerWebsite,
  logo: r.logo,
  obCompatible: obCompatibleOf(r),
});

interface RetailerStepProps {
  retailer: RetailerRef | null;
  newRetailer: NewRetailerDraft | null;
  onPick: (retailer: RetailerRef) => void;
  onSaveNew: (draft: NewRetailerDraft) => void;
}

/** Step 1: search and select a retailer, or (after a search) create one. */
export function RetailerStep({ retailer, newRetailer, onPick, onSaveNew }: RetailerStepProps) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(newRetailer !== null);
  const results = useRetailerSearch(search, page - 1);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };
  const columns: DataTableColumn<OwnRetailer>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (r) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={r.logo} alt="" size={28} radius="md">{r.retailerName.slice(0, 2).toUpperCase()}</Avatar>
          <Text size="sm" fw={550}>{r.retailerName}</Text>
        </Group>
      ),
    },
    { key: 'website', header: 'Website', render: (r) => <Text size="sm">{r.retailerWebsite}</Text> },
    {
      key: 'select', actions: true,
      header: '',
      align: 'right',
      render: (r) => (
        <Button size="xs" variant={retailer?.id === r.id ? 'filled' : 'light'} onClick={() => onPick(retailerRefOf(r))} aria-label={`Select ${r.retailerName}`}>
          Select
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      {retailer && (
        <Card data-testid="retailer-card" padding="md">
          <Group gap="md" wrap="nowrap" mb="sm">
            <Avatar src={retailer.logo} alt="" size={48} radius="md">{retailer.retailerName.slice(0, 2).toUpperCase()}</Avatar>
            <div>
              <Text fw={650}>{retailer.retailerName}</Text>
              <Anchor href={withHttps(retailer.retailerWebsite)} target="_blank" rel="noreferrer" size="sm">{retailer.retailerWebsite}</Anchor>
            </div>
          </Group>
          <OpenBankingStatus retailerName={retailer.retailerName} compatible={retailer.obCompatible} />
        </Card>
      )}
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search retailers"
            placeholder="Retailer name"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {search !== null && (
        <>
          <DataTable
            columns={columns}
            rows={results.data?.content}
            rowKey={(r) => r.id}
            loading={results.isFetching}
            error={results.error}
            onRetry={() => void results.refetch()}
            page={page}
            pageSize={OWN_OFFERS_PAGE_SIZE}
            totalElements={results.data?.totalElements}
            onPageChange={setPage}
            testId="retailer-search-results"
          />
          <Switch label="Create a retailer" checked={creating} onChange={(e) => setCreating(e.currentTarget.checked)} />
        </>
      )}
      {creating && <NewRetailerForm initial={newRetailer} onSave={onSaveNew} />}
    </Stack>
  );
}

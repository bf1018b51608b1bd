import { ActionIcon, Avatar, Button, Card, Group, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, pagedQueryProps } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { type OfferChoice, useCampaignOffers } from '../api/search-campaign-offers';
import type { ChosenOffer } from '../utils/campaign-draft';
import { offerPill } from '../utils/campaign-labels';

const typeLabels: Record<string, string> = { PAYMENT: 'Payment linked offer', ONLINE: 'Online offer', CLICK_TO_ACTIVATE: 'Click to activate', GIFTCARD: 'Gift card' };
const cashbackOf = (o: OfferChoice) => o.displayRules[0]?.description ?? '—';

interface OfferPickerProps {
  value: ChosenOffer | null;
  onChange: (next: ChosenOffer | null) => void;
}

/** Section 4: approved programme offers searched by retailer name; the chosen one as a removable card. */
export function OfferPicker({ value, onChange }: OfferPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useCampaignOffers(debounced);
  const columns: DataTableColumn<OfferChoice>[] = [
    {
      key: 'retailer',
      header: 'Retailer',
      render: (o) => (
        <Group gap="xs" wrap="nowrap">
          <Avatar src={o.retailer.logo} alt={o.retailer.retailerName} size={28} radius="md">{o.retailer.retailerName.slice(0, 2).toUpperCase()}</Avatar>
          <Text size="sm">{o.retailer.retailerName}</Text>
        </Group>
      ),
    },
    { key: 'supplier', header: 'Supplier', render: (o) => o.offer.supplier },
    { key: 'type', header: 'Type', render: (o) => typeLabels[o.offer.offerType] ?? o.offer.offerType },
    { key: 'cashback', header: 'Cashback', render: cashbackOf },
    { key: 'status', header: 'Status', render: (o) => <StatusPill {...offerPill(o.active)} /> },
    {
      key: 'action', actions: true,
      header: 'Action',
      align: 'right',
      render: (o) => (
        <Button size="xs" variant="light" onClick={() => onChange({ id: o.id, retailerName: o.retailer.retailerName, logo: o.retailer.logo, cashback: cashbackOf(o) })} aria-label={`Select Offer ${o.retailer.retailerName}`}>
          Select Offer
        </Button>
      ),
    },
  ];
  return (
    <Card padding="md" data-testid="campaign-offer">
      <Stack gap="sm">
        <Title order={4}>4. Offer</Title>
        {value ? (
          <Card withBorder padding="sm" data-testid="chosen-offer">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={value.logo} alt={value.retailerName} radius="md">{value.retailerName.slice(0, 2).toUpperCase()}</Avatar>
              <div style={{ flex: 1 }}>
                <Text fw={600}>{value.retailerName}</Text>
                <Text size="sm" c="dimmed">{value.cashback} cashback</Text>
              </div>
              <ActionIcon variant="subtle" aria-label="Remove offer" onClick={() => onChange(null)}><IconX size={16} /></ActionIcon>
            </Group>
          </Card>
        ) : (
          <>
            <TextInput placeholder="Search by retailer name" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search offers by retailer name" />
            {/* Up to 50 results: the list scrolls in its own frame so the next section stays in reach. */}
        <ScrollArea.Autosize mah={420} type="auto">
          <DataTable columns={columns} rowKey={(o) => o.id} {...pagedQueryProps(query)} testId="offer-choices" />
        </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Card>
  );
}

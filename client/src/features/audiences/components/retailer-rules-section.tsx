import { ActionIcon, Avatar, Badge, Button, Card, Group, Loader, NativeSelect, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type RetailerChoice, useRetailerSearch } from '../api/search-retailers';
import { canAddRetailerRule, conditionOptions, type RetailerRule, type SpendCondition } from '../utils/audience-draft';

const label = (c: SpendCondition) => conditionOptions.find((o) => o.value === c)!.label.toLowerCase();

interface RetailerRulesSectionProps {
  rules: RetailerRule[];
  onChange: (rules: RetailerRule[]) => void;
}

/** The retailer segment: spend at chosen retailers, all rules joined with AND. */
export function RetailerRulesSection({ rules, onChange }: RetailerRulesSectionProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const results = useRetailerSearch(debounced);
  const [retailer, setRetailer] = useState<RetailerChoice | null>(null);
  const [condition, setCondition] = useState<SpendCondition>('MORE_THAN');
  const [amount, setAmount] = useState<number | ''>('');
  const draft = { retailerWebsite: retailer?.retailerWebsite, condition, amount };

  const add = () => {
    if (!retailer || !canAddRetailerRule(draft)) return;
    onChange([...rules, { retailerWebsite: retailer.retailerWebsite, retailerName: retailer.retailerName, logo: retailer.logo, condition, amount }]);
    setRetailer(null);
    setAmount('');
    setSearch('');
  };

  return (
    <Card padding="md" data-testid="retailer-rules">
      <Stack gap="sm">
        <div>
          <Title order={4}>Retailer rules</Title>
          <Text size="sm" c="dimmed">End users whose spend at each retailer over the period meets its rule (AND).</Text>
        </div>
        {rules.map((rule, i) => (
          <Group key={`${rule.retailerWebsite}-${i}`} gap="sm" wrap="nowrap" data-testid={`retailer-rule-${i}`}>
            {i > 0 && <Badge variant="light" color="gray">AND</Badge>}
            <Avatar src={rule.logo} alt={rule.retailerName} size={28} radius="md">{rule.retailerName.slice(0, 2).toUpperCase()}</Avatar>
            <Text size="sm" style={{ flex: 1 }}>
              Spend at <b>{rule.retailerName}</b> {label(rule.condition)} £{Number(rule.amount).toFixed(2)}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove rule for ${rule.retailerName}`} onClick={() => onChange(rules.filter((_, j) => j !== i))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {retailer ? (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={retailer.logo} alt={retailer.retailerName} size={28} radius="md">{retailer.retailerName.slice(0, 2).toUpperCase()}</Avatar>
            <Text size="sm" fw={550} style={{ flex: 1 }} data-testid="chosen-retailer">{retailer.retailerName}</Text>
            <Button size="xs" variant="subtle" onClick={() => setRetailer(null)}>Change</Button>
          </Group>
        ) : (
          <Stack gap={4}>
            <TextInput
              label="Retailer"
              placeholder="Search retailers by name"
              leftSection={<IconSearch size={16} />}
              rightSection={results.isFetching ? <Loader size="xs" /> : null}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid="retailer-search"
            />
            {debounced !== '' &&
              results.data?.content.slice(0, 6).map((r) => (
                <Group key={r.id} gap="sm" wrap="nowrap" px="xs">
                  <Avatar src={r.logo} alt={r.retailerName} size={24} radius="md">{r.retailerName.slice(0, 2).toUpperCase()}</Avatar>
                  <Text size="sm" style={{ flex: 1 }}>{r.retailerName} <Text span size="xs" c="dimmed">{r.retailerWebsite}</Text></Text>
                  <Button size="compact-xs" variant="light" onClick={() => setRetailer(r)} aria-label={`Select ${r.retailerName}`}>Select</Button>
                </Group>
              ))}
            {debounced !== '' && results.data?.content.length === 0 && <Text size="sm" c="dimmed">No results</Text>}
          </Stack>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect label="Spend" data={conditionOptions} value={condition} onChange={(e) => setCondition(e.currentTarget.value as SpendCondition)} w={150} data-testid="retailer-condition" />
          <NumberInput label="Amount" prefix="£" min={0} decimalScale={2} value={amount} onChange={(v) => setAmount(typeof v === 'number' ? v : '')} w={160} data-testid="retailer-amount" />
          <Button variant="light" leftSection={<IconPlus size={16} />} disabled={!retailer || !canAddRetailerRule(draft)} onClick={add}>
            Add retailer rule
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { emptySearch, type LedgerSearch } from '../utils/ledger-view';

interface Props {
  value: LedgerSearch;
  onChange: (value: LedgerSearch) => void;
}

const fields = [
  { key: 'cashbackId', label: 'Search by cashback id', placeholder: 'Cashback id' },
  { key: 'transactionId', label: 'Search by transaction id', placeholder: 'Transaction id' },
  { key: 'userId', label: 'Search by user id', placeholder: 'User id' },
] as const;

/** The three searches of spec 3 §2.1; typing in one clears the others, so the table answers one question at a time. */
export function LedgerSearches({ value, onChange }: Props) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {fields.map((f) => (
        <TextInput
          key={f.key}
          label={f.label}
          placeholder={f.placeholder}
          leftSection={<IconSearch size={16} />}
          value={value[f.key]}
          onChange={(e) => onChange({ ...emptySearch, [f.key]: e.currentTarget.value })}
          w={240}
          data-testid={`search-${f.key}`}
        />
      ))}
    </Group>
  );
}

import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface BankConnectionSearch {
  connectionId: string;
  userId: string;
}

interface Props {
  value: BankConnectionSearch;
  onChange: (value: BankConnectionSearch) => void;
}

/** The two searches of spec 3 §2.4; typing in one clears the other, so the table answers one question at a time. */
export function BankConnectionSearches({ value, onChange }: Props) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search by connection id"
        placeholder="Connection id"
        leftSection={<IconSearch size={16} />}
        value={value.connectionId}
        onChange={(e) => onChange({ connectionId: e.currentTarget.value, userId: '' })}
        w={260}
        data-testid="search-connection-id"
      />
      <TextInput
        label="Search by user id"
        placeholder="User id"
        leftSection={<IconSearch size={16} />}
        value={value.userId}
        onChange={(e) => onChange({ connectionId: '', userId: e.currentTarget.value })}
        w={260}
        data-testid="search-user-id"
      />
    </Group>
  );
}

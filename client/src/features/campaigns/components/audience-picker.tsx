import { Button, Card, Group, Pill, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, pagedQueryProps } from '@/components/data-table/data-table';
import { formatCount } from '@/lib/format';
import { type AudienceChoice, useAudienceChoices } from '../api/search-audience-choices';
import type { ChosenAudience } from '../utils/campaign-draft';

interface AudiencePickerProps {
  value: ChosenAudience[];
  onChange: (next: ChosenAudience[]) => void;
}

/** Section 3: search audiences (Audience Name, Audience Size, "Select audience"); the chosen ones as a removable list. */
export function AudiencePicker({ value, onChange }: AudiencePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useAudienceChoices(debounced);
  const chosen = new Set(value.map((a) => a.id));
  const columns: DataTableColumn<AudienceChoice>[] = [
    { key: 'name', header: 'Audience Name', render: (a) => a.name },
    { key: 'size', header: 'Audience Size', align: 'right', render: (a) => formatCount(a.size) },
    {
      key: 'action', actions: true,
      header: 'Action',
      align: 'right',
      render: (a) => (
        <Button size="xs" variant="light" disabled={chosen.has(a.id)} onClick={() => onChange([...value, { id: a.id, name: a.name, size: a.size }])} aria-label={`Select audience ${a.name}`}>
          Select audience
        </Button>
      ),
    },
  ];
  return (
    <Card padding="md" data-testid="campaign-audiences">
      <Stack gap="sm">
        <Title order={4}>3. Audiences</Title>
        {value.length > 0 ? (
          <Group gap="xs" data-testid="chosen-audiences">
            {value.map((a) => (
              <Pill key={a.id} size="md" withRemoveButton onRemove={() => onChange(value.filter((x) => x.id !== a.id))}>
                {a.name} ({formatCount(a.size)})
              </Pill>
            ))}
          </Group>
        ) : <Text size="sm" c="dimmed">No audience selected yet.</Text>}
        <TextInput placeholder="Search audiences by name" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} aria-label="Search audiences" />
        {/* Up to 50 results: the list scrolls in its own frame so the next section stays in reach. */}
        <ScrollArea.Autosize mah={420} type="auto">
          <DataTable columns={columns} rowKey={(a) => a.id} {...pagedQueryProps(query)} testId="audience-choices" />
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}

import { Card, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useMagicValues, type MagicValue } from '../api/get-magic-values';
import { CopyableCode as Copyable } from './copyable-code';

/** Inputs that force an outcome (always approved, always declined, pending until decided here), read from the engine. */
export function MagicPanel() {
  const magic = useMagicValues();

  const columns: DataTableColumn<MagicValue>[] = [
    { key: 'area', header: 'Area', render: (m) => m.area },
    { key: 'input', header: 'Input', render: (m) => <Copyable value={m.input} /> },
    { key: 'where', header: 'Where', render: (m) => m.where },
    { key: 'effect', header: 'Effect', render: (m) => m.effect },
    {
      key: 'examples',
      header: 'In this world',
      render: (m) =>
        m.examples.length === 0 ? (
          <Text size="sm" c="dimmed">—</Text>
        ) : (
          <Stack gap={2}>
            {m.examples.map((e) => (
              <Text key={e.id} size="sm">
                <Copyable value={e.id} /> {e.label}
              </Text>
            ))}
          </Stack>
        ),
    },
  ];

  return (
    <Card>
      <Text fw={650} mb="sm">Magic values</Text>
      <DataTable
        columns={columns}
        rows={magic.data}
        rowKey={(m) => `${m.area}:${m.input}:${m.where}`}
        loading={magic.isPending}
        error={magic.error}
        onRetry={() => void magic.refetch()}
        testId="console-magic-table"
      />
    </Card>
  );
}

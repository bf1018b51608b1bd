import { Card, Code, CopyButton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useMagicValues, type MagicValue } from '../api/get-magic-values';

/** A value that copies itself on click: magic inputs are meant to be pasted into a form or a test. */
function Copyable({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
          <UnstyledButton onClick={copy}>
            <Code>{value}</Code>
          </UnstyledButton>
        </Tooltip>
      )}
    </CopyButton>
  );
}

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

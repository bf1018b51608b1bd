import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { errorMessage } from '@/lib/api-error';
import { useClearJournal } from '../api/clear-journal';
import { useJournal, type JournalEntry, type JournalFilters } from '../api/get-journal';
import { defaultJournalFilters, JournalFilters as Filters, type JournalFilterValues } from './journal-filters';
import { JournalEntryDrawer } from './journal-entry-drawer';
import { JournalTable } from './journal-table';

const MAX_LIMIT = 5000;

// Hidden control-plane rows are filtered here, so ask for more to still fill the table.
const toQuery = (f: JournalFilterValues): JournalFilters => ({
  method: f.method || undefined,
  path: f.path.trim() || undefined,
  endpointId: f.endpointId.trim() || undefined,
  status: typeof f.status === 'number' ? f.status : undefined,
  limit: Math.min(MAX_LIMIT, Number(f.limit) * (f.hideControlPlane ? 3 : 1)),
});

/** Every API call of this world, newest first, refreshed every two seconds while Live is on. */
export function JournalPanel() {
  const [filters, setFilters] = useState<JournalFilterValues>(defaultJournalFilters);
  // Typing in a filter should not fire a call per key.
  const [settled] = useDebouncedValue(filters, 300);
  const journal = useJournal(toQuery(settled), filters.live);
  const clear = useClearJournal();
  const [open, setOpen] = useState<JournalEntry | null>(null);

  const rows = useMemo(
    () =>
      (settled.hideControlPlane ? journal.data?.filter((e) => !e.path.startsWith('/__mock')) : journal.data)?.slice(0, Number(settled.limit)),
    [journal.data, settled.hideControlPlane, settled.limit],
  );

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Text fw={650}>Request journal</Text>
            <Text size="sm" c="dimmed">Passwords, codes, tokens and secrets are masked by the server. Click a row for its bodies.</Text>
          </Stack>
          <Button variant="light" color="red" loading={clear.isPending} onClick={() => clear.mutate()} data-testid="console-journal-clear">
            Clear journal
          </Button>
        </Group>
        <Filters values={filters} onChange={setFilters} />
        {journal.isError && (
          <ErrorState title="Could not load the journal" message={errorMessage(journal.error)} onRetry={() => void journal.refetch()} />
        )}
        <JournalTable rows={rows} loading={journal.isPending} onOpen={setOpen} />
      </Stack>
      <JournalEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

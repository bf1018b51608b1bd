import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import type { SpendWindow } from '../utils/spend-window';
import { EditTimeframeModal } from './edit-timeframe-modal';

/** The window shown and its 'Edit timeframe' button and modal. */
export function TimeframeBar({ window, onChange }: { window: SpendWindow | null; onChange: (w: SpendWindow) => void }) {
  const [editing, edit] = useDisclosure(false);
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="spend-window">
        {window ? `${window.startDate} to ${window.endDate}` : '…'}
      </Text>
      <Button variant="default" size="xs" leftSection={<IconCalendar size={14} />} onClick={edit.open} disabled={!window}>
        Edit timeframe
      </Button>
      {window && (
        <EditTimeframeModal
          opened={editing}
          onClose={edit.close}
          current={window}
          onApply={(next) => {
            onChange(next);
            edit.close();
          }}
        />
      )}
    </Group>
  );
}

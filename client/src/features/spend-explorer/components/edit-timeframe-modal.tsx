import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fromInputDate, toInputDate, windowProblem, type SpendWindow } from '../utils/spend-window';

interface EditTimeframeModalProps {
  opened: boolean;
  onClose: () => void;
  current: SpendWindow;
  onApply: (next: SpendWindow) => void;
}

/** 'Edit timeframe' (spec 2 §2.10): two ISO date inputs; the window is kept as dd-MM-yyyy. */
export function EditTimeframeModal({ opened, onClose, current, onApply }: EditTimeframeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>Edit timeframe</Text>} centered>
      {opened && <TimeframeForm current={current} onApply={onApply} onCancel={onClose} />}
    </Modal>
  );
}

function TimeframeForm({ current, onApply, onCancel }: { current: SpendWindow; onApply: (next: SpendWindow) => void; onCancel: () => void }) {
  const [start, setStart] = useState(toInputDate(current.startDate));
  const [end, setEnd] = useState(toInputDate(current.endDate));
  const problem = windowProblem(start, end);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) onApply({ startDate: fromInputDate(start), endDate: fromInputDate(end) });
      }}
    >
      <Stack gap="md">
        <Group grow>
          <TextInput type="date" label="Start date" required value={start} onChange={(e) => setStart(e.currentTarget.value)} />
          <TextInput type="date" label="End date" required value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </Group>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={problem !== null}>
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

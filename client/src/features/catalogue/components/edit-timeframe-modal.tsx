import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { analyticsIntervals, type AnalyticsInterval } from '@cashloop/shared/contracts/catalogue';
import { useState } from 'react';
import { fromInputDate, timeframeProblem, toInputDate, type Timeframe } from '../utils/timeframe';

interface EditTimeframeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The window shown now (dd-MM-yyyy), to start the form from. */
  current: Required<Timeframe>;
  onApply: (next: Required<Timeframe>) => void;
}

const INTERVAL_LABELS: Record<AnalyticsInterval, string> = { day: 'Day', week: 'Week', month: 'Month', year: 'Year' };

/** 'Edit timeframe' (spec 1 §2.9): start date, end date and interval; both dates are required. */
export function EditTimeframeModal({ opened, onClose, current, onApply }: EditTimeframeModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>Edit timeframe</Text>} centered>
      {opened && <TimeframeForm current={current} onApply={onApply} onCancel={onClose} />}
    </Modal>
  );
}

function TimeframeForm({ current, onApply, onCancel }: { current: Required<Timeframe>; onApply: EditTimeframeModalProps['onApply']; onCancel: () => void }) {
  const [start, setStart] = useState(toInputDate(current.startDate));
  const [end, setEnd] = useState(toInputDate(current.endDate));
  const [interval, setIntervalChoice] = useState<AnalyticsInterval>(current.interval);
  const problem = timeframeProblem(start, end);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem) onApply({ startDate: fromInputDate(start), endDate: fromInputDate(end), interval });
      }}
      noValidate
    >
      <Stack gap="md">
        <Group grow>
          <TextInput type="date" label="Start date" required value={start} onChange={(e) => setStart(e.currentTarget.value)} />
          <TextInput type="date" label="End date" required value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
        </Group>
        <Select
          label="Interval"
          data={analyticsIntervals.map((i) => ({ value: i, label: INTERVAL_LABELS[i] }))}
          value={interval}
          onChange={(v) => v && setIntervalChoice(v as AnalyticsInterval)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
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

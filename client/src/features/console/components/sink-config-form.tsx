import { Button, Group, NumberInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useConfigureSink } from '../api/configure-sink';
import type { SinkState } from '../api/get-sink';

interface SinkConfigFormProps {
  name: string;
  /** The receiver's configuration when the form opened; keyed by the parent so another receiver starts afresh. */
  initial: SinkState['config'];
}

/** How the receiver answers: a status (make deliveries fail) and a delay (make them slow). */
export function SinkConfigForm({ name, initial }: SinkConfigFormProps) {
  const configure = useConfigureSink();
  const [status, setStatus] = useState<number | string>(initial.status);
  const [delayMs, setDelayMs] = useState<number | string>(initial.delayMs);

  const submit = () =>
    configure.mutate(
      { name, status: typeof status === 'number' ? status : undefined, delayMs: typeof delayMs === 'number' ? delayMs : undefined },
      { onSuccess: (r) => notifications.show({ color: 'green', message: `${r.name} now answers ${r.config.status} after ${r.config.delayMs} ms` }) },
    );

  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Group align="flex-end" gap="sm">
        <NumberInput label="Answer with status" min={200} max={599} allowDecimal={false} value={status} onChange={setStatus} w={170} data-testid="console-sink-status" />
        <NumberInput label="Delay (ms)" min={0} max={60_000} step={250} allowDecimal={false} value={delayMs} onChange={setDelayMs} w={140} data-testid="console-sink-delay" />
        <Button type="submit" variant="default" loading={configure.isPending} data-testid="console-sink-save">
          Save
        </Button>
      </Group>
    </form>
  );
}

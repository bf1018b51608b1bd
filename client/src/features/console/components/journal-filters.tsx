import { Checkbox, Group, NativeSelect, NumberInput, Switch, TextInput } from '@mantine/core';

export interface JournalFilterValues {
  method: string;
  path: string;
  endpointId: string;
  status: number | string;
  limit: string;
  live: boolean;
  /** Leaves only API calls (the server also records control-plane changes such as resets and clock moves). */
  hideControlPlane: boolean;
}

export const defaultJournalFilters: JournalFilterValues = {
  method: '',
  path: '',
  endpointId: '',
  status: '',
  limit: '100',
  live: true,
  hideControlPlane: false,
};

const methods = ['', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'].map((m) => ({ value: m, label: m || 'Any' }));

interface JournalFiltersProps {
  values: JournalFilterValues;
  onChange: (values: JournalFilterValues) => void;
}

export function JournalFilters({ values, onChange }: JournalFiltersProps) {
  const set = <K extends keyof JournalFilterValues>(key: K, value: JournalFilterValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect label="Method" data={methods} value={values.method} onChange={(e) => set('method', e.currentTarget.value)} data-testid="console-journal-method" w={110} />
      <TextInput label="Path (* any run, :param a segment)" placeholder="*/webhook" value={values.path} onChange={(e) => set('path', e.currentTarget.value)} data-testid="console-journal-path" w={240} />
      <TextInput label="Endpoint id" value={values.endpointId} onChange={(e) => set('endpointId', e.currentTarget.value)} data-testid="console-journal-endpoint" w={180} />
      <NumberInput label="Status" min={100} max={599} allowDecimal={false} value={values.status} onChange={(v) => set('status', v)} data-testid="console-journal-status" w={100} />
      <NativeSelect label="Show" data={['50', '100', '500', '1000']} value={values.limit} onChange={(e) => set('limit', e.currentTarget.value)} w={90} />
      <Switch label="Live" checked={values.live} onChange={(e) => set('live', e.currentTarget.checked)} data-testid="console-journal-live" mb={8} />
      <Checkbox
        label="Hide /__mock calls"
        checked={values.hideControlPlane}
        onChange={(e) => set('hideControlPlane', e.currentTarget.checked)}
        data-testid="console-journal-hide-mock"
        mb={8}
      />
    </Group>
  );
}

import { Alert, Autocomplete, Button, Card, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { LIVE_PREFIX } from '@cashloop/shared/common/endpoint';
import { registry } from '@cashloop/shared/contracts/registry';
import { faultKinds } from '@cashloop/shared/contracts/mock-faults';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useArmFault } from '../api/arm-fault';
import { describeEffect, describeMatch, emptyFaultForm, faultRuleFromForm, type FaultFormValues } from '../utils/fault-form';

// Faults hit the product's API, not the control plane, so only its endpoints are offered.
const endpointIds = registry.filter((d) => !d.path.startsWith('/__mock')).map((d) => d.id);
const methods = ['', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'].map((m) => ({ value: m, label: m || 'Any method' }));
const kindLabels: Record<string, string> = {
  '': 'Default (error when a status is given)',
  error: 'error: the status in the one error shape',
  reset: 'reset: drop the connection',
  timeout: 'timeout: never answer',
  malformed: 'malformed: a body that is not JSON',
};
const kinds = ['', ...faultKinds].map((k) => ({ value: k, label: kindLabels[k] ?? k }));

/** Arms a fault or latency rule; the body is checked against the contract before it is sent. */
export function ArmFaultForm() {
  const arm = useArmFault();
  const [values, setValues] = useState<FaultFormValues>(emptyFaultForm);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof FaultFormValues>(key: K, value: FaultFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = () => {
    const result = faultRuleFromForm(values);
    if (result.error !== undefined) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    arm.mutate(result.body, {
      onSuccess: (rule) =>
        notifications.show({ color: 'green', message: `Fault armed: ${describeMatch(rule.match)} → ${describeEffect(rule)}` }),
    });
  };

  const number = (key: 'status' | 'delayMs' | 'jitterMs' | 'times' | 'probability' | 'seed', label: string, extra: object = {}) => (
    <NumberInput
      label={label}
      value={values[key]}
      onChange={(v) => set(key, v)}
      allowNegative={false}
      data-testid={`console-fault-${key === 'delayMs' ? 'delay' : key === 'jitterMs' ? 'jitter' : key}`}
      {...extra}
    />
  );

  return (
    <Card>
      <Text fw={650}>Arm a fault</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Match by method, path (<code>*</code> for any characters, <code>:param</code> for one segment) or endpoint id; leave all
        three empty to hit every API call of this world.
      </Text>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect label="Method" data={methods} value={values.method} onChange={(e) => set('method', e.currentTarget.value)} data-testid="console-fault-method" />
          <TextInput label="Path" placeholder={`${LIVE_PREFIX}/payout/*`} value={values.path} onChange={(e) => set('path', e.currentTarget.value)} data-testid="console-fault-path" />
          <Autocomplete label="Endpoint id" placeholder="catalogue.offers" data={endpointIds} limit={12} value={values.endpointId} onChange={(v) => set('endpointId', v)} data-testid="console-fault-endpoint" />
          {number('status', 'Status', { min: 400, max: 599, allowDecimal: false, placeholder: '500' })}
          <NativeSelect
            label="Kind"
            data={kinds}
            value={values.kind}
            onChange={(e) => set('kind', e.currentTarget.value as FaultFormValues['kind'])}
            data-testid="console-fault-kind"
          />
          {number('delayMs', 'Delay (ms)', { min: 0, max: 120_000, allowDecimal: false, step: 250 })}
          {number('jitterMs', 'Jitter (ms)', { min: 0, max: 60_000, allowDecimal: false, step: 100 })}
          {number('times', 'Times', { min: 1, allowDecimal: false, placeholder: 'Until removed' })}
          {number('probability', 'Probability (0-1)', { min: 0, max: 1, step: 0.1, decimalScale: 3, placeholder: '1' })}
          {number('seed', 'Seed', { min: 0, allowDecimal: false, placeholder: 'For the probability' })}
        </SimpleGrid>
        {problem && (
          <Alert color="red" mt="sm" data-testid="console-fault-problem">
            {problem}
          </Alert>
        )}
        <Button type="submit" mt="md" color="red" loading={arm.isPending} data-testid="console-arm-fault">
          Arm fault
        </Button>
      </form>
    </Card>
  );
}

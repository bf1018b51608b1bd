import { Alert, Autocomplete, Button, Card, JsonInput, List, NativeSelect, NumberInput, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { LIVE_PREFIX } from '@cashloop/shared/common/endpoint';
import { registry } from '@cashloop/shared/contracts/registry';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useArmStub } from '../api/arm-stub';
import { describeStubMatch, emptyStubForm, stubFromForm, stubRefusal, type StubFormValues } from '../utils/stub-form';

// Stubs answer the product's API, never the control plane, so only its endpoints are offered.
const endpointIds = registry.filter((d) => !d.path.startsWith('/__mock')).map((d) => d.id);
const methods = ['', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH'].map((m) => ({ value: m, label: m || 'Any method' }));

/** Arms a stub; bad JSON is caught here, and a stub the server refuses shows each of its problems. */
export function ArmStubForm() {
  const arm = useArmStub();
  const [values, setValues] = useState<StubFormValues>(emptyStubForm);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof StubFormValues>(key: K, value: StubFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const refusal = arm.error ? stubRefusal(arm.error) : null;

  const submit = () => {
    const result = stubFromForm(values);
    if (result.error !== undefined) {
      arm.reset();
      setProblem(result.error);
      return;
    }
    setProblem(null);
    arm.mutate(result.body, {
      onSuccess: (stub) =>
        notifications.show({ color: 'green', message: `Stub armed: ${describeStubMatch(stub.match)} → ${stub.status}` }),
    });
  };

  return (
    <Card>
      <Text fw={650}>Arm a stub</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Matching API calls get this answer instead of the engine's. Match by path (<code>*</code> for any characters,{' '}
        <code>:param</code> for one segment) or endpoint id, or both.
      </Text>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect label="Method" data={methods} value={values.method} onChange={(e) => set('method', e.currentTarget.value)} data-testid="console-stub-method" />
          <TextInput label="Path" placeholder={`${LIVE_PREFIX}/webhook`} value={values.path} onChange={(e) => set('path', e.currentTarget.value)} data-testid="console-stub-path" />
          <Autocomplete label="Endpoint id" placeholder="webhooks.list" data={endpointIds} limit={12} value={values.endpointId} onChange={(v) => set('endpointId', v)} data-testid="console-stub-endpoint" />
          <NumberInput
            label="Status"
            value={values.status}
            onChange={(v) => set('status', v)}
            min={200}
            max={599}
            allowDecimal={false}
            allowNegative={false}
            placeholder="200"
            data-testid="console-stub-status"
          />
          <NumberInput
            label="Times"
            value={values.times}
            onChange={(v) => set('times', v)}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            placeholder="Until removed"
            data-testid="console-stub-times"
          />
        </SimpleGrid>
        <JsonInput
          mt="sm"
          label="Body"
          description="The answer as JSON; a file download's text as a JSON string."
          placeholder='{"content": [], "totalElements": 0}'
          value={values.body}
          onChange={(v) => set('body', v)}
          validationError="Not valid JSON"
          formatOnBlur
          // Not autosize: it listens to document.fonts, which jsdom lacks; the reader drags it taller instead.
          rows={6}
          resize="vertical"
          data-testid="console-stub-body"
        />
        <Switch
          mt="sm"
          label="Check against the contract"
          description="Off: the body is answered as given, even when the product never sends it."
          checked={values.validate}
          onChange={(e) => set('validate', e.currentTarget.checked)}
          data-testid="console-stub-validate"
        />
        {problem && (
          <Alert color="red" mt="sm" data-testid="console-stub-problem">
            {problem}
          </Alert>
        )}
        {refusal && (
          <Alert color="red" mt="sm" title={refusal.message} data-testid="console-stub-refusal">
            {refusal.problems.length > 0 && (
              <List size="sm" data-testid="console-stub-problems">
                {refusal.problems.map((p) => <List.Item key={p}>{p}</List.Item>)}
              </List>
            )}
          </Alert>
        )}
        <Button type="submit" mt="md" loading={arm.isPending} data-testid="console-arm-stub">
          Arm stub
        </Button>
      </form>
    </Card>
  );
}

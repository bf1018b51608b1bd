import { Alert, Button, Card, NativeSelect, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { domainFaultKindEffects, domainFaultKinds, webhookFailurePatterns } from '@cashloop/shared/contracts/mock-domain-faults';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useArmDomainFault } from '../api/arm-domain-fault';
import { describeDomainEffect, describeDomainMatch, domainFaultFromForm, emptyDomainFaultForm, matchFieldsOf, type DomainFaultFormValues } from '../utils/domain-fault-form';

const matchLabels: Partial<Record<keyof DomainFaultFormValues, [string, string]>> = {
  fileName: ['File name contains', 'bank-export'],
  webhookId: ['Webhook id', 'whk_...'],
  url: ['Url contains', '/__mock/webhook-sink/'],
  to: ['To (address)', 'someone@example.com'],
  subject: ['Subject contains', 'password'],
  supplierName: ['Supplier', 'Awin'],
  offerId: ['Offer id', 'off_...'],
};

/** Arms a domain fault; the fields follow the kind, and the body is checked against the contract before it is sent. */
export function ArmDomainFaultForm() {
  const arm = useArmDomainFault();
  const [values, setValues] = useState<DomainFaultFormValues>(emptyDomainFaultForm);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof DomainFaultFormValues>(key: K, value: DomainFaultFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const { kind } = values;

  const submit = () => {
    const result = domainFaultFromForm(values);
    if (result.error !== undefined) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    arm.mutate(result.body, {
      onSuccess: (rule) => notifications.show({ color: 'green', message: `Domain fault armed: ${rule.kind} (${describeDomainMatch(rule.match)}) → ${describeDomainEffect(rule)}` }),
    });
  };

  const number = (key: 'atRow' | 'n' | 'times' | 'probability' | 'seed', label: string, extra: object = {}) => (
    <NumberInput label={label} value={values[key]} onChange={(v) => set(key, v)} allowNegative={false} data-testid={`console-domain-fault-${key}`} {...extra} />
  );
  const textField = (key: keyof DomainFaultFormValues, label: string, placeholder: string) => (
    <TextInput key={key} label={label} placeholder={placeholder} value={String(values[key])} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`console-domain-fault-${key}`} />
  );

  return (
    <Card>
      <Text fw={650}>Arm a domain fault</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {domainFaultKindEffects[kind]}
      </Text>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect label="Kind" data={[...domainFaultKinds]} value={kind} onChange={(e) => set('kind', e.currentTarget.value as DomainFaultFormValues['kind'])} data-testid="console-domain-fault-kind" />
          {(kind === 'upload-stall' || kind === 'upload-fail') && number('atRow', 'At row', { min: 1, allowDecimal: false })}
          {kind === 'webhook-failure' && (
            <NativeSelect label="Pattern" data={[...webhookFailurePatterns]} value={values.pattern} onChange={(e) => set('pattern', e.currentTarget.value as DomainFaultFormValues['pattern'])} data-testid="console-domain-fault-pattern" />
          )}
          {kind === 'webhook-failure' && values.pattern === 'first-n' && number('n', 'First n calls', { min: 1, allowDecimal: false })}
          {(kind === 'upload-fail' || kind === 'email-bounce') && textField('reason', 'Reason', kind === 'upload-fail' ? 'the enrichment service stopped answering' : '550 5.1.1 No such mailbox')}
          {matchFieldsOf[kind].map((key) => textField(key, matchLabels[key]![0], matchLabels[key]![1]))}
          {number('times', 'Times', { min: 1, allowDecimal: false, placeholder: 'Until removed' })}
          {number('probability', 'Probability (0-1)', { min: 0, max: 1, step: 0.1, decimalScale: 3, placeholder: '1' })}
          {number('seed', 'Seed', { min: 0, allowDecimal: false, placeholder: 'For the probability' })}
        </SimpleGrid>
        {problem && (
          <Alert color="red" mt="sm" data-testid="console-domain-fault-problem">
            {problem}
          </Alert>
        )}
        <Button type="submit" mt="md" color="red" loading={arm.isPending} data-testid="console-arm-domain-fault">
          Arm domain fault
        </Button>
      </form>
    </Card>
  );
}

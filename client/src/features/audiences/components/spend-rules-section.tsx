import { ActionIcon, Button, Card, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { conditionOptions, type DemographicRule, type SpendCondition } from '../utils/audience-draft';

interface SpendRulesSectionProps {
  rules: DemographicRule[];
  onChange: (rules: DemographicRule[]) => void;
}

/** Overall spend rules (demographic conditions): the end user's total spend over the period. */
export function SpendRulesSection({ rules, onChange }: SpendRulesSectionProps) {
  const update = (i: number, patch: Partial<DemographicRule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Card padding="md" data-testid="spend-rules">
      <Stack gap="sm">
        <div>
          <Title order={4}>Overall spend rules</Title>
          <Text size="sm" c="dimmed">End users whose total spend over the period meets every rule.</Text>
        </div>
        {rules.map((rule, i) => (
          <Group key={i} align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Total spend"
              data={conditionOptions}
              value={rule.condition}
              onChange={(e) => update(i, { condition: e.currentTarget.value as SpendCondition })}
              w={150}
              data-testid={`spend-condition-${i}`}
            />
            <NumberInput
              label="Amount"
              prefix="£"
              min={0}
              decimalScale={2}
              value={rule.amount}
              onChange={(v) => update(i, { amount: typeof v === 'number' ? v : '' })}
              error={rule.amount === '' ? 'Enter an amount' : undefined}
              w={160}
              data-testid={`spend-amount-${i}`}
            />
            <ActionIcon variant="subtle" color="red" size="lg" aria-label="Remove spend rule" onClick={() => onChange(rules.filter((_, j) => j !== i))}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...rules, { condition: 'MORE_THAN', amount: '' }])}>
            Add spend rule
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { canRemoveCondition, canRemoveRule, removeCondition } from '@cashloop/shared/rules/own-offer-cashback-rules';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addCondition, updateCondition, updateRule, type RuleDraft } from '../utils/rule-draft';
import { customerTypeChoices, offerUsageChoices } from '../wizard/wizard-steps';
import { ConditionFields } from './condition-fields';

interface RuleCardProps {
  rules: RuleDraft[];
  index: number;
  onChange: (rules: RuleDraft[]) => void;
  onRemove: () => void;
}

/** One cashback rule: who it is for, usage, lapsed days and its conditions. */
export function RuleCard({ rules, index, onChange, onRemove }: RuleCardProps) {
  const rule = rules[index]!;
  return (
    <Card data-testid={`rule-${index + 1}`} padding="md">
      <Group justify="space-between" mb="sm">
        <Text fw={650}>Rule {index + 1}</Text>
        {canRemoveRule(index) && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove}>
            Remove rule
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label="Customer type"
            data={[{ value: '', label: 'Choose…' }, ...customerTypeChoices]}
            value={rule.customerType}
            onChange={(e) => onChange(updateRule(rules, index, { customerType: e.currentTarget.value as RuleDraft['customerType'] }))}
          />
          <NumberInput
            label="Lapsed in days"
            description="Optional"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={rule.lapsedInDays ?? ''}
            onChange={(v) => onChange(updateRule(rules, index, { lapsedInDays: typeof v === 'number' ? v : null }))}
          />
          <NativeSelect
            label="Offer usage"
            data={[...offerUsageChoices]}
            value={rule.offerUsageType}
            onChange={(e) => onChange(updateRule(rules, index, { offerUsageType: e.currentTarget.value as RuleDraft['offerUsageType'] }))}
          />
        </SimpleGrid>
        {rule.conditions.map((condition, c) => (
          <ConditionFields
            // Conditions have no id; the position is their identity inside a rule.
            key={c}
            label={`Condition ${c + 1}`}
            condition={condition}
            onChange={(patch) => onChange(updateCondition(rules, index, c, patch))}
            onRemove={canRemoveCondition(c) ? () => onChange(removeCondition(rules, index, c)) : undefined}
          />
        ))}
        <Group>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange(addCondition(rules, index))}>
            Add condition
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

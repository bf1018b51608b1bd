import { ActionIcon, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Switch, Text } from '@mantine/core';
import { showsLowerBound, showsMaximum, showsUpperBound } from '@cashloop/shared/rules/own-offer-cashback-rules';
import { IconTrash } from '@tabler/icons-react';
import type { ConditionDraft, ValueDraft } from '../utils/rule-draft';
import { conditionTypeChoices, rewardTypeChoices } from '../wizard/wizard-steps';

interface ConditionFieldsProps {
  condition: ConditionDraft;
  label: string;
  onChange: (patch: Partial<Omit<ConditionDraft, 'value'>> & { value?: Partial<ValueDraft> }) => void;
  /** Absent for the first condition, which cannot be removed. */
  onRemove?: () => void;
}

const numberOrNull = (v: string | number): number | null => (typeof v === 'number' ? v : null);

function Amount({ label, value, onChange, suffix }: { label: string; value: number | null; onChange: (n: number | null) => void; suffix?: string }) {
  return (
    <NumberInput
      label={label}
      value={value ?? ''}
      onChange={(v) => onChange(numberOrNull(v))}
      min={0}
      decimalScale={2}
      allowNegative={false}
      suffix={suffix}
    />
  );
}

/** One condition of a rule; inputs show as spec 2 §2.2 step 5 says (bounds by type, maximum, fixed split). */
export function ConditionFields({ condition: c, label, onChange, onRemove }: ConditionFieldsProps) {
  const percent = c.value.type === 'PERCENTAGE' || c.value.type === 'PERCENTAGE_MAX';
  return (
    <Paper withBorder p="sm" data-testid="condition">
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>{label}</Text>
        {onRemove && (
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="Condition type"
          data={[{ value: '', label: 'Choose…' }, ...conditionTypeChoices]}
          value={c.type ?? ''}
          onChange={(e) => onChange({ type: (e.currentTarget.value || null) as ConditionDraft['type'] })}
        />
        {showsLowerBound(c.type) && <Amount label="Lower bound" value={c.lowerBound} onChange={(lowerBound) => onChange({ lowerBound })} />}
        {showsUpperBound(c.type) && <Amount label="Upper bound" value={c.upperBound} onChange={(upperBound) => onChange({ upperBound })} />}
        <NativeSelect
          label="Reward type"
          data={[{ value: '', label: 'Choose…' }, ...rewardTypeChoices]}
          value={c.value.type ?? ''}
          onChange={(e) => onChange({ value: { type: (e.currentTarget.value || null) as ValueDraft['type'] } })}
        />
        <Amount
          label="Total cashback"
          suffix={percent ? ' %' : undefined}
          value={c.value.totalValue}
          onChange={(totalValue) => onChange({ value: { totalValue } })}
        />
        {showsMaximum(c.value.type) && (
          <Amount label="Fixed maximum" value={c.value.maximum} onChange={(maximum) => onChange({ value: { maximum } })} />
        )}
      </SimpleGrid>
      <Switch
        mt="sm"
        label="Fixed distributor commission"
        checked={c.fixedDistributorCommission === true}
        onChange={(e) => onChange({ fixedDistributorCommission: e.currentTarget.checked })}
      />
      {c.fixedDistributorCommission === true && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
          <Amount label="End user cashback" value={c.value.endUserValue} onChange={(endUserValue) => onChange({ value: { endUserValue } })} />
          <Amount label="Your commission" value={c.value.clientValue} onChange={(clientValue) => onChange({ value: { clientValue } })} />
        </SimpleGrid>
      )}
    </Paper>
  );
}

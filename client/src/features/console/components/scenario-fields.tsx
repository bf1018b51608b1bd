import { NumberInput, NativeSelect } from '@mantine/core';
import { scenarios, type ScenarioName } from '@cashloop/shared/common/enums';

export interface ScenarioValues {
  scenario: ScenarioName;
  /** Empty: the server's default seed. */
  seed: number | string;
}

export const defaultScenarioValues: ScenarioValues = { scenario: 'demo', seed: '' };

export const seedOf = (values: ScenarioValues): number | undefined => (typeof values.seed === 'number' ? values.seed : undefined);

interface ScenarioFieldsProps {
  values: ScenarioValues;
  onChange: (values: ScenarioValues) => void;
  /** Prefix of the fields' test ids: <prefix>-scenario, <prefix>-seed. */
  testIdPrefix: string;
}

/** Scenario and seed, as both session creation and reset take them. Native select so any test driver can pick an option. */
export function ScenarioFields({ values, onChange, testIdPrefix }: ScenarioFieldsProps) {
  return (
    <>
      <NativeSelect
        label="Scenario"
        data={[...scenarios]}
        value={values.scenario}
        onChange={(e) => onChange({ ...values, scenario: e.currentTarget.value as ScenarioName })}
        data-testid={`${testIdPrefix}-scenario`}
      />
      <NumberInput
        label="Seed"
        placeholder="Default"
        min={0}
        max={2 ** 31}
        allowDecimal={false}
        allowNegative={false}
        value={values.seed}
        onChange={(seed) => onChange({ ...values, seed })}
        data-testid={`${testIdPrefix}-seed`}
        w={140}
      />
    </>
  );
}

import { Card, Stepper, Text } from '@mantine/core';
import type { CashbackSample } from '@cashloop/shared/contracts/playground';
import { useState } from 'react';
import type { PlaygroundResult } from '../api/test-transaction';
import { JsonView } from './json-view';

/** The playground lifecycle (spec 1 §4): notify (created), send (being verified), verify (verified), pay (received). */
const STEPS = [
  { label: 'Notify your systems', description: 'Cashback created', sample: 'cashbackCreated' },
  { label: 'Send transaction to merchant', description: 'Being verified', sample: 'cashbackBeingVerified' },
  { label: 'Merchant verifies purchase', description: 'Verified', sample: 'cashbackVerified' },
  { label: 'Merchant pays cashback', description: 'Received', sample: 'cashbackReceived' },
] as const;

/** Four selectable steps, each showing the cashback object as it would look at that status. */
export function CashbackFulfilment({ result }: { result: PlaygroundResult }) {
  const [active, setActive] = useState(0);
  const samples: (CashbackSample | null)[] = STEPS.map((s) => result[s.sample]);
  return (
    <Card data-testid="cashback-fulfilment">
      <Text fw={650} mb="md">
        Cashback fulfilment
      </Text>
      <Stepper active={active} onStepClick={setActive} size="sm" allowNextStepsSelect>
        {STEPS.map((step, i) => (
          <Stepper.Step key={step.sample} label={step.label} description={step.description} data-testid={`fulfilment-step-${i}`}>
            <JsonView value={samples[i]} testId="fulfilment-json" />
          </Stepper.Step>
        ))}
      </Stepper>
    </Card>
  );
}

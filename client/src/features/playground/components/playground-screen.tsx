import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '@/components/error-state';
import { errorMessage } from '@/lib/api-error';
import { useTestTransaction } from '../api/test-transaction';
import { useConfetti } from '../hooks/use-confetti';
import { PlaygroundForm } from './playground-form';
import { PlaygroundResults } from './playground-results';

/** /playground (spec 1 §2.15): test a transaction string against the engine. */
export function PlaygroundScreen() {
  const celebrate = useConfetti();
  // Each run gets its own key, so the staged fades play again for every result.
  const [run, setRun] = useState(0);
  const { mutate, data, error, isPending, reset } = useTestTransaction();

  const test = (input: { description: string; amount: number }) => {
    reset();
    mutate(input, {
      onSuccess: (result) => {
        setRun((n) => n + 1);
        if (result.transactionData.enrichedCreditorData) celebrate();
      },
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Playground</Title>
        <Text c="dimmed" size="sm">
          Test a bank transaction description: see the merchant it enriches to, the offers it matches and the cashback it would earn.
        </Text>
      </Stack>
      <PlaygroundForm loading={isPending} onTest={test} />
      {error && <ErrorState title="The transaction could not be tested" message={errorMessage(error)} />}
      {data && !isPending && <PlaygroundResults key={run} result={data} />}
    </Stack>
  );
}

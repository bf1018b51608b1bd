import { Button, Card, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { PLAYGROUND_DESCRIPTION_MAX } from '@cashloop/shared/contracts/playground';
import { type FormEvent, useState } from 'react';
import { asSpend, inputProblem, parseAmount } from '../utils/playground-input';

interface PlaygroundFormProps {
  loading: boolean;
  onTest: (input: { description: string; amount: number }) => void;
}

/** Description and amount, and 'Test transaction' ('Processing...' while the call runs). */
export function PlaygroundForm({ loading, onTest }: PlaygroundFormProps) {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const problem = inputProblem(description, amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    if (problem || value === null || loading) return;
    onTest({ description: description.trim(), amount: asSpend(value) });
  };

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Transaction description"
          placeholder="e.g. TESCO STORES 3297 LONDON GB"
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={PLAYGROUND_DESCRIPTION_MAX}
          style={{ flex: '2 1 280px' }}
        />
        <NumberInput
          label="Amount"
          placeholder="25.00"
          prefix="£"
          decimalScale={2}
          // Money always shows pence ('£25.50', never '£25.5').
          fixedDecimalScale
          value={amount}
          onChange={setAmount}
          style={{ flex: '1 1 140px' }}
        />
        <Button type="submit" disabled={problem !== null || loading} miw={170}>
          {loading ? 'Processing...' : 'Test transaction'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        A positive amount is tested as spend. Nothing is saved: the playground is a dry run of enrichment, offer matching and cashback.
      </Text>
    </Card>
  );
}

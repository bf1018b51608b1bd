import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPounds } from '@/lib/format';
import type { PlaygroundResult } from '../api/test-transaction';

function Earning({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={28} data-testid={testId}>
        {formatPounds(value)}
      </Text>
    </Stack>
  );
}

/** What this transaction earns the end user and the publisher (zero when no PAYMENT offer applies). */
export function CashbackEarnings({ result }: { result: PlaygroundResult }) {
  const payout = result.cashbackObject?.payoutData;
  return (
    <Card data-testid="cashback-earnings">
      <Text fw={650} mb="md">
        Cashback earnings
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Earning label="Your user's earnings" value={payout?.endUserCashbackReceivable ?? 0} testId="earnings-end-user" />
        <Earning label="Your commission" value={payout?.publisherCashbackReceivable ?? 0} testId="earnings-commission" />
      </SimpleGrid>
      {!payout && (
        <Text size="sm" c="dimmed" mt="sm">
          No payment-linked offer of your programme pays cashback on this transaction.
        </Text>
      )}
    </Card>
  );
}

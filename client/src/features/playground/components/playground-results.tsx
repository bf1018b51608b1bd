import { Card, Group, Stack, Text } from '@mantine/core';
import { formatPounds } from '@/lib/format';
import type { PlaygroundResult } from '../api/test-transaction';
import { CashbackEarnings } from './cashback-earnings';
import { CashbackFulfilment } from './cashback-fulfilment';
import { JsonView } from './json-view';
import { MerchantEnrichment } from './merchant-enrichment';
import { StagedFade } from './staged-fade';

/** The results in staged fades: raw input, merchant enrichment, raw JSON, then fulfilment and earnings. */
export function PlaygroundResults({ result }: { result: PlaygroundResult }) {
  const { transactionData, cashbackObject } = result;
  const hasMerchant = transactionData.enrichedCreditorData !== null;
  const hasPayment = transactionData.offersAvailable.some((o) => o.offerType === 'PAYMENT');
  let stage = 0;
  return (
    <Stack gap="md" data-testid="playground-results">
      <StagedFade stage={stage++}>
        <Card data-testid="raw-input">
          <Text size="xs" tt="uppercase" fw={650} c="dimmed" mb={4}>
            Raw transaction
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text ff="monospace" style={{ wordBreak: 'break-all' }}>
              {transactionData.remittanceInformationUnstructured}
            </Text>
            <Text ff="monospace" fw={650}>
              {formatPounds(transactionData.transactionAmount.amount)}
            </Text>
          </Group>
        </Card>
      </StagedFade>
      <StagedFade stage={stage++}>
        <MerchantEnrichment result={result} />
      </StagedFade>
      <StagedFade stage={stage++}>
        <Card>
          <Text fw={650} mb="sm">
            Raw JSON
          </Text>
          <JsonView value={result} testId="raw-json" />
        </Card>
      </StagedFade>
      {hasMerchant && cashbackObject && (
        <StagedFade stage={stage++}>
          <CashbackFulfilment result={result} />
        </StagedFade>
      )}
      {hasMerchant && hasPayment && (
        <StagedFade stage={stage++}>
          <CashbackEarnings result={result} />
        </StagedFade>
      )}
    </Stack>
  );
}

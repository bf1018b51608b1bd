import { Alert, Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_ENRICHMENT_TEST_AMOUNT } from '@cashloop/shared/rules/own-offer-information';
import { withHttps } from '@cashloop/shared/rules/offer-labels';
import { IconTestPipe } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useTestEnrichment } from '../api/test-enrichment';
import type { EnrichmentView } from '../wizard/wizard-model';
import { YesNoField } from './yes-no-field';

interface TransactionStepProps {
  retailerName: string;
  retailerWebsite: string;
  retailerId: string | null;
  description: string;
  enrichment: EnrichmentView | null;
  obAnswer: boolean | null;
  onDescription: (d: string) => void;
  onEnrichment: (e: EnrichmentView | null) => void;
  onAnswer: (yes: boolean) => void;
  /** The retailer could not be created: the server's message. */
  createError: unknown;
}

/** A web search for the tested description: the 'generated URL' the user checks the brand against. */
export const generatedUrl = (description: string) => `https://www.google.com/search?q=${encodeURIComponent(description.trim())}`;

/** Step 2: test a bank description against the enrichment engine and answer whether the brand is compatible. */
export function TransactionStep(props: TransactionStepProps) {
  const { retailerName, retailerWebsite, retailerId, description, enrichment, obAnswer, onDescription, onEnrichment, onAnswer, createError } = props;
  const test = useTestEnrichment();
  const run = () =>
    test.mutate(
      { description, amount: DEFAULT_ENRICHMENT_TEST_AMOUNT, retailerId: retailerId ?? undefined },
      {
        onSuccess: (answer) => {
          const data = answer.transactionData.enrichedCreditorData;
          onEnrichment({ merchant: data?.merchant ?? null, logo: data?.logo ?? null, website: data?.website ?? null, labels: data?.labels ?? [] });
        },
      },
    );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Bank description"
          description={`Tested as a spend of £${Math.abs(DEFAULT_ENRICHMENT_TEST_AMOUNT)}`}
          placeholder="e.g. CARD PAYMENT TO ACME LTD"
          value={description}
          onChange={(e) => {
            onDescription(e.currentTarget.value);
          }}
          style={{ flex: '1 1 260px' }}
        />
        <Button leftSection={<IconTestPipe size={16} />} disabled={description.trim() === ''} loading={test.isPending} onClick={run}>
          Test description
        </Button>
      </Group>
      {enrichment && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="enrichment-result">
          <Card padding="md">
            <Text size="xs" c="dimmed" mb={4}>Enriched merchant</Text>
            {enrichment.merchant ? (
              <Group gap="sm" wrap="nowrap">
                <Avatar src={enrichment.logo} alt="" size={36} radius="md">{enrichment.merchant.slice(0, 2).toUpperCase()}</Avatar>
                <div>
                  <Text fw={650}>{enrichment.merchant}</Text>
                  {enrichment.website && <Text size="sm">{enrichment.website}</Text>}
                </div>
              </Group>
            ) : (
              <Text fw={600}>No merchant identified</Text>
            )}
            <Group gap={4} mt="xs">
              {enrichment.labels.map((l) => <Badge key={l} variant="light" size="sm">{l}</Badge>)}
            </Group>
          </Card>
          <Card padding="md">
            <Text size="xs" c="dimmed" mb={4}>{retailerName}'s website</Text>
            <Anchor href={withHttps(retailerWebsite)} target="_blank" rel="noreferrer">{retailerWebsite}</Anchor>
          </Card>
          <Card padding="md">
            <Text size="xs" c="dimmed" mb={4}>Generated URL</Text>
            <Anchor href={generatedUrl(description)} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
              {generatedUrl(description)}
            </Anchor>
          </Card>
        </SimpleGrid>
      )}
      {enrichment && (
        <YesNoField label="Is this brand compatible with the transaction matching engine?" value={obAnswer} onChange={onAnswer} />
      )}
      {createError != null && (
        <Alert color="red" title="The retailer could not be created" data-testid="create-retailer-error">
          {errorMessage(createError)}
        </Alert>
      )}
    </Stack>
  );
}

import { Anchor, Badge, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { PlaygroundOffer } from '@cashloop/shared/contracts/playground';
import { withHttps } from '@cashloop/shared/rules/offer-labels';
import { IconQuestionMark } from '@tabler/icons-react';
import { formatPounds } from '@/lib/format';
import type { PlaygroundResult } from '../api/test-transaction';
import { earningHeading, headlineOf, offerLabel } from '../utils/offer-display';
import classes from './playground.module.css';

function OfferRow({ offer }: { offer: PlaygroundOffer }) {
  return (
    <Card withBorder shadow="none" padding="sm" radius="md" data-testid="playground-offer" data-offer-type={offer.offerType}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color={offer.offerType === 'PAYMENT' ? 'brand' : 'grape'}>
              {offerLabel(offer.offerType)}
            </Badge>
            {offer.source === 'CATALOGUE' && (
              <Badge variant="outline" color="gray">
                Not in your programme yet
              </Badge>
            )}
          </Group>
          {offer.notApplicableReason && (
            <Text size="xs" c="dimmed">
              {offer.notApplicableReason}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {earningHeading(offer.offerType)}
          </Text>
          <Text fw={650} ta="right">
            {headlineOf(offer)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Merchant enrichment: who the description is, and what the publisher's users could earn there. */
export function MerchantEnrichment({ result }: { result: PlaygroundResult }) {
  const { enrichedCreditorData: merchant, offersAvailable, transactionAmount } = result.transactionData;
  if (!merchant) {
    return (
      <Card data-testid="no-merchant">
        <Group wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="light" color="gray">
            <IconQuestionMark />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={650}>No merchant indentified</Text>
            <Text size="sm" c="dimmed">
              Try a different transaction string
            </Text>
          </Stack>
        </Group>
      </Card>
    );
  }
  return (
    <Card data-testid="merchant-enrichment">
      <Text size="xs" tt="uppercase" fw={650} c="dimmed" mb="sm">
        Merchant enrichment
      </Text>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap">
          <Image src={merchant.logo} alt={`${merchant.merchant} logo`} className={classes.logo} />
          <Stack gap={2}>
            <Title order={3} fz="lg" data-testid="merchant-name">
              {merchant.merchant}
            </Title>
            <Anchor href={withHttps(merchant.website)} target="_blank" rel="noreferrer" size="sm">
              {merchant.website.replace(/^https?:\/\//, '')}
            </Anchor>
          </Stack>
        </Group>
        <Text fw={700} fz="lg" data-testid="merchant-amount">
          {formatPounds(transactionAmount.amount)}
        </Text>
      </Group>
      <Group gap="xs" mt="md">
        {merchant.labels.map((label) => (
          <Badge key={label} variant="default">
            {label}
          </Badge>
        ))}
      </Group>
      <Stack gap="xs" mt="md">
        <Text size="sm" fw={600}>
          Offers available
        </Text>
        {offersAvailable.length === 0 ? (
          <Text size="sm" c="dimmed">
            No live offers for this retailer in your programme
          </Text>
        ) : (
          offersAvailable.map((offer) => <OfferRow key={`${offer.source}-${offer.id}`} offer={offer} />)
        )}
      </Stack>
    </Card>
  );
}

import { Avatar, Box, Center, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SdkColours, SdkOffer } from '@cashloop/shared/contracts/sdk';
import { useSdkFeed } from '../api/get-sdk-feed';
import { SDK_TOKEN_FAILED, useSdkToken } from '../api/get-sdk-token';

const OFFER_TYPE_LABELS: Record<SdkOffer['offerType'], string> = {
  PAYMENT: 'Pay with your card',
  ONLINE: 'Shop online',
  CLICK_TO_ACTIVATE: 'Activate, then pay with your card',
  GIFTCARD: 'Gift card',
};

/**
 * Our offers SDK as a publisher's app shows it: the live programme offers, loaded with an SDK token, in
 * the given colours (the saved ones, or those being edited).
 */
export function OffersSdk({ colours }: { colours: SdkColours }) {
  const token = useSdkToken();
  const feed = useSdkFeed(token.data?.token);
  let body;
  if (token.isError) body = <Message colour={colours.secondaryTextColour}>{SDK_TOKEN_FAILED}</Message>;
  else if (feed.isError) body = <Message colour={colours.secondaryTextColour}>{feed.error.message}</Message>;
  else if (!feed.data) body = <Center py="xl"><Loader size="sm" color={colours.highlightTextColour} aria-label="Loading offers" /></Center>;
  else if (feed.data.offers.length === 0) body = <Message colour={colours.secondaryTextColour}>No offers yet</Message>;
  else body = feed.data.offers.map((o) => <OfferCard key={o.id} offer={o} colours={colours} />);
  return (
    <Box data-testid="sdk-root" p="md" pt={28} mih="100%" style={{ background: colours.backgroundColour }}>
      <Text fw={700} fz={20} data-testid="sdk-section-title" style={{ color: colours.sectionLabelTitleColour }}>
        Cashback offers
      </Text>
      <Text fz="sm" mb="md" data-testid="sdk-section-subtitle" style={{ color: colours.sectionLabelSubTitleColour }}>
        Earn cashback where you already shop
      </Text>
      <Stack gap="sm">{body}</Stack>
    </Box>
  );
}

function Message({ colour, children }: { colour: string; children: string }) {
  return (
    <Text ta="center" py="xl" fz="sm" role="status" style={{ color: colour }}>
      {children}
    </Text>
  );
}

function OfferCard({ offer, colours }: { offer: SdkOffer; colours: SdkColours }) {
  const button = (kind: 'primary' | 'secondary') => ({
    flex: 1,
    padding: '6px 10px',
    borderRadius: 8,
    textAlign: 'center' as const,
    fontSize: 13,
    fontWeight: 600,
    background: kind === 'primary' ? colours.primaryButtonBackground : colours.secondaryButtonBackground,
    border: `1px solid ${kind === 'primary' ? colours.primaryButtonBorder : colours.secondaryButtonBorder}`,
    color: kind === 'primary' ? colours.primaryButtonTextColour : colours.secondaryButtonTextColour,
  });
  return (
    <Box data-testid="sdk-offer-card" p="sm" style={{ background: colours.cardBackgroundColour, border: `1px solid ${colours.cardBorderColour}`, borderRadius: 12 }}>
      <Box style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
        <Avatar src={offer.logo} alt={offer.retailerName} size={40} radius="md">
          {offer.retailerName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm" truncate title={offer.retailerName} data-testid="sdk-offer-name" style={{ color: colours.primaryTextColour }}>
            {offer.retailerName}
          </Text>
          <Text fz="xs" style={{ color: colours.secondaryTextColour }}>
            {OFFER_TYPE_LABELS[offer.offerType]}
          </Text>
        </Box>
        <Text ml="auto" fw={700} fz="sm" data-testid="sdk-offer-cashback" style={{ color: colours.highlightTextColour, whiteSpace: 'nowrap' }}>
          {offer.cashback}
        </Text>
      </Box>
      <Box my="sm" data-testid="sdk-divider" style={{ height: 1, background: colours.dividerColour }} />
      <Box style={{ display: 'flex', gap: 8 }}>
        <UnstyledButton data-testid="sdk-secondary-button" style={button('secondary')}>
          Details
        </UnstyledButton>
        <UnstyledButton data-testid="sdk-primary-button" style={button('primary')}>
          {offer.offerType === 'CLICK_TO_ACTIVATE' ? 'Activate' : 'Shop now'}
        </UnstyledButton>
      </Box>
    </Box>
  );
}

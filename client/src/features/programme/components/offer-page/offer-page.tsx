import { Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Offer } from '@cashloop/shared/contracts/catalogue';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { useStoredValue } from '@/lib/use-stored-value';
import { useProgrammeOfferForOffer } from '../../api/get-programme-offer-for-offer';
import { previewCashback } from '../../utils/offer-conditions';
import { AvailableChannelsSection } from './available-channels-section';
import { DisplayPreviewSection } from './display-preview-section';
import { MatchingDataSection } from './matching-data-section';
import { OfferConditionsSection } from './offer-conditions-section';
import { OfferSubHeader } from './offer-sub-header';
import { OwnOfferBanner } from './own-offer-banner';
import { ApplyForOfferDrawer, EditProgrammeOfferModal } from './programme-offer-modals';
import { ProgrammeOfferProfile } from './programme-offer-profile';

interface OfferPageProps {
  offer: Offer;
  /** The 'Cashback settlements' section of an own offer, given its programme offer (null when not applied for). */
  settlements?: (programmeOfferId: string | null) => ReactNode;
}

/** The offer page body (spec 1 §2.10): the offer, and where it stands in this publisher's programme. */
export function OfferPage({ offer, settlements }: OfferPageProps) {
  const programme = useProgrammeOfferForOffer(offer.id);
  const publisherId = useStoredValue('publisherId');
  const [applyOpened, applyDrawer] = useDisclosure(false);
  const [editOpened, editModal] = useDisclosure(false);
  const po = programme.data ?? null;
  const owned = publisherId !== null && offer.supplier === publisherId;
  const fixed = offer.cashbackRules.some((r) => r.conditions.some((c) => c.fixedDistributorCommission));
  // Once in the programme its earnings (the split applied) replace the offer's own rules.
  const rules = po ? po.cashbackEarnings : offer.cashbackRules;

  return (
    <Stack gap="lg">
      {owned && <OwnOfferBanner offerId={offer.id} />}
      <OfferSubHeader offer={offer} programmeOffer={po} programmeLoading={programme.isPending} onApply={applyDrawer.open} />
      {programme.error && (
        <ErrorState title="Could not load this offer's program status" message={programme.error.message} onRetry={() => void programme.refetch()} />
      )}
      <Grid gap="md">
        {po && (
          <>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ProgrammeOfferProfile po={po} onEdit={editModal.open} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MatchingDataSection offer={offer} />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OfferConditionsSection rules={rules} currency={offer.currency} withShares={po !== null} spendingCap={offer.spendingCapped ? offer.spendingCapAmount : null} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DisplayPreviewSection offer={offer} cashback={previewCashback(rules, offer.currency, po !== null)} />
        </Grid.Col>
        <Grid.Col span={12}>
          <AvailableChannelsSection channels={offer.channels} />
        </Grid.Col>
        {owned && settlements && <Grid.Col span={12}>{settlements(po?.id ?? null)}</Grid.Col>}
      </Grid>
      <ApplyForOfferDrawer
        offerId={offer.id}
        retailerName={offer.retailer.retailerName}
        fixedDistributorCommission={fixed}
        opened={applyOpened}
        onClose={applyDrawer.close}
      />
      {po && <EditProgrammeOfferModal po={po} fixedDistributorCommission={fixed} opened={editOpened} onClose={editModal.close} />}
    </Stack>
  );
}

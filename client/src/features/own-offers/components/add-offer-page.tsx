import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';
import { PageLoader } from '@/components/page-loader';
import { useOfferPrefill } from '../api/get-offer-prefill';
import { ownOfferQueryOptions } from '../api/get-own-offer';
import { stateFromCatalogueOffer, stateFromOwnOffer } from '../utils/prefill';
import { initialWizardState } from '../wizard/use-wizard-state';
import { AddOfferWizard } from '../wizard/add-offer-wizard';

function Heading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" size="sm">{subtitle}</Text>
    </div>
  );
}

/** /add-offer, blank or prefilled from a catalogue offer (its retailer's open banking status loads beside it). */
export function AddOfferPage({ prefillOfferId }: { prefillOfferId: string | null }) {
  const prefill = useOfferPrefill(prefillOfferId);
  return (
    <Stack gap="lg">
      <Heading title="Add your own offer" subtitle="Bring an offer of your own: pick the retailer, add its MIDs, describe the offer and set its cashback." />
      {prefillOfferId === null ? (
        <AddOfferWizard initial={initialWizardState} />
      ) : prefill.isPending ? (
        <PageLoader />
      ) : prefill.error ? (
        <ErrorState title="Could not load the offer to copy" message={prefill.error.message} onRetry={() => void prefill.refetch()} />
      ) : (
        <AddOfferWizard key={prefillOfferId} initial={() => stateFromCatalogueOffer(prefill.data.offer, prefill.data.retailer)} />
      )}
    </Stack>
  );
}

/** /edit-offer/{offerId}: the wizard prefilled with the own offer; saving calls the edit call. */
export function EditOfferPage({ offerId }: { offerId: string }) {
  const offer = useQuery(ownOfferQueryOptions(offerId));
  return (
    <Stack gap="lg">
      <Heading title="Edit your offer" subtitle="Saving sends the offer for approval again." />
      {offer.isPending ? (
        <PageLoader />
      ) : offer.error ? (
        <ErrorState title="Could not load this offer" message={offer.error.message} onRetry={() => void offer.refetch()} />
      ) : (
        <AddOfferWizard key={offerId} editOfferId={offerId} initial={() => stateFromOwnOffer(offer.data)} />
      )}
    </Stack>
  );
}

import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router-dom';
import { AddOfferPage } from '@/features/own-offers/components/add-offer-page';

/** /add-offer (spec 2 §2.2): the wizard; an offerId (route parameter /add-offer/{offerId} or ?offerId=) prefills it from the catalogue. */
export function Component() {
  useDocumentTitle('Dashboard | Add offer');
  const params = useParams();
  const [search] = useSearchParams();
  const offerId = params.offerId ?? search.get('offerId') ?? null;
  return <AddOfferPage key={offerId ?? 'new'} prefillOfferId={offerId} />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { EditOfferPage } from '@/features/own-offers/components/add-offer-page';

/** /edit-offer/{offerId} (spec 2 §2.1): the add-offer wizard prefilled with an own offer; saving calls the edit call. */
export function Component() {
  useDocumentTitle('Dashboard | Edit offer');
  const { offerId = '' } = useParams();
  return <EditOfferPage key={offerId} offerId={offerId} />;
}

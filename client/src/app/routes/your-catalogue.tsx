import { useDocumentTitle } from '@mantine/hooks';
import { YourOwnOffers } from '@/features/own-offers/components/your-own-offers';

/** /your-catalogue (spec 2 §2.3): the publisher's own offers. */
export function Component() {
  useDocumentTitle('Dashboard | Your own offers');
  return <YourOwnOffers />;
}

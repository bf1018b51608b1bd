import { useDocumentTitle } from '@mantine/hooks';
import { RetailerSettlements } from '@/features/settlements/components/retailer-settlements';

/**
 * /fulfilment: spec 2 §2.1 leaves its content unshown; it is the natural home of the retailer
 * settlements screen of §2.4 (fulfilment of own offers: verified transactions sent to suppliers).
 */
export function Component() {
  useDocumentTitle('Dashboard | Retailer settlements');
  return <RetailerSettlements />;
}

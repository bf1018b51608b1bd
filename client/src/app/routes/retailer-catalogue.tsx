import { useDocumentTitle } from '@mantine/hooks';
import { RetailerCataloguePage } from '@/features/catalogue/components/retailer-catalogue-page';

/** /retailer-catalogue (spec 1 §2.8). */
export function Component() {
  useDocumentTitle('Dashboard | Integrated catalogue');
  return <RetailerCataloguePage />;
}

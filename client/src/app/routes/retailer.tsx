import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { RetailerPage } from '@/features/catalogue/components/retailer-page';

/** /retailer/{retailerId} (spec 1 §2.9). */
export function Component() {
  useDocumentTitle('Dashboard | Retailer');
  const { retailerId = '' } = useParams();
  return <RetailerPage key={retailerId} retailerId={retailerId} />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { SpendExplorerPage } from '@/features/spend-explorer/components/spend-explorer-page';

/** /spend-explorer?start=&end= (spec 2 §2.10). */
export function Component() {
  useDocumentTitle('Dashboard | Spend explorer');
  return <SpendExplorerPage />;
}

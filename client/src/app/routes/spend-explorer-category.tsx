import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router-dom';
import { CategoryPage } from '@/features/spend-explorer/components/category-page';

/** /spend-explorer/{category}?start=&end= (spec 2 §2.10). */
export function Component() {
  useDocumentTitle('Dashboard | Spend explorer');
  const { category = '' } = useParams();
  return <CategoryPage key={category} slug={category} />;
}

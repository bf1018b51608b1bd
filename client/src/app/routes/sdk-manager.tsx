import { useDocumentTitle } from '@mantine/hooks';
import { SdkManagerPage } from '@/features/sdk/components/sdk-manager-page';

/** /sdk-manager (spec 2 §2.11). */
export function Component() {
  useDocumentTitle('Dashboard | SDK Manager');
  return <SdkManagerPage />;
}

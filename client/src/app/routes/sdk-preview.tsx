import { useDocumentTitle } from '@mantine/hooks';
import { SdkPreviewPage } from '@/features/sdk/components/sdk-preview-page';

/** /sdk-preview (spec 2 §2.11): the phone frame only. */
export function Component() {
  useDocumentTitle('Dashboard | SDK Preview');
  return <SdkPreviewPage />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { PlaygroundScreen } from '@/features/playground/components/playground-screen';

/** /playground (spec 1 §2.15). */
export function Component() {
  useDocumentTitle('Dashboard | Playground');
  return <PlaygroundScreen />;
}

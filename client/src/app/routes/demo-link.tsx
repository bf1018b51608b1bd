import { DemoLinkPage } from '@/features/auth/components/demo-link-page';

export { DemoLinkPage as Component };

import { ConsolePage } from '@/features/console/components/console-page';

/** /__console: the mock control plane's page, outside the spec's route table and without sign-in. */
export { ConsolePage as Component };

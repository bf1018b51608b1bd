import { AuthLayout } from '@/features/auth/components/auth-layout';

export { AuthLayout as Component };

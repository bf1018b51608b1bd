import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

export { ResetPasswordPage as Component };

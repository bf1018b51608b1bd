import { AcceptInvitePage } from '@/features/auth/components/accept-invite-page';

export { AcceptInvitePage as Component };

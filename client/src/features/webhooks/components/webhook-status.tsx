import { StatusPill } from '@/components/status-pill';

/** Spec 3 §4: Active or Paused. */
export const WebhookStatus = ({ active }: { active: boolean }) => <StatusPill label={active ? 'Active' : 'Paused'} tone={active ? 'green' : 'gray'} />;

/** Spec 3 §4: 'Success' if delivered, otherwise 'Failed to deliver'. */
export const DeliveryStatus = ({ delivered }: { delivered: boolean }) => <StatusPill label={delivered ? 'Success' : 'Failed to deliver'} tone={delivered ? 'green' : 'red'} />;

import { StatusPill } from '@/components/status-pill';

/** 'Connection status' (spec 3 §2.4): LIVE while the consent holds, otherwise EXPIRED. */
export function ConnectionStatusPill({ isActive }: { isActive: boolean }) {
  return isActive ? <StatusPill label="LIVE" tone="green" /> : <StatusPill label="EXPIRED" tone="gray" />;
}

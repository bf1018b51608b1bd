import { DashboardShell } from '@/components/layout/dashboard-shell';

export { DashboardShell as Component };

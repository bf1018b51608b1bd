import { SimpleGrid } from '@mantine/core';
import { IconActivity, IconPercentage, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { StatCard } from '@/components/stat-card';
import { formatCount } from '@/lib/format';
import { useEndUserStats } from '../api/get-end-user-stats';

/** The top bar summary (spec 2 §2.8): totals, users active in the last 60 days, the share (2 decimals), tier members. */
export function EndUserStats() {
  const stats = useEndUserStats();
  const s = stats.data;
  const loading = stats.isPending;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <StatCard label="Total users" value={s && formatCount(s.totalUsers)} icon={<IconUsers size={18} />} loading={loading} testId="stat-total-users" />
      <StatCard
        label={`Active users (last ${s?.activeWindowDays ?? 60} days)`}
        value={s && formatCount(s.activeUsers)}
        icon={<IconActivity size={18} />}
        loading={loading}
        testId="stat-active-users"
      />
      <StatCard label="Active percentage" value={s && `${s.activePercentage.toFixed(2)}%`} icon={<IconPercentage size={18} />} loading={loading} testId="stat-active-percentage" />
      <StatCard label="Users in a tier" value={s && formatCount(s.usersInTiers)} icon={<IconUsersGroup size={18} />} loading={loading} testId="stat-users-in-tiers" />
    </SimpleGrid>
  );
}

import { DoughnutWithTotal } from '@/components/charts/doughnut-with-total';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/api-error';
import { useHomepageAnalytics } from '../api/get-homepage-analytics';

const colors = { teal: '#0fb597', slate: '#cbd5e1', indigo: '#6366f1', amber: '#f59e0b' };

export function UserBreakdown() {
  const { data, isPending, error, refetch } = useHomepageAnalytics();
  return (
    <SectionCard title="User breakdown" loading={isPending} error={error && errorMessage(error)} onRetry={() => void refetch()}>
      {data && (
        <DoughnutWithTotal
          testId="user-breakdown"
          total={data.totalUsers}
          totalLabel="Total users"
          slices={[
            { label: 'Active users', value: data.activeUsers, color: colors.teal },
            { label: 'Inactive users', value: data.inactiveUsers, color: colors.slate },
          ]}
        />
      )}
    </SectionCard>
  );
}

export function ProgramBreakdown() {
  const { data, isPending, error, refetch } = useHomepageAnalytics();
  return (
    <SectionCard title="Program breakdown" loading={isPending} error={error && errorMessage(error)} onRetry={() => void refetch()}>
      {data && (
        <DoughnutWithTotal
          testId="program-breakdown"
          total={data.totalActiveOffers}
          totalLabel="Active offers"
          slices={[
            { label: 'Payment linked offers', value: data.paymentLinkedOffers, color: colors.teal },
            { label: 'Click to activate offers', value: data.clickToActiveOffers, color: colors.indigo },
            { label: 'Affiliate offers', value: data.affiliateOffers, color: colors.amber },
          ]}
        />
      )}
    </SectionCard>
  );
}

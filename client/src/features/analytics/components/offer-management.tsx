import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FigureList } from '@/components/figure-list';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { useHomepageAnalytics } from '../api/get-homepage-analytics';

export function OfferManagement() {
  const { data, isPending, error, refetch } = useHomepageAnalytics();
  return (
    <SectionCard
      title="Offer management"
      loading={isPending}
      error={error && errorMessage(error)}
      onRetry={() => void refetch()}
      action={
        <Button component={Link} to="/retailer-approvals" variant="subtle" size="compact-sm">
          View approvals
        </Button>
      }
    >
      {data && (
        <FigureList
          figures={[
            { label: 'Total approved offers', value: formatCount(data.totalAvailableOffers), testId: 'offers-approved' },
            { label: 'Pending approvals', value: formatCount(data.pendingApprovals), testId: 'offers-pending' },
            { label: 'Declined offers', value: formatCount(data.declinedOffers), testId: 'offers-declined' },
          ]}
        />
      )}
    </SectionCard>
  );
}

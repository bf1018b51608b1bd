import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ProgramBreakdown, UserBreakdown } from '@/features/analytics/components/breakdown-charts';
import { HomeGreeting } from '@/features/analytics/components/home-greeting';
import { LifetimeValue } from '@/features/analytics/components/lifetime-value';
import { OfferManagement } from '@/features/analytics/components/offer-management';
import { ReportingSummary } from '@/features/analytics/components/reporting-summary';
import { CurrentSettlementCard } from '@/features/payouts/components/current-settlement-card';

/** /launchpad (spec 1 §2.7): the app layer composes analytics and payouts, which never import each other. */
export function Component() {
  useDocumentTitle('Dashboard | Home');
  return (
    <Stack gap="xl">
      <HomeGreeting />
      <LifetimeValue />
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Insights
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <UserBreakdown />
          <ProgramBreakdown />
          <OfferManagement />
          <CurrentSettlementCard />
        </SimpleGrid>
      </Stack>
      <ReportingSummary />
    </Stack>
  );
}

import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { formatCount, formatPounds, formatWholePounds } from '@/lib/format';
import { StatCard } from '@/components/stat-card';
import type { RetailerWithAnalytics } from '../api/get-retailer';
import { formatShare } from '../utils/timeframe';
import { RetailerBarChart } from './retailer-bar-chart';

/**
 * What each count counts (issue 47): purchases and cashback awards are different rows, so the two counts
 * differ (a purchase can earn from several offers; an affiliate sale earns with no card purchase).
 */
export const ANALYTICS_HINTS = {
  transactions: "Your end users' purchases (bank debits) here in this timeframe",
  cashback: "End users' share of the cashback awarded",
  cashbackEvents: 'Cashback awards in this timeframe, declined ones left out. One purchase can earn from several offers, and affiliate sales earn without a bank purchase.',
} as const;

interface RetailerAnalyticsPanelProps {
  retailer: RetailerWithAnalytics | undefined;
  loading: boolean;
  onEditTimeframe: () => void;
}

/** The publisher's own figures for this retailer over the window, with the two charts per interval. */
export function RetailerAnalyticsPanel({ retailer, loading, onEditTimeframe }: RetailerAnalyticsPanelProps) {
  const a = retailer?.retailerAnalytics;
  const all = retailer?.allTransactionsAnalysis.totalTransactionVolume ?? 0;
  const category = retailer?.relevantCategoriesTransactionsAnalysis.totalTransactionVolume ?? 0;
  const pending = loading && !retailer;
  return (
    <Card data-testid="retailer-analytics" aria-busy={loading ? 'true' : 'false'}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Stack gap={2}>
          <Text fw={650}>Analytics</Text>
          <Text size="sm" c="dimmed" data-testid="analytics-window">
            {retailer ? `${retailer.startDate} to ${retailer.endDate}, by ${retailer.interval}` : ' '}
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconCalendar size={16} />} onClick={onEditTimeframe} disabled={!retailer}>
          Edit timeframe
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mb="lg">
        <StatCard label="Spend" value={a && formatPounds(a.transactionVolume)} loading={pending} testId="stat-spend" />
        <StatCard label="Transactions" value={a && formatCount(a.transactionCount)} loading={pending} testId="stat-transactions" hint={ANALYTICS_HINTS.transactions} />
        <StatCard label="Cashback" value={a && formatPounds(a.cashbackVolume)} loading={pending} testId="stat-cashback" hint={ANALYTICS_HINTS.cashback} />
        <StatCard label="Cashback events" value={a && formatCount(a.cashbackCount)} loading={pending} testId="stat-cashback-events" hint={ANALYTICS_HINTS.cashbackEvents} />
        <StatCard label="Share of total spend" value={a && formatShare(a.transactionVolume, all)} loading={pending} testId="stat-share-total" />
        <StatCard
          label={`Share of ${retailer?.personalisationCategories[0] ?? 'category'} spend`}
          value={a && formatShare(a.transactionVolume, category)}
          loading={pending}
          testId="stat-share-category"
        />
      </SimpleGrid>
      {retailer && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <RetailerBarChart
            title="Transaction count"
            points={retailer.graphData}
            value={(p) => p.transactionCount}
            format={formatCount}
            color="#4c6ef5"
            testId="chart-transaction-count"
          />
          <RetailerBarChart
            title="Transaction volume"
            points={retailer.graphData}
            value={(p) => p.transactionVolume}
            format={formatPounds}
            axisFormat={formatWholePounds}
            color="#12b886"
            testId="chart-transaction-volume"
          />
        </SimpleGrid>
      )}
    </Card>
  );
}

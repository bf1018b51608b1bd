import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowsExchange, IconCoinPound, IconGift, IconReceiptPound } from '@tabler/icons-react';
import { ErrorState } from '@/components/error-state';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatPounds } from '@/lib/format';
import { useHomepageAnalytics } from '../api/get-homepage-analytics';

/** 'Lifetime value': the four headline totals of the programme. */
export function LifetimeValue() {
  const { data, isPending, isError, error, refetch } = useHomepageAnalytics();
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Lifetime value
      </Title>
      {isError ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <StatCard label="Transactions processed" loading={isPending} value={data && formatCount(data.totalTransactionsProcessed)} icon={<IconArrowsExchange size={18} />} testId="stat-transactions-processed" />
          <StatCard label="Total Transaction volume" loading={isPending} value={data && formatPounds(data.totalTransactionVolume)} icon={<IconReceiptPound size={18} />} testId="stat-transaction-volume" />
          <StatCard label="Total Cashback" loading={isPending} value={data && formatPounds(data.totalCashback)} icon={<IconGift size={18} />} testId="stat-total-cashback" />
          <StatCard label="Total Commission" loading={isPending} value={data && formatPounds(data.totalCommission)} icon={<IconCoinPound size={18} />} testId="stat-total-commission" />
        </SimpleGrid>
      )}
    </Stack>
  );
}

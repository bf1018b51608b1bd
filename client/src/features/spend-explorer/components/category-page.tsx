import { Anchor, Breadcrumbs, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { categoryFromName, categoryTitleFromSlug } from '@cashloop/shared/contracts/share-of-wallet';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-error';
import { formatCount, formatPounds } from '@/lib/format';
import { useCategoryAnalysis } from '../api/get-category-analysis';
import { useSpendWindow } from '../hooks/use-spend-window';
import { formatSharePercent, windowSearch } from '../utils/spend-window';
import { TimeframeBar } from './timeframe-bar';
import { TopRetailersTable } from './top-retailers-table';

/** /spend-explorer/{category} (spec 2 §2.10): one category's spend, its share and its top retailers. */
export function CategoryPage({ slug }: { slug: string }) {
  const { window, setWindow } = useSpendWindow();
  // Spec 2 §2.10: the title is the slug with hyphens as spaces and a capital first letter.
  const title = categoryTitleFromSlug(slug);
  const category = categoryFromName(slug);
  const analysis = useCategoryAnalysis(slug, window);
  const data = analysis.data;
  const back = `/spend-explorer${window ? windowSearch(window) : ''}`;
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={back}>
          Merchant Spend Analysis
        </Anchor>
        <Text size="sm">{title}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{title}</Title>
        <TimeframeBar window={window} onChange={setWindow} />
      </Group>
      {analysis.isError && !data ? (
        <ErrorState title="Could not load this category" message={errorMessage(analysis.error)} onRetry={() => void analysis.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <StatCard label="Category spend" value={data && formatPounds(data.categorySpend.totalTransactionVolume)} loading={!data} testId="category-spend" />
          <StatCard label="Category transactions" value={data && formatCount(data.categorySpend.transactionCount)} loading={!data} testId="category-count" />
          <StatCard label="Share of wallet" value={data && formatSharePercent(data.shareOfWallet)} loading={!data} testId="category-share" />
          <StatCard label="Total spend" value={data && formatPounds(data.totalSpend.totalTransactionVolume)} loading={!data} testId="total-spend" />
        </SimpleGrid>
      )}
      {category && (
        <Card>
          <Text fw={650} mb="md">
            Top retailers
          </Text>
          <TopRetailersTable window={window} categories={[category]} />
        </Card>
      )}
    </Stack>
  );
}

import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/api-error';
import { useCategorySpend } from '../api/get-category-spend';
import { useSpendWindow } from '../hooks/use-spend-window';
import { CategoriesTable } from './categories-table';
import { ShareOfSpendChart } from './share-of-spend-chart';
import { TimeframeBar } from './timeframe-bar';
import { TopRetailersTable } from './top-retailers-table';

/** /spend-explorer (spec 2 §2.10): end users' spend by retailer category and retailer over a window. */
export function SpendExplorerPage() {
  const { window, setWindow } = useSpendWindow();
  const categories = useCategorySpend(window);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>Merchant Spend Analysis</Title>
        <TimeframeBar window={window} onChange={setWindow} />
      </Group>
      {/* Side by side from xl only: narrower (1280 px, say), the Categories table was cut off at its
          'View category' buttons. */}
      <Grid>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <SectionCard
            title="Share of spend"
            loading={!categories.data}
            error={categories.isError && !categories.data ? errorMessage(categories.error) : null}
            onRetry={() => void categories.refetch()}
          >
            {categories.data && <ShareOfSpendChart rows={categories.data} />}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <Card>
            <Text fw={650} mb="md">
              Categories
            </Text>
            {window && (
              <CategoriesTable
                rows={categories.data}
                loading={categories.isFetching}
                error={categories.error}
                onRetry={() => void categories.refetch()}
                window={window}
              />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <Card>
        <Text fw={650} mb="md">
          Top retailers
        </Text>
        <TopRetailersTable window={window} searchable />
      </Card>
    </Stack>
  );
}

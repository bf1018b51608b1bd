import { Anchor, Breadcrumbs, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { AudienceBuilderForm } from '@/features/audiences/components/audience-builder-form';
import { useAudienceTopBar } from '@/features/end-users/api/use-audience-top-bar';
import { formatCount } from '@/lib/format';

/** The top bar of spec 2 §2.7: totalUsers, activeUsers and the active percentage (from the end-users feature). */
function AudienceTopBar() {
  const { data } = useAudienceTopBar();
  const figure = (label: string, value: string | undefined, testId: string) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{label}</Text>
      {value === undefined ? <Skeleton h={28} w={80} mt={4} /> : <Text size="xl" fw={700} data-testid={testId}>{value}</Text>}
    </div>
  );
  return (
    <Card padding="md" data-testid="audience-top-bar">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {figure('Total users', data && formatCount(data.totalUsers), 'top-bar-total')}
        {figure('Active users', data && formatCount(data.activeUsers), 'top-bar-active')}
        <div>
          {figure('Active', data && `${data.activePercentage.toFixed(2)}%`, 'top-bar-percentage')}
          {data && <Progress value={data.activePercentage} mt={6} size="sm" aria-label="Active users" />}
        </div>
      </SimpleGrid>
    </Card>
  );
}

/** /audience-builder (spec 2 §2.7): "Create a new audience", with the end-user top bar above the rules. */
export function Component() {
  useDocumentTitle('Dashboard | Create a new audience');
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/campaign">Tenancy campaigns</Anchor>
        <Text>Create a new audience</Text>
      </Breadcrumbs>
      <Group justify="space-between">
        <Title order={2}>Create a new audience</Title>
      </Group>
      <AudienceTopBar />
      <AudienceBuilderForm />
    </Stack>
  );
}

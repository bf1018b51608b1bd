import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCalendar, IconCash, IconPercentage, IconUsers } from '@tabler/icons-react';
import { ErrorState } from '@/components/error-state';
import { StatCard } from '@/components/stat-card';
import { errorMessage } from '@/lib/api-error';
import { formatPounds } from '@/lib/format';
import { isSandboxMode } from '@/lib/storage';
import { useCurrentPayout } from '../api/get-current-payout';
import { formatDay } from '../utils/format-date';
import { SandboxSettlementsNote } from './sandbox-settlements-note';

/** 'Upcoming payout' (spec 1 §2.13): the settlement of the month in progress. */
export function UpcomingPayout() {
  const sandbox = isSandboxMode();
  const { data, isPending, error, refetch } = useCurrentPayout(!sandbox);
  const loading = !sandbox && isPending;

  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Upcoming payout
      </Title>
      {sandbox ? (
        <Card>
          <SandboxSettlementsNote />
        </Card>
      ) : error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="upcoming-payout">
          <StatCard label="Start date" value={data && formatDay(data.startDate)} icon={<IconCalendar size={18} />} loading={loading} testId="upcoming-start-date" />
          <StatCard label="Amount" value={data && formatPounds(data.amount)} icon={<IconCash size={18} />} loading={loading} testId="upcoming-amount" />
          <StatCard label="End user amount" value={data && formatPounds(data.endUserAmount)} icon={<IconUsers size={18} />} loading={loading} testId="upcoming-end-user-amount" />
          <StatCard label="Commission" value={data && formatPounds(data.commissionAmount)} icon={<IconPercentage size={18} />} loading={loading} testId="upcoming-commission" />
        </SimpleGrid>
      )}
    </Stack>
  );
}

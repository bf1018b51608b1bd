import { FigureList } from '@/components/figure-list';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/api-error';
import { formatMonthYear, formatPounds } from '@/lib/format';
import { isSandboxMode } from '@/lib/storage';
import { useCurrentPayout } from '../api/get-current-payout';
import { SandboxSettlementsNote } from './sandbox-settlements-note';

/** 'Cashback settlements for {Month YYYY}': the month's settlement so far; none exist in sandbox mode. */
export function CurrentSettlementCard() {
  const sandbox = isSandboxMode();
  const { data, isPending, error, refetch } = useCurrentPayout(!sandbox);

  if (sandbox) {
    return (
      <SectionCard title="Cashback settlements">
        <SandboxSettlementsNote />
      </SectionCard>
    );
  }
  const title = data ? `Cashback settlements for ${formatMonthYear(data.startDate)}` : 'Cashback settlements';
  return (
    <SectionCard title={title} loading={isPending} error={error && errorMessage(error)} onRetry={() => void refetch()} testId="current-settlement">
      {data && (
        <FigureList
          figures={[
            { label: 'Pending balance', value: formatPounds(data.amount), testId: 'settlement-pending-balance' },
            { label: 'End user cashback', value: formatPounds(data.endUserAmount), testId: 'settlement-end-user' },
            { label: 'Commission', value: formatPounds(data.commissionAmount), testId: 'settlement-commission' },
          ]}
        />
      )}
    </SectionCard>
  );
}

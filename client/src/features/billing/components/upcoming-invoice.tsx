import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '@/components/error-state';
import { errorMessage } from '@/lib/api-error';
import { useCurrentInvoice } from '../api/get-current-invoice';
import { formatInvoiceDay } from '../utils/invoice-lines';
import { InvoiceLinesTable } from './invoice-lines-table';

/** 'Upcoming invoice' (spec 3 §2.5): the running period so far, or a note when there is none. */
export function UpcomingInvoice() {
  const { data, isPending, error, refetch } = useCurrentInvoice();
  let body;
  if (isPending) body = <Skeleton height={120} />;
  else if (error) body = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) body = null;
  else body = <InvoiceLinesTable invoice={data} />;

  return (
    <Card padding="lg" data-testid="upcoming-invoice">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg">
            Upcoming invoice
          </Title>
          {!isPending && !error && (
            <Text size="sm" c="dimmed" data-testid="upcoming-invoice-subtitle">
              {data
                ? `For the period from ${formatInvoiceDay(data.startDate)} to ${formatInvoiceDay(data.endDate)}`
                : 'No upcoming invoice data available'}
            </Text>
          )}
        </div>
        {body}
      </Stack>
    </Card>
  );
}

import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state';
import { useRetailer } from '../api/get-retailer';
import { readTimeframe, writeTimeframe } from '../utils/timeframe';
import { EditTimeframeModal } from './edit-timeframe-modal';
import { RetailerAnalyticsPanel } from './retailer-analytics-panel';
import { RetailerHeader } from './retailer-header';
import { RetailerOffersTable } from './retailer-offers-table';

/** The retailer page (spec 1 §2.9); the window lives in the URL (?start&end, dd-mm-yyyy). */
export function RetailerPage({ retailerId }: { retailerId: string }) {
  const [params, setParams] = useSearchParams();
  const timeframe = readTimeframe(params);
  const retailer = useRetailer(retailerId, timeframe);
  const [editing, edit] = useDisclosure(false);
  const data = retailer.data;

  if (retailer.isError && !data) {
    return (
      <Stack gap="lg">
        <RetailerHeader retailer={undefined} />
        <ErrorState title="Could not load this retailer" message={retailer.error.message} onRetry={() => void retailer.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <RetailerHeader retailer={data} />
      <RetailerAnalyticsPanel retailer={data} loading={retailer.isFetching} onEditTimeframe={edit.open} />
      <RetailerOffersTable retailerId={retailerId} offerIds={data?.offers} />
      {data && (
        <EditTimeframeModal
          opened={editing}
          onClose={edit.close}
          current={{ startDate: data.startDate, endDate: data.endDate, interval: data.interval }}
          onApply={(next) => {
            setParams(writeTimeframe(params, next));
            edit.close();
          }}
        />
      )}
    </Stack>
  );
}

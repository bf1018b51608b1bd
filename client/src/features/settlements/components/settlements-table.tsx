import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { OFFER_SETTLEMENTS_PAGE_SIZE, type SettlementRecord } from '../api/get-offer-settlements';
import { DownloadSettlementButton } from './download-settlement-button';
import { SettlementStateCell } from './settlement-state-cell';

const createdOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const columns: DataTableColumn<SettlementRecord>[] = [
  { key: 'createdOn', header: 'Created on', render: (r) => createdOn.format(new Date(r.createdOn)) },
  { key: 'file', header: 'File', render: (r) => r.fileName },
  { key: 'rows', header: 'Transactions', align: 'right', render: (r) => r.rowCount },
  { key: 'state', header: 'Status', render: (r) => <SettlementStateCell record={r} /> },
  { key: 'download', actions: true, header: 'Action', align: 'right', render: (r) => <DownloadSettlementButton id={r.id} /> },
];

interface SettlementsTableProps {
  rows: SettlementRecord[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  totalElements: number | undefined;
  onPageChange: (page: number) => void;
  testId: string;
}

/** Verification files (spec 2 §2.4): Created on, the row's state and its action, Download CSV. */
export function SettlementsTable(props: SettlementsTableProps) {
  return <DataTable columns={columns} rowKey={(r) => r.id} pageSize={OFFER_SETTLEMENTS_PAGE_SIZE} {...props} />;
}

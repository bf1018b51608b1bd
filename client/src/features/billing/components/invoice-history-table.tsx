import { Card, Stack, Title } from '@mantine/core';
import { BILLING_HISTORY_PAGE_SIZE } from '@cashloop/shared/contracts/billing';
import { useState } from 'react';
import { DataTable, pagedQueryProps, type DataTableColumn } from '@/components/data-table/data-table';
import { useInvoiceHistory, type HistoricInvoice } from '../api/get-invoice-history';
import { formatInvoiceDay, formatInvoicePounds } from '../utils/invoice-lines';

const columns: DataTableColumn<HistoricInvoice>[] = [
  { key: 'start', header: 'Start date', render: (i) => formatInvoiceDay(i.startDate) },
  { key: 'end', header: 'End date', render: (i) => formatInvoiceDay(i.endDate) },
  { key: 'total', header: 'Total', align: 'right', render: (i) => formatInvoicePounds(i.invoiceTotal, 3) },
];

/** 'Historical invoices' (spec 3 §2.5): issued invoices, newest first, 25 a page. */
export function InvoiceHistoryTable() {
  const [page, setPage] = useState(1);
  const query = useInvoiceHistory(page - 1);
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        Historical invoices
      </Title>
      <Card padding="md">
        <DataTable
          columns={columns}
          rowKey={(i) => i.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={BILLING_HISTORY_PAGE_SIZE}
          onPageChange={setPage}
          testId="invoice-history"
        />
      </Card>
    </Stack>
  );
}

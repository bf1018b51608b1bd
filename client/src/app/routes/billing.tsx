import { Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { InvoiceHistoryTable } from '@/features/billing/components/invoice-history-table';
import { InvoiceRecordsHint } from '@/features/billing/components/invoice-records-hint';
import { UpcomingInvoice } from '@/features/billing/components/upcoming-invoice';

/** /billing (spec 3 §2.5): live invoices only (main host), so no sandbox toggle here. */
export function Component() {
  useDocumentTitle('Dashboard | Billing');
  return (
    <Stack gap="xl">
      <Title order={2}>Billing</Title>
      <UpcomingInvoice />
      <InvoiceHistoryTable />
      <InvoiceRecordsHint />
    </Stack>
  );
}

import { Alert } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** Spec 3 §2.5: pdf records of invoices go out by e-mail. */
export function InvoiceRecordsHint() {
  return (
    <Alert variant="light" color="blue" icon={<IconMail size={18} />} data-testid="invoice-records-hint">
      Please check your e-mails for pdf records of your invoices, or contact the team if you cannot find one.
    </Alert>
  );
}

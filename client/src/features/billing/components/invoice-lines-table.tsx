import type { Invoice } from '@cashloop/shared/contracts/billing';
import { Table, Text } from '@mantine/core';
import classes from '@/components/data-table/data-table.module.css';
import { formatCount } from '@/lib/format';
import { formatInvoicePounds, invoiceLines } from '../utils/invoice-lines';

/** The invoice's lines (only those above 0) and its total excluding VAT, with the spec's decimals. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const lines = invoiceLines(invoice);
  return (
    // A card a line on a phone, as the data table does: four columns did not fit its card.
    <Table verticalSpacing="sm" className={classes.table} data-testid="invoice-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Quantity</Table.Th>
          <Table.Th ta="right">Unit price</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key} data-testid={`invoice-line-${line.key}`}>
            <Table.Td data-label="Item">{line.label}</Table.Td>
            <Table.Td ta="right" data-label="Quantity">{formatCount(line.quantity)}</Table.Td>
            <Table.Td ta="right" data-label="Unit price">{formatInvoicePounds(line.unitPrice, line.decimals)}</Table.Td>
            <Table.Td ta="right" data-label="Amount">{formatInvoicePounds(line.amount, line.decimals)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={3}>
            <Text fw={600} size="sm">Total (excluding VAT)</Text>
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={600} size="sm" data-testid="invoice-total">
              {formatInvoicePounds(invoice.invoiceTotal, 3)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

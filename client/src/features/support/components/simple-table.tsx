import { ScrollArea, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from '@/components/data-table/data-table.module.css';

/** A small unpaged table of the ticket view; 'No results' when empty. Scrolls or, on a phone, cards as the data table does. */
export function SimpleTable({ headers, rows, testId }: { headers: string[]; rows: ReactNode[][]; testId?: string }) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table
        verticalSpacing="xs"
        className={classes.table}
        style={{ '--data-table-min-width': `${headers.length * 110}px` } as CSSProperties}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) => (
              <Table.Th key={`${h}-${i}`}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length} ta="center" c="dimmed">
                No results
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r, i) => (
              <Table.Tr key={i}>
                {r.map((cell, j) => (
                  <Table.Td key={j} data-label={headers[j] || undefined}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

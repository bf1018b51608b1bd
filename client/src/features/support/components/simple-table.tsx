import { ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small unpaged table of the ticket view; 'No results' when empty. */
export function SimpleTable({ headers, rows, testId }: { headers: string[]; rows: ReactNode[][]; testId?: string }) {
  return (
    <ScrollArea>
      <Table verticalSpacing="xs" miw={headers.length * 110} data-testid={testId}>
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
                  <Table.Td key={j}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

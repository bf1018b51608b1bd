import { Alert, Button, Center, Group, Loader, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './data-table.module.css';

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** The row's actions: pinned to the right edge while a wide table scrolls, at the bottom of a phone's row card. */
  actions?: boolean;
}

/** A phone shows each row as a card of 'header: value' lines; a header that is not text names no line. */
const labelOf = (c: DataTableColumn<unknown>) => (typeof c.header === 'string' && c.header !== '' ? c.header : undefined);

interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Shown inline with a retry; the notification with the server's message comes from the query client. */
  error?: unknown;
  onRetry?: () => void;
  /** One-based page of the table (calls are zero-based: pass page - 1). */
  page?: number;
  pageSize?: number;
  totalElements?: number;
  onPageChange?: (page: number) => void;
  testId?: string;
}

/** The one table of the dashboard: server-side paging, one loading state, one empty state ('No results'). */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, loading, error, onRetry, page = 1, pageSize = 25, totalElements, onPageChange, testId } = props;
  const pages = totalElements !== undefined ? Math.max(1, Math.ceil(totalElements / pageSize)) : 1;
  let body: ReactNode;
  if (loading && !rows) {
    body = <Message><Loader size="sm" aria-label="Loading" /></Message>;
  } else if (error && !rows) {
    body = (
      <Message>
        <Alert color="red" variant="light" title="Could not load this list">
          <Group gap="sm">
            <Text size="sm">{error instanceof Error ? error.message : 'The request failed.'}</Text>
            {onRetry && <Button size="xs" variant="light" onClick={onRetry}>Try again</Button>}
          </Group>
        </Alert>
      </Message>
    );
  } else if (!rows || rows.length === 0) {
    body = <Message><Text c="dimmed">No results</Text></Message>;
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((c) => (
          // Right-aligned cells hold figures: '-£109.88' never breaks after its sign.
          <Table.Td
            key={c.key}
            ta={c.align}
            className={c.actions ? classes.pinned : undefined}
            data-label={labelOf(c as DataTableColumn<unknown>)}
            style={c.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
          >
            {c.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  function Message({ children }: { children: ReactNode }) {
    return (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Center py="xl">{children}</Center>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <div data-testid={testId} aria-busy={loading ? 'true' : 'false'}>
      {/* A table wider than its card scrolls sideways with its scrollbar always shown: hidden until hover, the
          ledger's last columns looked cut off at 1280 px; its actions column stays pinned in view. 100 px a column
          at least, so a few columns fit where their content does (120 made the programme and support lists scroll
          for ~20 px). Below Mantine's sm each row is a card instead (data-table.module.css). */}
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table
          highlightOnHover
          verticalSpacing="sm"
          className={classes.table}
          style={{ '--data-table-min-width': `${columns.length * 100}px` } as CSSProperties}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width} ta={c.align} className={c.actions ? classes.pinned : undefined}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </ScrollArea>
      {onPageChange && pages > 1 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">{totalElements} results</Text>
          <Pagination total={pages} value={page} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </div>
  );
}

interface PagedQuery<T> {
  data?: { content: T[]; totalElements: number };
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The table props a paged react-query result gives: rows, total, loading, error and retry. */
export function pagedQueryProps<T>(query: PagedQuery<T>) {
  return {
    rows: query.data?.content,
    totalElements: query.data?.totalElements,
    loading: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

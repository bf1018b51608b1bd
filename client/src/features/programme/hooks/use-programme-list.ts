import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useProgrammeOffers } from '../api/get-programme-offers';
import { PAGE_SIZE, SEARCH_PAGE_SIZE, type ProgrammeSort } from '../utils/list-options';

interface Initial {
  sort?: ProgrammeSort;
  status?: string[];
  approvals?: string[];
}

/**
 * Filter state of a programme table: a changed filter goes back to page 1, and a retailer-name
 * search (debounced) pages by 50 instead of 25.
 */
export function useProgrammeList(initial: Initial = {}) {
  const [page, setPage] = useState(1);
  const [search, setSearchRaw] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSortRaw] = useState<ProgrammeSort>(initial.sort ?? 'MOSTPOPULAR');
  const [types, setTypesRaw] = useState<string[]>([]);
  const [status, setStatusRaw] = useState<string[]>(initial.status ?? []);
  const [approvals, setApprovalsRaw] = useState<string[]>(initial.approvals ?? []);
  const size = debounced ? SEARCH_PAGE_SIZE : PAGE_SIZE;
  const resetting =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const query = useProgrammeOffers({
    page: page - 1,
    size,
    sort,
    types,
    status: status.map((s) => s === 'true'),
    approvals,
    search: debounced || undefined,
  });

  return {
    query,
    page,
    setPage,
    size,
    search,
    setSearch: resetting(setSearchRaw),
    sort,
    setSort: resetting(setSortRaw),
    types,
    setTypes: resetting(setTypesRaw),
    status,
    setStatus: resetting(setStatusRaw),
    approvals,
    setApprovals: resetting(setApprovalsRaw),
  };
}

/** The list state a programme table and its filter bar share. */
export type ProgrammeList = ReturnType<typeof useProgrammeList>;

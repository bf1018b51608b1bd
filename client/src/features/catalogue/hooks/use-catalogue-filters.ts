import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type CatalogueFilters } from '../utils/catalogue-filters';

/** The catalogue's search, filters, order and page, read from and written to the URL. */
export function useCatalogueFilters(): [CatalogueFilters, (next: CatalogueFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilters = useCallback((next: CatalogueFilters) => setParams(writeFilters(next), { replace: true }), [setParams]);
  return [filters, setFilters];
}

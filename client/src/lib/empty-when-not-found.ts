import type { Paged } from '@cashloop/shared/common/paging';
import { ApiError } from '@/lib/api-error';

/** A search for an id the partition does not have (404) or that is not an id (400) has no results. */
export async function emptyWhenNotFound<T>(call: Promise<Paged<T>>): Promise<Paged<T>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { content: [], totalElements: 0 };
    throw error;
  }
}

/**
 * Which end of a newest-first list a page is read from. SQLite skips OFFSET rows one index entry at a
 * time, so a deep page (the ledger's last page on the `large` world is a million entries down) is read
 * from the oldest end instead: the same rows, found by skipping `total - offset - limit` from the
 * other side, then put back newest first. The deepest skip is then half the list, never all of it
 * (docs/decisions/0016-large-scenario.md). Needs the exact total, which every caller has first. Any list
 * walked along an index in a total order reads the same way (the catalogue and programme lists, whose
 * "oldest" end is simply the far end of their sort; decision 0014, third pass).
 */
export interface PageWindow {
  /** Read oldest first (and reverse the rows): the page is nearer the end than the start. */
  fromOldest: boolean;
  limit: number;
  offset: number;
}

export function pageWindow(total: number, page: { limit: number; offset: number }): PageWindow | null {
  if (page.offset >= total) return null; // past the end: nothing to read
  const remaining = total - page.offset;
  if (page.offset <= remaining - Math.min(page.limit, remaining)) return { fromOldest: false, ...page };
  const limit = Math.min(page.limit, remaining);
  return { fromOldest: true, limit, offset: remaining - limit };
}

/** The rows of a window in newest-first order. */
export const newestFirst = <T>(window: PageWindow, rows: T[]): T[] => (window.fromOldest ? rows.reverse() : rows);

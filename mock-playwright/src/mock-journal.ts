import { expect } from '@playwright/test';
import type { JournalEntry } from './control-types.js';
import type { ControlCall } from './mock-call.js';

export type { JournalEntry };
/**
 * The server's filters, every given one must hold: `path` is a pattern as fault rules take it (`*` any run of
 * characters, `:param` one segment, the API prefix optional), `since` a virtual-time ms epoch.
 */
export interface JournalFilter {
  method?: string;
  path?: string;
  endpointId?: string;
  status?: number;
  since?: number;
  /** One call's id, as its answer's x-correlation-id header gave it. */
  correlationId?: string;
}

/** The session's request journal (/__mock/journal): every API call it served, secrets redacted. */
export function journalHelpers(call: ControlCall) {
  const list = (filter: JournalFilter & { limit?: number } = {}) => call<JournalEntry[]>('GET', '/__mock/journal', { params: { ...filter } });
  return {
    list,
    /** How many recorded calls match (GET /__mock/journal/count, WireMock's verify): no limit, unlike list. */
    count: async (filter: JournalFilter = {}) => (await call<{ count: number }>('GET', '/__mock/journal/count', { params: { ...filter } })).count,
    clear: () => call<{ removed: number }>('DELETE', '/__mock/journal'),
    /**
     * Waits until a call matching `filter` (and `where`, when given) has been recorded, and answers the
     * newest such call. Handy after a click whose request the page sends in the background.
     */
    async waitFor(
      filter: JournalFilter & { limit?: number },
      options: { where?: (entry: JournalEntry) => boolean; timeout?: number; message?: string } = {},
    ): Promise<JournalEntry> {
      let found: JournalEntry | undefined;
      await expect
        .poll(
          async () => {
            found = (await list(filter)).find(options.where ?? (() => true));
            return found !== undefined;
          },
          { message: options.message ?? `a journaled call matching ${JSON.stringify(filter)}`, timeout: options.timeout },
        )
        .toBe(true);
      return found!;
    },
  };
}

export type JournalHelpers = ReturnType<typeof journalHelpers>;

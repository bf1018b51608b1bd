import type { Stub, StubInput } from './control-types-stubs.js';
import type { ControlCall } from './mock-call.js';

export type { Stub, StubInput };

/**
 * Stubs of the session (/__mock/stubs): a matching API call is answered with the stub's status, headers and
 * body instead of the engine's; the server refuses a body the contract would not send (unless `validate: false`).
 */
export function stubHelpers(call: ControlCall) {
  return {
    add: (stub: StubInput) => call<Stub>('POST', '/__mock/stubs', { data: stub }),
    /** Oldest first (the first matching stub answers), each with its hits. */
    list: () => call<Stub[]>('GET', '/__mock/stubs'),
    remove: (id: string) => call<{ id: string; removed: true }>('DELETE', `/__mock/stubs/${encodeURIComponent(id)}`),
    clear: () => call<{ removed: number }>('DELETE', '/__mock/stubs'),
  };
}

export type StubHelpers = ReturnType<typeof stubHelpers>;

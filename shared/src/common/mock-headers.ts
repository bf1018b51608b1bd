/**
 * Names a client needs to reach a mock world, kept free of zod so the dashboard's entry chunk can
 * import them without pulling the contract schemas in.
 */

/** The header that selects a session's world on any call (API, control plane, the dashboard's own calls). */
export const MOCK_SESSION_HEADER = 'x-mock-session';
/** The query parameter that makes the dashboard in a browser tab join a session. */
export const MOCK_SESSION_QUERY = 'mockSession';
/** Per-call headers: delay this one call, or answer it with this status in the one error shape. */
export const MOCK_DELAY_HEADER = 'x-mock-delay';
export const MOCK_STATUS_HEADER = 'x-mock-status';

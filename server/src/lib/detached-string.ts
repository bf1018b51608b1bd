/**
 * A copy of `s` that keeps nothing else alive. V8 makes a string cut from a longer one (`slice`, a CSV cell of
 * an 8 KB piece of a file) a view that holds the whole longer string, and a string joined from such cuts
 * (`${a}|${b}`) holds each of them: a long-lived map keyed by either keeps every piece of the file its keys
 * came from. Measured on a 1M-row upload: ~100 MB of the file's text retained by the import engine's caches
 * (decision 0013, 2026-11-25 second section). `' ' + s` is a new string; slicing it flattens that into a copy
 * one character longer, which is all the result refers to.
 */
export function detachedString(s: string): string {
  return (' ' + s).slice(1);
}

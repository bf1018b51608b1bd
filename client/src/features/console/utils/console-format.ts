const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** '3 Mar 2026, 14:05:09' in the viewer's zone; the tooltip shows the exact ISO instant. */
export const formatDateTime = (epochMs: number, format: Intl.DateTimeFormat = dateTime): string => format.format(new Date(epochMs));

export const formatIso = (epochMs: number): string => new Date(epochMs).toISOString();

/** '1.4 MB': the memory of a session, the size of a snapshot. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** '38 ms', '1.25 s'. */
export const formatDuration = (ms: number): string => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

const pad = (n: number) => String(n).padStart(2, '0');

/** The value an <input type="datetime-local"> shows for an instant, in the viewer's zone. */
export function toDateTimeLocal(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant an <input type="datetime-local"> value names (viewer's zone); null when incomplete. */
export function fromDateTimeLocal(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** A request or response body as readable text: JSON indented, text as is, nothing as a dash. */
export function formatBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '—';
  if (typeof body === 'string') {
    try {
      return JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      return body;
    }
  }
  return JSON.stringify(body, null, 2);
}

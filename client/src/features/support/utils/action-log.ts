/** The log key format (spec 3 §9 'yyyy-LL-dd HH:mm:ss'). */
const KEY = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export interface LogEntry {
  key: string;
  /** Epoch ms of the key (UTC), or null when it cannot be parsed. */
  at: number | null;
  actions: string;
  notes: string;
}

export function parseLogKey(key: string): number | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(y, mo - 1, d, h, mi, s);
  return Number.isNaN(at) ? null : at;
}

/** Newest first; entries whose key cannot be parsed go last and keep their raw key (spec 3 §4). */
export function sortedLog(log: Record<string, { actions: string; notes: string }>): LogEntry[] {
  const entries = Object.entries(log).map(([key, v]) => ({ key, at: parseLogKey(key), ...v }));
  return entries.sort((a, b) => (a.at === null ? (b.at === null ? 0 : 1) : b.at === null ? -1 : b.at - a.at));
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection), as the payout CSV guards. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text gets a leading quote; the cell is quoted with inner quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** 'Download logs': columns Timestamp, Action, Notes, newest first. */
export function actionLogCsv(entries: readonly LogEntry[]): string {
  const rows = [['Timestamp', 'Action', 'Notes'], ...entries.map((e) => [e.key, e.actions, e.notes])];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const actionLogFileName = (ticketId: string): string => `action_logs_${ticketId}.csv`;

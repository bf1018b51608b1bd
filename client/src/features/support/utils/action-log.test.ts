import { describe, expect, it } from 'vitest';
import { actionLogCsv, actionLogFileName, csvCell, sortedLog } from './action-log';

describe('ticket action log', () => {
  it('sorts newest first and puts keys that cannot be parsed last, raw', () => {
    const entries = sortedLog({
      '2025-06-01 10:00:00': { actions: 'A', notes: '' },
      'not a date': { actions: 'B', notes: '' },
      '2025-06-02 09:00:00': { actions: 'C', notes: '' },
    });
    expect(entries.map((e) => e.key)).toEqual(['2025-06-02 09:00:00', '2025-06-01 10:00:00', 'not a date']);
    expect(entries[2]!.at).toBeNull();
  });

  it('writes the csv with quotes doubled and formula-looking cells made text', () => {
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    const csv = actionLogCsv(sortedLog({ '2025-06-01 10:00:00': { actions: 'RESOLVED_QUERY', notes: 'Told "them"' } }));
    expect(csv).toBe('"Timestamp","Action","Notes"\r\n"2025-06-01 10:00:00","RESOLVED_QUERY","Told ""them"""\r\n');
    expect(actionLogFileName('tkt_1')).toBe('action_logs_tkt_1.csv');
  });
});

import { describe, expect, it } from 'vitest';
import { uploadSummary } from './upload-summary';

const result = (over: { historic?: boolean; enrichment?: boolean; ignoredColumns?: string[]; rowCount?: number } = {}) => ({
  id: 'tfu_1',
  fileName: 'bank.csv',
  createdOn: 0,
  fileStatus: 'COMPLETED' as const,
  historic: over.historic ?? false,
  enrichment: over.enrichment ?? true,
  rowCount: over.rowCount ?? 1200,
  progress: null,
  summary: { transactions: 1200, enriched: 1100, matched: 800, cashbackCreated: 1, newEndUsers: 3, ignoredColumns: over.ignoredColumns ?? [] },
});

describe('uploadSummary', () => {
  it('says how many rows were enriched, matched a live offer and earned cashback', () => {
    expect(uploadSummary(result())).toBe('1,200 transactions uploaded from bank.csv: 1,100 enriched, 800 matched a live offer, 1 earned cashback');
  });

  it('says why a history-only or unenriched file earned no cashback', () => {
    expect(uploadSummary(result({ historic: true }))).toBe('1,200 transactions uploaded from bank.csv: 1,100 enriched, kept as history, so no cashback');
    expect(uploadSummary(result({ enrichment: false, rowCount: 1 }))).toBe('1 transaction uploaded from bank.csv: stored without enrichment, so no cashback');
  });

  it('names the header cells it left out', () => {
    expect(uploadSummary(result({ ignoredColumns: ['Branch', 'Notes'] }))).toMatch(/earned cashback; columns left out: Branch, Notes$/);
  });
});

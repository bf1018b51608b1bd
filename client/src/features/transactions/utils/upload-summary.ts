import type { z } from 'zod';
import type { transactionUploadResultSchema } from '@cashloop/shared/contracts/transaction-enrichment';

type UploadResult = z.infer<typeof transactionUploadResultSchema>;

const number = (n: number) => n.toLocaleString('en-GB');
const count = (n: number, one: string) => `${number(n)} ${n === 1 ? one : `${one}s`}`;

/**
 * What the engine made of an uploaded file, for its notification: how many rows were enriched, matched a live
 * offer and earned cashback, so an empty 'Export cashback' never comes as a surprise; history-only and
 * unenriched files say why they earned none, and header cells left out are named.
 */
export function uploadSummary(result: UploadResult): string {
  const { summary } = result;
  const head = `${count(result.rowCount, 'transaction')} uploaded from ${result.fileName}`;
  const what = !result.enrichment
    ? 'stored without enrichment, so no cashback'
    : result.historic
      ? `${number(summary.enriched)} enriched, kept as history, so no cashback`
      : `${number(summary.enriched)} enriched, ${number(summary.matched)} matched a live offer, ${number(summary.cashbackCreated)} earned cashback`;
  const left = summary.ignoredColumns.length > 0 ? `; columns left out: ${summary.ignoredColumns.join(', ')}` : '';
  return `${head}: ${what}${left}`;
}

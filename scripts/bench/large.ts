// Issue 44, items 3 and 9, `pnpm bench --large`: the `large` world (the demo plus 1,000,000 card payments with
// their cashback), seeded by the server on a new database, then every paged list one call at a time, with the
// ledger's and the transactions' last and middle pages: no call may do work that grows with the table.
import { join } from 'node:path';
import { API, signIn } from '../lib/api';
import { startServer } from '../lib/spawn-server';
import { type ListUrls, listIds, listUrls } from './list-urls';
import { checkUrls, getter, sequentialLists } from './lists';
import { worstRow } from './worst-row';
import type { Get } from './list-urls';
import { type Figure, msText } from './table';
import { knownMerchants, upload, writeCsv } from './upload';

const SIZE = 25;

export async function largeFigures(dir: string, o: { sequential: number; progress: (line: string) => void }): Promise<Figure[]> {
  // Seeding the large world takes 30-60 s before /healthz answers on a quiet machine, minutes on a busy one.
  const server = await startServer(join(dir, 'large.sqlite'), { SCENARIO: 'large' }, 600_000);
  try {
    const headers = { authorization: `Bearer ${await signIn(server.base)}` };
    const get = getter(server, headers);
    const deep = async (label: string, path: string): Promise<ListUrls[]> => {
      const { totalElements } = await get<{ totalElements: number }>(`${API}${path}?page=0&size=${SIZE}`);
      const last = Math.floor((totalElements - 1) / SIZE);
      const pages = (from: number) => Array.from({ length: 5 }, (_, i) => `${API}${path}?page=${from + i}&size=${SIZE}`);
      return [
        { id: '', label: `${label}, last pages`, urls: pages(last - 4) },
        { id: '', label: `${label}, middle pages`, urls: pages(Math.floor(last / 2)) },
      ];
    };
    const lists = [...listUrls(await listIds(get)), ...(await deep('cashback ledger', '/cashback-ledger')), ...(await deep('transactions', '/transaction-enrichment'))];
    await checkUrls(get, lists);
    const sequential = await sequentialLists(server, headers, lists, o.sequential);
    for (const s of sequential) o.progress(`large: ${s.label.padEnd(36)} sequential p50 ${msText(s.p50)} p99 ${msText(s.p99)}`);
    o.progress('large: uploading 1,000,000 rows, refused at the last row and then whole…');
    const uploads = await millionRowUploads(server.base, headers, get, join(dir, 'million.csv'));
    return [
      { figure: '`large` world: start-up on a new database (seeding included)', target: 'reported', measured: msText(server.startupMs), met: null },
      worstRow('`large` world: every paged list, sequential p99 (with the last and middle pages)', '≤ 50 ms', 50, sequential.map((s) => ({ label: s.label, value: s.p99 })), msText),
      ...uploads,
    ];
  } finally {
    await server.stop();
  }
}

/** Transactions of the world's live partition, as the list counts them. */
const transactionTotal = async (get: Get) => (await get<{ totalElements: number }>(`${API}/transaction-enrichment?page=0&size=1`)).totalElements;

/**
 * Issue 44, item 7: 1,000,000 rows into the `large` world. First a file whose last row is bad: refused with a 400 after
 * every row was read, and not one transaction more in the world. Then the same rows clean: stored whole, with the
 * upload's progress polled meanwhile from the uploads list.
 */
export async function millionRowUploads(base: string, headers: Record<string, string>, get: Get, file: string): Promise<Figure[]> {
  const ROWS = 1_000_000;
  const { now } = await get<{ now: number }>('/__mock/clock');
  const known = await knownMerchants(get);
  const before = await transactionTotal(get);
  writeCsv(file, ROWS, known, now, true);
  const refused = await upload(base, headers, file);
  const afterRefused = await transactionTotal(get);
  writeCsv(file, ROWS, known, now);
  const seen: number[] = [];
  let running = true;
  const poll = async () => {
    while (running) {
      const { content } = await get<{ content: { fileStatus: string; progress: { rowsRead: number } | null }[] }>(`${API}/transaction-enrichment/upload-csv?page=0&size=5`);
      const rowsRead = content.find((u) => u.fileStatus === 'PROCESSING')?.progress?.rowsRead;
      if (rowsRead !== undefined) seen.push(rowsRead);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const polling = poll();
  const stored = await upload(base, headers, file).finally(() => (running = false));
  await polling;
  const after = await transactionTotal(get);
  const rising = seen.filter((n, i) => i === 0 || n > seen[i - 1]!).length;
  return [
    {
      figure: '`large` world: 1,000,000 rows refused at the last row, nothing stored',
      target: '400, no transaction added',
      measured: `${refused.status} in ${msText(refused.ms)}; transactions ${before.toLocaleString('en')} → ${afterRefused.toLocaleString('en')}`,
      met: refused.status === 400 && afterRefused === before,
    },
    {
      figure: '`large` world: 1,000,000 rows uploaded whole, with progress',
      target: 'completes, progress seen',
      measured: `${stored.status} in ${msText(stored.ms)}; transactions +${(after - afterRefused).toLocaleString('en')}; progress read ${seen.length} times, rising ${rising} times, last ${seen.at(-1)?.toLocaleString('en') ?? 'none'}`,
      met: stored.status === 200 && after - afterRefused === ROWS && rising > 1,
    },
  ];
}

// Issue 44, items 3 and 9, `pnpm bench --large`: the `large` world (the demo plus 1,000,000 card payments with
// their cashback), seeded by the server on a new database, then every paged list one call at a time, with the
// ledger's and the transactions' last and middle pages: no call may do work that grows with the table.
import { join } from 'node:path';
import { API, signIn } from '../lib/api';
import { startServer } from '../lib/spawn-server';
import { type ListUrls, listIds, listUrls } from './list-urls';
import { checkUrls, getter, sequentialLists, worstRow } from './lists';
import { type Figure, msText } from './table';

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
    return [
      { figure: '`large` world: start-up on a new database (seeding included)', target: 'reported', measured: msText(server.startupMs), met: null },
      worstRow('`large` world: every paged list, sequential p99 (with the last and middle pages)', '≤ 50 ms', 50, sequential.map((s) => ({ label: s.label, value: s.p99 })), msText),
    ];
  } finally {
    await server.stop();
  }
}

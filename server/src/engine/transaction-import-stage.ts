import { randomBytes } from 'node:crypto';
import type { Scope } from '../app-context';
import type { Sqlite } from '../plugins/data-store';
import type { Statement } from 'better-sqlite3';
import { newId } from '../lib/random';
import { firstTransitionAt } from './cashback-schedule';
import { copyStaged } from './transaction-import-commit';
import type { RowOutcome } from './transaction-import-match';
import type { ImportProblem, ImportRow } from './transaction-import-rows';

/**
 * Checked and enriched rows of an upload wait in TEMP tables (the connection's own, spilled to a temp
 * file, so a big file costs no heap) until the whole file is read; only then are they copied into the
 * real tables in one transaction. Nothing of a refused or interrupted file is ever visible.
 */
export class ImportStage {
  readonly name = `txn_import_${randomBytes(6).toString('hex')}`;
  private readonly idStem = `${newId('txn')}_`;
  private rows: unknown[][] = [];
  private matches: unknown[][] = [];
  private cashback: unknown[][] = [];
  count = 0;
  enriched = 0;
  matched = 0;
  cashbackCount = 0;
  /** This upload's statements: its table names are its own, so the shared statement cache would only fill up. */
  private readonly statements = new Map<string, Statement>();
  /** Random bytes for cashback ids, drawn a block at a time. */
  private random = Buffer.alloc(0);
  private randomAt = 0;

  /** `now`: when the upload started, the new cashback's created time. */
  constructor(
    private readonly sqlite: Sqlite,
    private readonly now: number,
  ) {
    const t = this.name;
    sqlite.exec(`
      CREATE TEMP TABLE ${t} (line INTEGER NOT NULL, id TEXT NOT NULL, ref TEXT NOT NULL, type TEXT NOT NULL,
        end_user_id TEXT NOT NULL, account_id TEXT, booking INTEGER NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,
        description TEXT NOT NULL, mid TEXT, retailer_id TEXT, channel_id TEXT, merchant_name TEXT, merchant_website TEXT,
        labels TEXT NOT NULL, confidence REAL, category TEXT);
      CREATE TEMP TABLE ${t}_m (transaction_id TEXT NOT NULL, programme_offer_id TEXT NOT NULL, offer_id TEXT NOT NULL);
      CREATE TEMP TABLE ${t}_c (transaction_id TEXT NOT NULL, amount INTEGER NOT NULL, programme_offer_id TEXT NOT NULL,
        offer_id TEXT NOT NULL, retailer_id TEXT NOT NULL, end_user_id TEXT NOT NULL, end_user INTEGER NOT NULL,
        client INTEGER NOT NULL, currency TEXT NOT NULL, id TEXT NOT NULL, next_on INTEGER NOT NULL);`);
  }

  add(row: ImportRow, outcome: RowOutcome): void {
    // One random stem per file, then the row number: the file's ids land side by side in the primary-key
    // index instead of at random places, which makes the final copy much faster. Still unguessable.
    const id = `${this.idStem}${this.count.toString(36).padStart(5, '0')}`;
    const e = outcome.enriched;
    this.count++;
    if (e) this.enriched++;
    if (outcome.matches.length > 0) this.matched++;
    this.rows.push([
      row.line, id, row.reference, row.transactionType, row.endUserId, row.accountId, row.bookingTime, row.amount, row.currency,
      row.description, row.mid, e?.retailerId ?? null, e?.channelId ?? null, e?.merchant ?? null, e?.website ?? null,
      JSON.stringify(e?.labels ?? []), e?.confidence ?? null, e?.category ?? null,
    ]);
    for (const m of outcome.matches) this.matches.push([id, m.programmeOfferId, m.offerId]);
    const c = outcome.cashback;
    if (c) {
      this.cashbackCount++;
      // The cashback's id and first move on the clock are decided now, while the file is read, so the
      // final copy is set-based SQL (as createCashback makes them: 12 random bytes; firstTransitionAt).
      const cashbackId = this.cashbackId();
      this.cashback.push([
        id, Math.abs(row.amount), c.offer.programmeOfferId, c.offer.offerId, c.offer.retailerId, row.endUserId, c.endUser, c.client, c.offer.currency,
        cashbackId, firstTransitionAt(this.now, cashbackId),
      ]);
    }
  }

  /** Writes what was added since the last flush, in one short transaction. */
  flush(): void {
    if (this.rows.length === 0) return;
    const { rows, matches, cashback } = this;
    this.rows = [];
    this.matches = [];
    this.cashback = [];
    this.sqlite.transaction(() => {
      this.insertMany(this.name, 18, rows);
      this.insertMany(`${this.name}_m`, 3, matches);
      this.insertMany(`${this.name}_c`, 11, cashback);
    })();
  }

  /**
   * Problems only the whole file shows: a reference twice in the file or already stored, and an end
   * user id another publisher or partition holds. Run right before commit, in the same tick.
   */
  wholeFileProblems(scope: Scope, limit: number): ImportProblem[] {
    const t = this.name;
    const problems: ImportProblem[] = [];
    const twice = this.sqlite
      .prepare(`SELECT ref, MIN(line) AS first, group_concat(line) AS lines FROM ${t} GROUP BY ref HAVING COUNT(*) > 1 ORDER BY first LIMIT ?`)
      .all(limit) as { ref: string; first: number; lines: string }[];
    for (const d of twice) {
      for (const line of d.lines.split(',').map(Number).filter((l) => l !== d.first).slice(0, limit)) {
        problems.push({ line, column: 'transactionId', message: `transactionId '${d.ref}' is already on line ${d.first}` });
      }
    }
    const stored = this.sqlite
      .prepare(
        `SELECT s.line, s.ref FROM ${t} s JOIN transactions x
           ON x.publisher_id = @publisherId AND x.env = @env AND x.internal_transaction_id = s.ref
         ORDER BY s.line LIMIT @limit`,
      )
      .all({ ...scope, limit }) as { line: number; ref: string }[];
    for (const d of stored) problems.push({ line: d.line, column: 'transactionId', message: `transactionId '${d.ref}' was uploaded before (duplicate transaction)` });
    const taken = this.sqlite
      .prepare(
        `SELECT MIN(s.line) AS line, s.end_user_id AS id FROM ${t} s JOIN end_users e ON e.id = s.end_user_id
         WHERE e.publisher_id <> @publisherId OR e.env <> @env GROUP BY s.end_user_id ORDER BY line LIMIT @limit`,
      )
      .all({ ...scope, limit }) as { line: number; id: string }[];
    for (const d of taken) problems.push({ line: d.line, column: 'endUserId', message: `endUserId '${d.id}' is already in use elsewhere; choose another id` });
    return problems;
  }

  /** Copies the staged rows into the world (transaction-import-commit.ts). The caller holds the transaction. */
  commit(scope: Scope, uploadId: string, now: number): { newEndUsers: number } {
    return copyStaged(this.sqlite, this.name, scope, uploadId, now);
  }

  /** A fresh cashback id, as newId('cb') makes them: 12 random bytes, base64url. */
  private cashbackId(): string {
    if (this.randomAt + 12 > this.random.length) {
      this.random = randomBytes(12 * 1024);
      this.randomAt = 0;
    }
    this.randomAt += 12;
    return `cb_${this.random.subarray(this.randomAt - 12, this.randomAt).toString('base64url')}`;
  }

  /** Multi-row INSERTs, 100 rows per statement (well under SQLite's bound-variable limit). */
  private insertMany(table: string, width: number, rows: unknown[][]): void {
    const per = 100;
    for (let start = 0; start < rows.length; start += per) {
      const chunk = rows.slice(start, start + per);
      const key = `${table}|${chunk.length}`;
      let statement = this.statements.get(key);
      if (!statement) {
        const row = `(${new Array(width).fill('?').join(', ')})`;
        statement = this.sqlite.prepare(`INSERT INTO ${table} VALUES ${new Array(chunk.length).fill(row).join(', ')}`);
        this.statements.set(key, statement);
      }
      statement.run(chunk.flat());
    }
  }

  /** Drops the temp tables; safe to call twice or on a closed connection. */
  drop(): void {
    if (!this.sqlite.open) return;
    for (const suffix of ['', '_m', '_c', '_u']) this.sqlite.exec(`DROP TABLE IF EXISTS temp.${this.name}${suffix}`);
  }
}


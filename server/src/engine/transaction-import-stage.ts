import { randomBytes } from 'node:crypto';
import { addUploadToSpendRollup, withSpendRollupDeferred } from '@cashloop/db';
import type { Scope } from '../app-context';
import type { Sqlite } from '../plugins/data-store';
import type { Statement } from 'better-sqlite3';
import { newId } from '../lib/random';
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

  constructor(private readonly sqlite: Sqlite) {
    const t = this.name;
    sqlite.exec(`
      CREATE TEMP TABLE ${t} (line INTEGER NOT NULL, id TEXT NOT NULL, ref TEXT NOT NULL, type TEXT NOT NULL,
        end_user_id TEXT NOT NULL, account_id TEXT, booking INTEGER NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,
        description TEXT NOT NULL, mid TEXT, retailer_id TEXT, channel_id TEXT, merchant_name TEXT, merchant_website TEXT,
        labels TEXT NOT NULL, confidence REAL, category TEXT);
      CREATE TEMP TABLE ${t}_m (transaction_id TEXT NOT NULL, programme_offer_id TEXT NOT NULL, offer_id TEXT NOT NULL);
      CREATE TEMP TABLE ${t}_c (transaction_id TEXT NOT NULL, amount INTEGER NOT NULL, programme_offer_id TEXT NOT NULL,
        offer_id TEXT NOT NULL, retailer_id TEXT NOT NULL, end_user_id TEXT NOT NULL, end_user INTEGER NOT NULL,
        client INTEGER NOT NULL, currency TEXT NOT NULL);`);
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
      this.cashback.push([id, Math.abs(row.amount), c.offer.programmeOfferId, c.offer.offerId, c.offer.retailerId, row.endUserId, c.endUser, c.client, c.offer.currency]);
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
      this.insertMany(`${this.name}_c`, 9, cashback);
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

  /**
   * Copies the staged rows into the real tables: end users first met are created (first seen at their
   * earliest booking), known ones' last activity moves on, then transactions (linked to the user's
   * bank connection of accountId, if any) and offer matches. The caller holds the transaction.
   */
  commit(scope: Scope, uploadId: string, now: number): { newEndUsers: number } {
    const t = this.name;
    const args = { ...scope, uploadId, now };
    this.sqlite.exec(`CREATE TEMP TABLE ${t}_u (id TEXT PRIMARY KEY, first INTEGER, last INTEGER) WITHOUT ROWID;
      INSERT INTO ${t}_u SELECT end_user_id, MIN(booking), MAX(booking) FROM ${t} GROUP BY end_user_id;`);
    const { changes: newEndUsers } = this.sqlite
      .prepare(
        `INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on)
         SELECT u.id, @publisherId, @env, u.first, u.last FROM ${t}_u u WHERE NOT EXISTS (SELECT 1 FROM end_users e WHERE e.id = u.id)`,
      )
      .run(args);
    this.sqlite
      .prepare(`UPDATE end_users SET last_active_on = u.last FROM ${t}_u u WHERE end_users.id = u.id AND u.last > end_users.last_active_on`)
      .run();
    // The retailers' counters (catalogue MOSTPOPULAR) move once per retailer below, not once per row by
    // the insert trigger, which stands aside while the deferral row exists (migration 0004).
    this.sqlite.prepare('INSERT INTO retailer_count_deferrals (id) VALUES (?)').run(t);
    // The spend rollup (migration 0008) likewise gets the upload's purchases set-based, just below.
    withSpendRollupDeferred(this.sqlite, t, () => this.sqlite
      .prepare(
        `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, bank_connection_id,
           booking_time, amount, currency, description, mid, retailer_id, channel_id, merchant_name, merchant_logo, merchant_website,
           labels, confidence, category, upload_id, created_on)
         SELECT s.id, @publisherId, @env, s.ref, s.type, s.end_user_id,
           CASE WHEN s.account_id IS NULL THEN NULL ELSE (SELECT b.id FROM bank_connections b
             WHERE b.end_user_id = s.end_user_id AND b.account_id = s.account_id ORDER BY b.created_on DESC LIMIT 1) END,
           s.booking, s.amount, s.currency, s.description, s.mid, s.retailer_id, s.channel_id, s.merchant_name, NULL, s.merchant_website,
           s.labels, s.confidence, s.category, @uploadId, @now
         FROM ${t} s ORDER BY s.rowid`,
      )
      .run(args));
    addUploadToSpendRollup(this.sqlite, uploadId);
    this.sqlite.prepare('DELETE FROM retailer_count_deferrals WHERE id = ?').run(t);
    this.sqlite
      .prepare(
        `UPDATE retailers SET live_transaction_count = live_transaction_count + c.n * (@env = 'live'),
           sandbox_transaction_count = sandbox_transaction_count + c.n * (@env = 'sandbox')
         FROM (SELECT retailer_id, COUNT(*) AS n FROM ${t} WHERE retailer_id IS NOT NULL GROUP BY retailer_id) c
         WHERE retailers.id = c.retailer_id`,
      )
      .run({ env: scope.env });
    this.sqlite
      .prepare(
        `INSERT INTO transaction_offer_matches (transaction_id, programme_offer_id, offer_id, matched_on)
         SELECT transaction_id, programme_offer_id, offer_id, @now FROM ${t}_m`,
      )
      .run({ now });
    return { newEndUsers };
  }

  /** Staged cashback in file order, a page at a time (a statement cannot write while another reads). */
  cashbackPage(afterRowid: number, limit: number) {
    return this.sqlite
      .prepare(
        `SELECT rowid, transaction_id AS transactionId, amount, programme_offer_id AS programmeOfferId, offer_id AS offerId,
                retailer_id AS retailerId, end_user_id AS endUserId, end_user AS endUser, client, currency
         FROM ${this.name}_c WHERE rowid > ? ORDER BY rowid LIMIT ?`,
      )
      .all(afterRowid, limit) as {
      rowid: number; transactionId: string; amount: number; programmeOfferId: string; offerId: string; retailerId: string;
      endUserId: string; endUser: number; client: number; currency: string;
    }[];
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


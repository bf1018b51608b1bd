import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Statement } from 'better-sqlite3';
import { newId } from '../lib/random';
import { firstTransitionAt } from './cashback-schedule';
import { STAGED } from './transaction-import-finish';
import type { RowOutcome } from './transaction-import-match';
import type { ImportRow } from './transaction-import-rows';
import { newScratchFile, openScratch, removeScratch } from './transaction-import-scratch';

/**
 * Checked and enriched rows of an upload wait in a scratch database file of their own (so a big file costs
 * no heap, and the commit worker can attach it: transaction-import-scratch.ts) until the whole file is
 * read; only then are they copied into the real tables in one transaction (transaction-import-finish.ts).
 * Nothing of a refused or interrupted file is ever visible, and the file is removed when the upload ends.
 */
export class ImportStage {
  readonly file = newScratchFile();
  private readonly sqlite: Database.Database;
  private readonly idStem = `${newId('txn')}_`;
  private rows: unknown[][] = [];
  private matches: unknown[][] = [];
  private cashback: unknown[][] = [];
  /** Line and transactionId of rows refused for other problems: the duplicate checks still see them. */
  private refs: unknown[][] = [];
  count = 0;
  enriched = 0;
  matched = 0;
  cashbackCount = 0;
  /** This upload's statements, on its own connection. */
  private readonly statements = new Map<string, Statement>();
  /** Random bytes for cashback ids, drawn a block at a time. */
  private random = Buffer.alloc(0);
  private randomAt = 0;

  /** `now`: when the upload started, the new cashback's created time. */
  constructor(private readonly now: number) {
    const t = STAGED;
    this.sqlite = openScratch(this.file);
    this.sqlite.exec(`
      CREATE TABLE ${t} (line INTEGER NOT NULL, id TEXT NOT NULL, ref TEXT NOT NULL, type TEXT NOT NULL,
        end_user_id TEXT NOT NULL, account_id TEXT, booking INTEGER NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL,
        description TEXT NOT NULL, mid TEXT, retailer_id TEXT, channel_id TEXT, merchant_name TEXT, merchant_website TEXT,
        labels TEXT NOT NULL, confidence REAL, category TEXT);
      CREATE TABLE ${t}_m (transaction_id TEXT NOT NULL, programme_offer_id TEXT NOT NULL, offer_id TEXT NOT NULL);
      CREATE TABLE ${t}_c (transaction_id TEXT NOT NULL, amount INTEGER NOT NULL, programme_offer_id TEXT NOT NULL,
        offer_id TEXT NOT NULL, retailer_id TEXT NOT NULL, end_user_id TEXT NOT NULL, end_user INTEGER NOT NULL,
        client INTEGER NOT NULL, currency TEXT NOT NULL, id TEXT NOT NULL, next_on INTEGER NOT NULL);
      CREATE TABLE ${t}_r (line INTEGER NOT NULL, ref TEXT NOT NULL);`);
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

  /** A row refused for another problem, by its transactionId (never copied: the file is refused). */
  addRef(line: number, ref: string): void {
    this.refs.push([line, ref]);
  }

  /** Writes what was added since the last flush, in one short transaction. */
  flush(): void {
    if (this.rows.length === 0 && this.refs.length === 0) return;
    const { rows, matches, cashback, refs } = this;
    this.rows = [];
    this.matches = [];
    this.cashback = [];
    this.refs = [];
    this.sqlite.transaction(() => {
      this.insertMany(STAGED, 18, rows);
      this.insertMany(`${STAGED}_m`, 3, matches);
      this.insertMany(`${STAGED}_c`, 11, cashback);
      this.insertMany(`${STAGED}_r`, 2, refs);
    })();
  }

  /** Writes what is left and closes the staging connection: the file is ready to be attached for the commit. */
  seal(): void {
    this.flush();
    if (this.sqlite.open) this.sqlite.close();
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

  /** Closes the staging connection and removes its file; safe to call twice. */
  drop(): void {
    if (this.sqlite.open) this.sqlite.close();
    removeScratch(this.file);
  }
}


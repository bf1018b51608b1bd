import type { SpendDayRow } from '@cashloop/db/spend-rollup';
import { computeCashback } from '@cashloop/shared/rules/cashback-math';
import { spendRange } from '../data/brands';
import { TOWNS } from '../data/towns';
import { DAY, HOUR, MINUTE, type Scope, type SeedContext } from '../lib/context';
import { Rng } from '../lib/prng';
import { bulkLifecycle, type BulkLifecycle } from './bulk-cashback';
import { batchInserter } from './bulk-insert';
import { createLookup, dropLookup } from './bulk-lookup';
import type { AppendTally } from './bulk-load';
import { SpendDayTally } from './bulk-spend';
import { base36x5, skipToken, token } from './bulk-tokens';
import type { BulkTarget, BulkWorld } from './bulk-targets';

/**
 * Bulk volumes for paging and benchmarks: `count` card payments over the year before now, each matched
 * to the live programme offers of its retailer's channel and earning one cashback.
 *
 * Written by one multi-row statement per table (bulk-insert.ts) in a tight loop with a cheap PRNG (its own stream, so the
 * demo rows are the same with or without it), in booking order with ids that count up, so rows append
 * at the end of their tables. A loop rather than `INSERT … SELECT` because the offers' cashback rules
 * (shared/rules/cashback-math) run per row; most of the time is SQLite's inserts and index builds
 * anyway (see bulk-load.ts).
 *
 * Not written for bulk rows: domain events (seven per cashback at most: millions of rows and webhook
 * deliveries that no screen pages through) — the bulk cashback's history is its status time columns.
 */

const CHANNEL_LABEL = { ANY: 'In store and online', INSTORE: 'In store', ONLINE: 'Online' } as const;
/** Unique by construction (the head counts up from a seeded start), random-looking in the tail. */
function idMaker(prefix: string, rng: Rng, start: number): (i: number) => string {
  return (i) => `${prefix}_${base36x5(start + i)}${token(rng, 8)}`;
}

/** The lookup tables of the strings every row repeats, while the bulk rows are written (bulk-lookup.ts). */
const TARGETS = '_bulk_targets';
const TARGET_COLUMNS = ['retailer_id', 'channel_id', 'merchant_name', 'merchant_website', 'labels', 'category'];
const OFFERS = '_bulk_offers';
const OFFER_COLUMNS = ['programme_offer_id', 'offer_id', 'retailer_id'];

/** A string as an SQL literal. */
const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Stands in for the database where a table is not written: its statements do nothing. */
const SKIP = { prepare: () => ({ run: () => undefined }) } as unknown as SeedContext['sqlite'];

/** Picks among the first `k` items by weight in O(log n). */
function pickPrefix(cumulative: Float64Array, k: number, r: number): number {
  const x = r * cumulative[k - 1]!;
  let lo = 0;
  let hi = k - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export interface BulkResult {
  transactions: number;
  cashback: number;
  matches: number;
  /** The rows' counts (whichever tables were written): the lifted counters are caught up from them. */
  tally: AppendTally;
  /** The purchases summed per day, category and retailer (whichever tables were written): the spend rollup's rows. */
  spend: SpendDayRow[];
}

/** The tables the bulk rows go to. */
export type BulkTable = 'transactions' | 'transaction_offer_matches' | 'cashback';
export const BULK_TABLES: readonly BulkTable[] = ['transactions', 'transaction_offer_matches', 'cashback'];

/**
 * Writes the bulk rows of the tables in `write` (all three unless given). Every table's rows are drawn
 * from one stream whatever is written, so two threads that each write some of the tables (scenarios/
 * large.ts) write exactly the rows one thread writing all of them would.
 */
export function seedBulkTransactions(
  ctx: Pick<SeedContext, 'sqlite' | 'seed' | 'now'>,
  scope: Scope,
  world: BulkWorld,
  count: number,
  write: ReadonlySet<BulkTable> = new Set(BULK_TABLES),
): BulkResult {
  const { now } = ctx;
  const sqlite = (table: BulkTable) => (write.has(table) ? ctx.sqlite : SKIP);
  // A table this thread does not write still takes its draws (the stream stays the same), not its strings.
  const writeTxn = write.has('transactions');
  const writeCashback = write.has('cashback');
  const writeOffers = writeCashback || write.has('transaction_offer_matches');
  const rng = new Rng(ctx.seed ^ 0x6c61_7267); // 'larg': a stream of its own
  const { targets, connections, payouts } = world;
  if (targets.length === 0 || connections.length === 0) throw new Error('the large scenario needs live PAYMENT offers and bank connections');
  const cumulative = new Float64Array(targets.length);
  targets.reduce((sum, t, i) => (cumulative[i] = sum + t.weight), 0);
  const labels = targets.map((t) => JSON.stringify([t.category, CHANNEL_LABEL[t.channelType]]));
  const websites = targets.map((t) => `https://${t.website}`);

  // Days of the year before now, ending where the demo's bookings end (ingestion lag before now).
  const end = now - 3 * HOUR;
  const DAYS = 365;
  const days: { start: number; conns: number[]; targets: number }[] = [];
  for (let d = 0; d < DAYS; d++) {
    const start = end - (DAYS - d) * DAY;
    // A connection used on a day covers the whole day, so every booking in it is inside its window.
    const conns: number[] = [];
    for (let c = 0; c < connections.length; c++) if (connections[c]!.start <= start && connections[c]!.end >= start + DAY) conns.push(c);
    let k = 0;
    while (k < targets.length && targets[k]!.liveFrom <= start) k++;
    if (conns.length > 0 && k > 0) days.push({ start, conns, targets: k });
  }
  if (days.length === 0) throw new Error('no day of the past year has both a live offer and a bank connection');

  // Many rows per statement: one call into SQLite per BATCH rows instead of per row (the statement
  // overhead was a third of the loop). Each table's rows keep their order, so rowids are as before.
  // The partition is the same on every row: written into the statement, not bound two million times.
  const { publisherId, env } = scope;
  const partition = `${sqlText(publisherId)}, ${sqlText(env)}`;
  // Strings that repeat on every row are read from lookup tables by number (bulk-lookup.ts): a target's six,
  // an offer's three. The VALUES rows are the outer loop of each join (the lookup is a rowid seek), so rows go
  // in in the order they were added.
  if (writeTxn) createLookup(ctx.sqlite, TARGETS, TARGET_COLUMNS, targets.map((t, i) => [t.retailerId, t.channelId, t.retailerName, websites[i], labels[i], t.category]));
  // Offer o of target t is number offerBase[t] + o + 1.
  const offerBase = new Int32Array(targets.length);
  targets.reduce((n, t, i) => ((offerBase[i] = n), n + t.offers.length), 0);
  if (writeOffers) createLookup(ctx.sqlite, OFFERS, OFFER_COLUMNS, targets.flatMap((t) => t.offers.map((po) => [po.id, po.offerId, t.retailerId])));
  const insertTxn = batchInserter(
    sqlite('transactions'),
    `INSERT INTO transactions (id, publisher_id, env, internal_transaction_id, transaction_type, end_user_id, bank_connection_id,
       booking_time, amount, currency, description, mid, retailer_id, channel_id, merchant_name, merchant_logo, merchant_website,
       labels, confidence, category, upload_id, created_on)
     SELECT v.column1, ${partition}, v.column2, 'DEBIT', v.column3, v.column4, v.column5, v.column6, 'GBP', v.column7, v.column8,
       k.retailer_id, k.channel_id, k.merchant_name, NULL, k.merchant_website, k.labels, 1, k.category, NULL, v.column9
     FROM (VALUES`,
    '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    10,
    `) AS v JOIN ${TARGETS} AS k ON k.rowid = v.column10`,
  );
  const insertMatch = batchInserter(
    sqlite('transaction_offer_matches'),
    `INSERT INTO transaction_offer_matches (transaction_id, programme_offer_id, offer_id, matched_on)
     SELECT v.column1, k.programme_offer_id, k.offer_id, v.column2 FROM (VALUES`,
    '(?, ?, ?)',
    3,
    `) AS v JOIN ${OFFERS} AS k ON k.rowid = v.column3`,
  );
  const insertCashback = batchInserter(
    sqlite('cashback'),
    `INSERT INTO cashback (id, publisher_id, env, transaction_id, transaction_amount, programme_offer_id, offer_id, retailer_id, end_user_id,
       status, end_user_cashback_receivable, publisher_cashback_receivable, currency, declined_reason, generation, support_ticket_id,
       created_on, being_verified_on, verified_on, received_on, paid_on, declined_on, disqualified_on, next_transition_on, payout_id, updated_on)
     SELECT v.column1, ${partition}, v.column2, v.column3, k.programme_offer_id, k.offer_id, k.retailer_id, v.column4,
       v.column5, v.column6, v.column7, 'GBP', v.column8, 'ORIGINAL', NULL,
       v.column9, v.column10, v.column11, v.column12, v.column13, v.column14, v.column15, v.column16, v.column17, v.column18
     FROM (VALUES`,
    '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    19,
    `) AS v JOIN ${OFFERS} AS k ON k.rowid = v.column19`,
  );
  // Bulk ids carry 13 characters after the prefix, the demo's 12, so the two never collide; the
  // five-character head counts up from a seeded start (unique, and appended to the primary key's end).
  const idStart = (n: number) => rng.int(36 ** 4, 36 ** 5 - n - 1);
  const txnId = idMaker('txn', rng, idStart(count));
  const cbId = idMaker('cb', rng, idStart(count));
  const cbSkip = () => skipToken(rng, 8);
  const life: BulkLifecycle = {} as BulkLifecycle;
  const perTarget = new Float64Array(targets.length);
  const byStatus = new Map<string, number>();
  const spend = new SpendDayTally(targets, days[0]!.start, end);
  let matches = 0;
  let written = 0;
  for (let d = 0; d < days.length && written < count; d++) {
    const day = days[d]!;
    // An even share of the count per usable day; bookings rise through the day.
    const share = Math.floor(((d + 1) * count) / days.length) - Math.floor((d * count) / days.length);
    for (let j = 0; j < share; j++) {
      const booking = day.start + Math.floor(((j + rng.next()) * DAY) / share);
      const conn = connections[day.conns[Math.floor(rng.next() * day.conns.length)]!]!;
      // A payment that earns nothing (no condition for its amount) is drawn again, like a shopper
      // the demo would not have counted: every bulk transaction carries one cashback.
      let target: BulkTarget;
      let targetIndex: number;
      let abs: number;
      let cb: ReturnType<typeof computeCashback> = null;
      let offerIndex = -1;
      let draws = 0;
      do {
        if (++draws > 1000) throw new Error('no live offer pays cashback on the amounts drawn');
        targetIndex = pickPrefix(cumulative, day.targets, rng.next());
        target = targets[targetIndex]!;
        const [min, max] = spendRange(target.category);
        abs = rng.logUniform(min, max);
        for (let o = 0; o < target.offers.length && !cb; o++) {
          const po = target.offers[o]!;
          if (po.liveFrom > booking) break;
          cb = computeCashback({ amount: -abs, rules: po.rules, split: po.split, newCustomer: false, spendingCapAmount: po.spendingCapAmount });
          if (cb && cb.total <= 0) cb = null;
          offerIndex = o;
        }
      } while (!cb);
      const createdOn = booking + rng.int(2, 120) * MINUTE;
      const i = written++;
      const id = txnId(i);
      if (writeTxn) {
        const description =
          target.channelType === 'ONLINE'
            ? rng.next() < 0.5 ? `${target.alias}*${token(rng, 6).toUpperCase()}` : `CARD PAYMENT TO ${target.alias}`
            : `${target.alias} ${rng.int(1000, 9999)} ${TOWNS[Math.floor(rng.next() * TOWNS.length)]}`;
        insertTxn.add(
          id, token(rng, 16), conn.endUserId, conn.id, booking, -abs, description,
          target.mids[Math.floor(rng.next() * target.mids.length)], createdOn, targetIndex + 1,
        );
      } else {
        // The same draws in the same order: the description's, the internal id's, the mid's.
        if (target.channelType !== 'ONLINE') {
          rng.next();
          rng.next();
        } else if (rng.next() < 0.5) skipToken(rng, 6);
        skipToken(rng, 16);
        rng.next();
      }
      // Every offer live at the booking matched, as the engine records them; the first that pays earns.
      for (let o = 0; o < target.offers.length; o++) {
        if (target.offers[o]!.liveFrom > booking) break;
        insertMatch.add(id, createdOn, offerBase[targetIndex]! + o + 1);
        matches++;
      }
      perTarget[targetIndex]!++;
      spend.add(booking, targetIndex, abs);
      bulkLifecycle(rng, createdOn, now, payouts, life);
      byStatus.set(life.status, (byStatus.get(life.status) ?? 0) + 1);
      if (!writeCashback) cbSkip();
      else insertCashback.add(
        cbId(i), id, abs, conn.endUserId, life.status, cb.endUser, cb.client,
        life.reason, createdOn, life.beingVerifiedOn, life.verifiedOn, life.receivedOn, life.paidOn, life.declinedOn, life.disqualifiedOn,
        life.nextTransitionOn, life.payoutId, life.updatedOn, offerBase[targetIndex]! + offerIndex + 1,
      );
    }
  }
  insertTxn.flush();
  insertMatch.flush();
  insertCashback.flush();
  if (writeTxn) dropLookup(ctx.sqlite, TARGETS);
  if (writeOffers) dropLookup(ctx.sqlite, OFFERS);
  const byRetailer = new Map<string, number>();
  targets.forEach((t, i) => perTarget[i] && byRetailer.set(t.retailerId, (byRetailer.get(t.retailerId) ?? 0) + perTarget[i]!));
  const tally: AppendTally = { publisherId, env, transactions: written, transactionsByRetailer: byRetailer, cashbackByStatus: byStatus };
  return { transactions: written, cashback: written, matches, tally, spend: spend.rows(scope) };
}

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './database';
import { recordEvent, recordEvents } from './domain-events';
import { domainEvents, publishers } from './schema/index';

function freshDb() {
  const handle = openDatabase(':memory:');
  migrateDatabase(handle.db);
  handle.db.insert(publishers).values({ id: 'pub_t', companyName: 'T', publisherStatus: 'IN_CONTRACT', createdOn: 1 }).run();
  return handle;
}

const event = { publisherId: 'pub_t', env: 'live', type: 'OFFER_APPROVED', entityType: 'programme_offer', entityId: 'po_1', payload: { id: 'po_1' }, createdOn: 5 } as const;

describe('database', () => {
  it('a fresh database migrates with foreign keys on', () => {
    const { sqlite } = freshDb();
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    const tables = sqlite.prepare("SELECT name FROM sqlite_master WHERE type='table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['publishers', 'transactions', 'cashback', 'domain_events', 'webhook_events', 'invoices']));
  });

  it('business rows cannot point at a publisher that does not exist', () => {
    const { sqlite } = freshDb();
    expect(() =>
      sqlite.prepare("INSERT INTO end_users (id, publisher_id, env, created_on, last_active_on) VALUES ('eu_1', 'pub_nope', 'live', 1, 1)").run(),
    ).toThrow(/FOREIGN KEY/);
  });

  it('recordEvent writes through a raw connection and through a drizzle transaction alike', () => {
    const { sqlite, db } = freshDb();
    const first = recordEvent(sqlite, { ...event, id: 'evt_raw' });
    db.transaction((tx) => recordEvent(tx, { ...event, id: 'evt_tx', createdOn: 6 }));
    const generated = recordEvents(db, [{ ...event, createdOn: 7 }]);
    expect(first).toBe('evt_raw');
    expect(generated[0]).toMatch(/^evt_[0-9a-f]{20}$/);
    const rows = db.select().from(domainEvents).orderBy(domainEvents.seq).all();
    expect(rows.map((r) => [r.seq, r.id, r.createdOn])).toEqual([[1, 'evt_raw', 5], [2, 'evt_tx', 6], [3, generated[0], 7]]);
    expect(db.select().from(domainEvents).where(eq(domainEvents.id, 'evt_raw')).get()?.payload).toEqual({ id: 'po_1' });
  });

  it('an event is rolled back with the change it belongs to', () => {
    const { sqlite, db } = freshDb();
    expect(() =>
      db.transaction((tx) => {
        recordEvent(tx, { ...event, id: 'evt_rolled_back' });
        throw new Error('state change failed');
      }),
    ).toThrow('state change failed');
    expect(sqlite.prepare('SELECT COUNT(*) FROM domain_events').pluck().get()).toBe(0);
  });
});

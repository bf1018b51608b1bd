import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canMapImages, migrateDatabase, openDatabase, openDatabaseImage, openDatabaseMapped, openSharedMemoryDatabase, sharedMemoryUri } from './database';

const dir = mkdtempSync(join(tmpdir(), 'cashloop-db-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small migrated database written to a file of its own, with `rows` publishers. */
function imageFile(rows = 3): { file: string; size: number } {
  const { sqlite, db } = openDatabase(':memory:');
  migrateDatabase(db);
  const insert = sqlite.prepare("INSERT INTO publishers (id, company_name, publisher_status, created_on) VALUES (?, 'P', 'IN_CONTRACT', 1)");
  for (let i = 0; i < rows; i++) insert.run(`pub_${i}`);
  const image = sqlite.serialize();
  sqlite.close();
  const file = join(dir, `image-${Math.random().toString(36).slice(2)}.sqlite`);
  writeFileSync(file, image);
  return { file, size: image.length };
}

const publishers = (sqlite: ReturnType<typeof openDatabase>['sqlite']) => sqlite.prepare('SELECT COUNT(*) FROM publishers').pluck().get();

describe('a database mapped copy-on-write from a file (decision 0007, 2026-11-25)', () => {
  it('is built into this better-sqlite3 (the patch)', () => {
    expect(process.platform === 'win32' || canMapImages).toBe(true);
  });

  it('reads the file, and its writes reach neither the file nor another database mapped from it', () => {
    const { file } = imageFile();
    const before = readFileSync(file);
    const a = openDatabaseMapped(file, 64 * 2 ** 20);
    const b = openDatabaseMapped(file, 64 * 2 ** 20);
    expect(a.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(publishers(a.sqlite)).toBe(3);
    a.sqlite.prepare("INSERT INTO publishers (id, company_name, publisher_status, created_on) VALUES ('pub_new', 'N', 'IN_CONTRACT', 2)").run();
    a.sqlite.prepare('DELETE FROM publishers WHERE id = ?').run('pub_0');
    expect(publishers(a.sqlite)).toBe(3);
    expect(a.sqlite.prepare("SELECT COUNT(*) FROM publishers WHERE id = 'pub_new'").pluck().get()).toBe(1);
    expect(b.sqlite.prepare("SELECT COUNT(*) FROM publishers WHERE id IN ('pub_new', 'pub_0')").pluck().get()).toBe(1);
    expect(readFileSync(file).equals(before)).toBe(true);
    a.sqlite.close();
    b.sqlite.close();
  });

  it('grows past the file in the room reserved, and a write past that room fails with SQLITE_FULL, rolled back', () => {
    const { file, size } = imageFile();
    const { sqlite } = openDatabaseMapped(file, size + 2 * 2 ** 20);
    sqlite.exec('CREATE TABLE filler (b BLOB)');
    const insert = sqlite.prepare('INSERT INTO filler VALUES (zeroblob(100000))');
    insert.run();
    expect(sqlite.pragma('page_count', { simple: true }) as number).toBeGreaterThan(size / 4096);
    expect(() => sqlite.transaction(() => { for (let i = 0; i < 100; i++) insert.run(); })()).toThrow(expect.objectContaining({ code: 'SQLITE_FULL' }));
    expect(sqlite.prepare('SELECT COUNT(*) FROM filler').pluck().get()).toBe(1);
    expect(sqlite.pragma('quick_check', { simple: true })).toBe('ok');
    sqlite.close();
  });

  it('serializes to an image that opens as any world does, and keeps working after its file is removed', () => {
    const { file } = imageFile(5);
    const mapped = openDatabaseMapped(file, 16 * 2 ** 20);
    rmSync(file);
    mapped.sqlite.prepare('DELETE FROM publishers WHERE id = ?').run('pub_1');
    const copy = openDatabaseImage(mapped.sqlite.serialize());
    expect(publishers(copy.sqlite)).toBe(4);
    copy.sqlite.close();
    mapped.sqlite.close();
  });

  it('refuses a file that is not there, with a message', () => {
    expect(() => openDatabaseMapped(join(dir, 'missing.sqlite'), 2 ** 20)).toThrow(/cannot open the image file/);
  });
});

describe('an in-memory database shared by name (decision 0013, 2026-11-25)', () => {
  it('is the same database for every connection that opens its name, and ends with the last one', async () => {
    const uri = sharedMemoryUri(`test-${process.pid}-${Math.random().toString(36).slice(2)}`);
    const holder = openSharedMemoryDatabase(uri);
    const { file } = imageFile(2);
    const source = openDatabaseImage(readFileSync(file));
    await source.sqlite.backup(uri);
    source.sqlite.close();
    const other = openSharedMemoryDatabase(uri);
    other.sqlite.prepare('DELETE FROM publishers WHERE id = ?').run('pub_0');
    other.sqlite.close();
    expect(publishers(holder.sqlite)).toBe(1);
    holder.sqlite.close();
    const again = openSharedMemoryDatabase(uri);
    expect(again.sqlite.prepare('SELECT COUNT(*) FROM sqlite_master').pluck().get()).toBe(0);
    again.sqlite.close();
  });
});

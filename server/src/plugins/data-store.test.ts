import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabaseImage } from '@cashloop/db';
import { closeWrites, openWrites } from '../mock/write-gate';
import { DataStore } from './data-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A default-world store seeded from the tests' template (the demo world), on a new file (written by its first
 * write-back), or `existing`: on a file already there, as at every start but the first.
 */
function storeOnFile(options: { existing?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'cashloop-store-'));
  dirs.push(dir);
  const file = join(dir, 'world.db');
  const image = readFileSync(inject('templateDatabase'));
  if (options.existing) writeFileSync(file, image);
  const { store } = DataStore.open(file, () => image);
  return { store, file, image };
}

const marker = (sqlite: DataStore['sqlite']) => {
  sqlite.exec('CREATE TABLE IF NOT EXISTS zz_marker (v TEXT)');
  sqlite.exec("INSERT INTO zz_marker VALUES ('after the swap')");
};

const fileHasMarker = (file: string) => {
  if (!existsSync(file)) return false;
  const { sqlite } = openDatabaseImage(readFileSync(file));
  try {
    return sqlite.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'zz_marker'").pluck().get() === 1;
  } finally {
    sqlite.close();
  }
};

/** Flushes until the file holds the marker (a write-back waits for a spacing after the last), up to ~10 s. */
async function flushedWithMarker(store: DataStore, file: string): Promise<boolean> {
  for (let tries = 0; tries < 100 && !fileHasMarker(file); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await store.flush();
  }
  return fileHasMarker(file);
}

describe('the default world written back to its file', () => {
  it('writes the world to its file after it changed', async () => {
    const { store, file } = storeOnFile();
    marker(store.sqlite);
    await store.flush();
    expect(fileHasMarker(file)).toBe(true);
    store.close();
  });

  it('a swap during a write-back stops it first, closes the old connection, and the new world reaches the file', async () => {
    const { store, file, image } = storeOnFile();
    const writing = store.flush(); // the whole demo image: many steps, so still under way below
    const old = store.sqlite;
    await store.settle();
    await writing;
    store.replaceWith(image);
    // Closed at once rather than kept until the copy ended: the new image could reuse its memory.
    expect(old.open).toBe(false);
    marker(store.sqlite);
    // The stopped write-back left no file; a later one writes the new world.
    expect(existsSync(file)).toBe(false);
    expect(await flushedWithMarker(store, file)).toBe(true);
    store.close();
  }, 30_000);

  it("an upload's commit swapped in during a write-back: the same world (era kept), the old connection closed once the copy ends, the new world in the file", async () => {
    const { store, file, image } = storeOnFile();
    const next = openDatabaseImage(Buffer.from(image));
    marker(next.sqlite);
    const era = store.era;
    const writing = store.flush();
    const old = store.sqlite;
    store.swapInCommitted(next);
    // The write-back still copies the old connection: it is closed when that ends, not under it.
    expect(old.open).toBe(true);
    expect(store.era).toBe(era);
    await writing;
    expect(old.open).toBe(false);
    // That write-back copied the old world; the swap left the store due to write again (closing writes at once).
    expect(fileHasMarker(file)).toBe(false);
    store.close();
    expect(fileHasMarker(file)).toBe(true);
  }, 30_000);

  it('a connection a running upload reads stays open across a commit swap until it lets go; a reset moves the era', () => {
    const { store, image } = storeOnFile();
    const read = store.retain();
    store.swapInCommitted(openDatabaseImage(Buffer.from(image)));
    expect(read.open).toBe(true);
    expect(read.prepare('SELECT COUNT(*) FROM transactions').pluck().get()).toBeGreaterThan(0);
    store.release(read);
    expect(read.open).toBe(false);
    const era = store.era;
    store.replaceWith(Buffer.from(image));
    expect(store.era).toBe(era + 1);
    store.close();
  });

  it('a world swapped for a copy of itself (parked in a file for a commit) still owes its file the changes it had', async () => {
    const { store, file } = storeOnFile();
    await store.flush(); // the seeded world written: nothing owed
    marker(store.sqlite); // changed, not written yet
    store.swapInCommitted(openDatabaseImage(store.image()), true);
    expect(await flushedWithMarker(store, file)).toBe(true);
    store.close();
  }, 30_000);

  it('writes nothing back while the gate holds writes (a commit will swap another world in), then does', async () => {
    const { store, file } = storeOnFile();
    await closeWrites(store);
    await store.flush();
    expect(existsSync(file)).toBe(false);
    openWrites(store);
    await store.flush();
    expect(existsSync(file)).toBe(true);
    store.close();
  }, 30_000);

  it('replaces the file without freeing the old one on the request thread: the old file keeps a second name until removed on the pool (decision 0020)', async () => {
    const { store, file } = storeOnFile({ existing: true });
    const first = statSync(file).ino;
    writeFileSync(`${file}.old`, 'left by a crash between the link and its removal');
    // What the old name holds while the next write-back runs: the link keeps the first file alive past the rename.
    const seenAsOld = new Set<number>();
    let polling = true;
    const poll = () => {
      const old = statSync(`${file}.old`, { throwIfNoEntry: false });
      if (old) seenAsOld.add(old.ino);
      if (polling) setImmediate(poll);
    };
    poll();
    marker(store.sqlite);
    const written = await flushedWithMarker(store, file);
    polling = false;
    expect(written).toBe(true);
    expect(statSync(file).ino).not.toBe(first);
    expect(seenAsOld.has(first)).toBe(true);
    expect(existsSync(`${file}.old`)).toBe(false); // the crash's leftover and the first file both removed
    store.close();
  }, 30_000);

  it('settles at once when nothing is being written', async () => {
    const { store } = storeOnFile();
    await store.settle();
    expect(store.sqlite.open).toBe(true);
    store.close();
  });
});

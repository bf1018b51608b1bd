import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { LIVE_PREFIX } from '@cashloop/shared';
import { killChildServer, signInChild, startChildServer } from '../../test/child-server';
import { DataStore } from './data-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cashloop-store-'));
  dirs.push(dir);
  return dir;
};

/** Reads `sql` through a connection of its own: what another process would find in the file. */
function readFile(file: string, sql: string): unknown {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).pluck().get();
  } finally {
    db.close();
  }
}

const template = () => readFileSync(inject('templateDatabase'));

describe('the default world in its file', () => {
  it('is written from the seeded image when the file is missing, in WAL mode', () => {
    const file = join(newDir(), 'nested', 'world.db');
    let seeded = 0;
    const { store, seeded: wasSeeded } = DataStore.open(file, () => (seeded++, template()));
    expect({ seeded, wasSeeded }).toEqual({ seeded: 1, wasSeeded: true });
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(readFile(file, 'SELECT COUNT(*) FROM publishers')).toBeGreaterThan(0);
    store.close();
  });

  it('opens an existing file in place without seeding', () => {
    const file = join(newDir(), 'world.db');
    writeFileSync(file, template());
    const { store, seeded } = DataStore.open(file, () => {
      throw new Error('must not seed');
    });
    expect(seeded).toBe(false);
    expect(store.file).toBe(file);
    store.close();
  });

  it('has every acknowledged write in the file at once, for any other connection to read', () => {
    const file = join(newDir(), 'world.db');
    const { store } = DataStore.open(file, template);
    store.sqlite.prepare("UPDATE publishers SET company_name = 'Written now' WHERE id = 'pub_northwind'").run();
    expect(readFile(file, "SELECT company_name FROM publishers WHERE id = 'pub_northwind'")).toBe('Written now');
    store.close();
  });

  it('a reset writes the image as the file and starts a new era; the old connection is closed', () => {
    const file = join(newDir(), 'world.db');
    const { store } = DataStore.open(file, template);
    const image = store.image();
    const old = store.sqlite;
    store.sqlite.prepare("UPDATE publishers SET company_name = 'Before reset' WHERE id = 'pub_northwind'").run();
    store.replaceWith(image);
    expect(store.era).toBe(1);
    expect(old.open).toBe(false);
    expect(readFile(file, "SELECT company_name FROM publishers WHERE id = 'pub_northwind'")).not.toBe('Before reset');
    expect(store.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(existsSync(`${file}.writing`)).toBe(false);
    store.close();
  });

  it('a connection a running upload retains stays open across a reset until released', () => {
    const file = join(newDir(), 'world.db');
    const { store } = DataStore.open(file, template);
    const held = store.retain();
    store.replaceWith(store.image());
    expect(held.open).toBe(true);
    store.release(held);
    expect(held.open).toBe(false);
    store.close();
  });

  it('without persist, an existing file is only read into memory (the tests shared template)', () => {
    const file = join(newDir(), 'world.db');
    writeFileSync(file, template());
    const before = readFileSync(file);
    const { store, image } = DataStore.open(file, template, false);
    expect(store.file).toBeNull();
    expect(image?.length).toBe(before.length);
    store.sqlite.prepare("UPDATE publishers SET company_name = 'Memory only' WHERE id = 'pub_northwind'").run();
    store.close();
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('a world in memory', () => {
  it('is opened from an image, which its writes never change', () => {
    const image = template();
    const copy = Buffer.from(image);
    const store = DataStore.fromImage(image);
    store.sqlite.prepare("UPDATE publishers SET company_name = 'Changed' WHERE id = 'pub_northwind'").run();
    const again = DataStore.fromImage(image);
    expect(again.sqlite.prepare("SELECT company_name FROM publishers WHERE id = 'pub_northwind'").pluck().get()).not.toBe('Changed');
    expect(image.subarray(100).equals(copy.subarray(100))).toBe(true);
    store.close();
    again.close();
  });
});

describe('a write the server acknowledged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cashloop-kill-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('survives the server being killed a moment after its 200', { timeout: 120_000 }, async () => {
    const file = join(dir, 'world.sqlite');
    writeFileSync(file, template());
    const first = await startChildServer(file);
    try {
      const token = await signInChild(first.base);
      const name = `Durable ${Date.now()}`;
      const res = await fetch(`${first.base}${LIVE_PREFIX}/user/update/details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ firstName: name, lastName: 'Morgan', contentNotifications: true }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      await killChildServer(first.proc);
      // The file as the next start finds it, and that start answering from it.
      const second = await startChildServer(file);
      try {
        const again = await signInChild(second.base, 1);
        const me = (await (await fetch(`${second.base}${LIVE_PREFIX}/user`, { headers: { authorization: `Bearer ${again}` } })).json()) as { publisherUser: { firstName: string } };
        expect(me.publisherUser.firstName).toBe(name);
      } finally {
        await killChildServer(second.proc, 'SIGTERM');
      }
    } finally {
      await killChildServer(first.proc);
    }
  });
});

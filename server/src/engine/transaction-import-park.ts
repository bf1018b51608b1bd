import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { canMapImages, openDatabaseMapped, type Sqlite } from '@cashloop/db';
import { newImageFilePath } from '../mock/image-files';
import { WORLD_MAX_BYTES } from './transaction-import-room';

/** Pages copied per event-loop turn: 4 MB, a few ms. */
export const BACKUP_PAGES_PER_STEP = 1_024;

/** The world as its parked file, and a plain connection to read the worker's copy from. */
export interface ParkedWorld {
  /** The world from now on: the file mapped copy-on-write (read-only until the commit ends). */
  mapped: ReturnType<typeof openDatabaseMapped>;
  /** The same file read through the operating system, not mapped: copying from it leaves the mapping's pages alone. */
  readFrom: Sqlite;
}

/**
 * Before a large commit copies the world for its worker, the world's own image leaves memory (decision 0013,
 * 2026-11-25 second section). The world, read-only since the gate closed, is backed up to a file a few MB per
 * turn; the caller swaps in that file mapped copy-on-write, so reads meanwhile bring in only the pages they
 * touch, and the in-memory image is freed; the worker's copy is then read from the file. The commit holds one
 * image of the world in memory instead of two. The file is unlinked at once: the mapping and the reading
 * connection keep it until they close. Null where images cannot be mapped (Windows): the world stays as it is.
 */
export async function parkWorldInFile(sqlite: Sqlite): Promise<ParkedWorld | null> {
  if (!canMapImages) return null;
  // Named like the image files, so a server starting after a crash mid-backup removes what this one left.
  const file = await newImageFilePath('commit-');
  try {
    await sqlite.backup(file, { progress: () => BACKUP_PAGES_PER_STEP });
    const readFrom = new Database(file, { readonly: true });
    try {
      return { mapped: openDatabaseMapped(file, WORLD_MAX_BYTES), readFrom };
    } catch (error) {
      readFrom.close();
      throw error;
    }
  } finally {
    rmSync(file, { force: true });
  }
}

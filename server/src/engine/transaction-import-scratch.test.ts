import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newScratchFile, openScratch, removeScratch, SCRATCH_DIR, sweepScratch } from './transaction-import-scratch';

describe("uploads' staging files", () => {
  it('are named after the server that made them; start-up removes only those of servers no longer running', () => {
    mkdirSync(SCRATCH_DIR, { recursive: true });
    // Pid 2^22 + 1 is above Linux's largest pid: no such process.
    const dead = join(SCRATCH_DIR, `${2 ** 22 + 1}-deadbeef.db`);
    writeFileSync(dead, 'left by a killed server');
    const mine = newScratchFile();
    const db = openScratch(mine);
    db.exec('CREATE TABLE t (x)');
    expect(sweepScratch()).toBeGreaterThanOrEqual(1);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(true);
    db.close();
    removeScratch(mine);
    expect(existsSync(mine)).toBe(false);
  });
});

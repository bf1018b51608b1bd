import { readFileSync } from 'node:fs';
import { mappedRegion } from '@cashloop/db';
import type { DataStore } from '../plugins/data-store';

/**
 * Memory each world holds of its own, for the sessions list. A world copied from an image holds its whole
 * database. A world mapped from a template's or snapshot's file holds only the pages it has written (the
 * rest are the file's, shared by every world mapped from it): the private pages of its mapping, read from
 * /proc/self/smaps. Where that cannot be read (not Linux), the database's size, as before.
 */
export function worldMemoryBytes(worlds: DataStore[], smaps: () => string = () => readFileSync('/proc/self/smaps', 'utf8')): number[] {
  const regions = worlds.map((data) => (data.sqlite.open ? mappedRegion(data.sqlite) : null));
  if (regions.every((r) => r === null)) return worlds.map((data) => data.sizeBytes);
  let text: string;
  try {
    text = smaps();
  } catch {
    return worlds.map((data) => data.sizeBytes);
  }
  const own = regions.map(() => 0);
  for (const { region, line } of linesByRegion(text, regions)) {
    if (line.startsWith('Anonymous:')) own[region]! += Number(/(\d+)/.exec(line)![1]) * 1024;
  }
  return worlds.map((data, i) => (regions[i] ? own[i]! : data.sizeBytes));
}

type Region = { start: bigint; bytes: number };

/**
 * The lines of /proc/self/smaps (`text`) about each area that starts inside one of `regions`, with that
 * region's index: the area's own header line, then its fields (`Anonymous: 12 kB`, ...).
 */
export function* linesByRegion(text: string, regions: readonly (Region | null)[]): Generator<{ region: number; line: string }> {
  let current = -1;
  for (const line of text.split('\n')) {
    const area = /^([0-9a-f]+)-[0-9a-f]+ /.exec(line);
    if (area) {
      const start = BigInt(`0x${area[1]}`);
      current = regions.findIndex((r) => r !== null && start >= r.start && start < r.start + BigInt(r.bytes));
    }
    if (current >= 0) yield { region: current, line };
  }
}

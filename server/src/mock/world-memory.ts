import { readFileSync } from 'node:fs';
import { mappedRegion } from '@cashloop/db';
import type { DataStore } from '../plugins/data-store';

type Region = { start: bigint; bytes: number };

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
  return ownMemory(text, worlds.map((data, i) => ({ region: regions[i]!, sizeBytes: data.sizeBytes })));
}

/**
 * Each world's private pages, from smaps `text`: the Anonymous pages of the areas of its region, and its whole
 * size where it has no region. The growth room behind the file is anonymous memory, and the kernel merges it
 * with an anonymous mapping made right after it into one area, whose Anonymous count then holds the other
 * mapping's pages too (41 MB for a new world in a full test run). So an area counts at most the bytes of the
 * database that lie in it: nothing past the database's end is the world's.
 */
export function ownMemory(text: string, worlds: readonly { region: Region | null; sizeBytes: number }[]): number[] {
  const regions = worlds.map((w) => w.region);
  const own = worlds.map((w) => (w.region ? 0 : w.sizeBytes));
  for (const { region, areaStart, line } of linesByRegion(text, regions)) {
    if (!line.startsWith('Anonymous:')) continue;
    const inDatabase = worlds[region]!.sizeBytes - Number(areaStart - regions[region]!.start);
    own[region]! += Math.min(Number(/(\d+)/.exec(line)![1]) * 1024, Math.max(0, inDatabase));
  }
  return own;
}

/**
 * The lines of /proc/self/smaps (`text`) about each area that starts inside one of `regions`, with that
 * region's index and the area's start: the area's own header line, then its fields (`Anonymous: 12 kB`, ...).
 */
export function* linesByRegion(
  text: string,
  regions: readonly (Region | null)[],
): Generator<{ region: number; areaStart: bigint; line: string }> {
  let current = -1;
  let areaStart = 0n;
  for (const line of text.split('\n')) {
    const area = /^([0-9a-f]+)-[0-9a-f]+ /.exec(line);
    if (area) {
      areaStart = BigInt(`0x${area[1]}`);
      current = regions.findIndex((r) => r !== null && areaStart >= r.start && areaStart < r.start + BigInt(r.bytes));
    }
    if (current >= 0) yield { region: current, areaStart, line };
  }
}

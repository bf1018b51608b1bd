import type { WorldImage } from './data-store';

/** A saved world: its database image and where its clock stood. */
export interface Snapshot {
  name: string;
  createdAt: number;
  clockNow: number;
  clockFrozen: boolean;
  image: WorldImage;
  bytes: number;
}

/** At most this many per world: each holds a whole database image (~21 MB for the demo world). */
export const MAX_SNAPSHOTS = 10;

/** Named snapshots of one world, in memory (a snapshot is for a test run or a demo, not for backups). */
export class Snapshots {
  private readonly byName = new Map<string, Snapshot>();

  /** Whether saving under `name` would go past the limit (saving under an existing name replaces it). */
  full(name: string): boolean {
    return !this.byName.has(name) && this.byName.size >= MAX_SNAPSHOTS;
  }

  save(snapshot: Snapshot): void {
    this.byName.delete(snapshot.name);
    this.byName.set(snapshot.name, snapshot);
  }

  /** Bytes the snapshots hold. */
  get bytes(): number {
    let total = 0;
    for (const s of this.byName.values()) total += s.bytes;
    return total;
  }

  get(name: string): Snapshot | undefined {
    return this.byName.get(name);
  }

  delete(name: string): boolean {
    return this.byName.delete(name);
  }

  close(): void {
    this.byName.clear();
  }

  /** Newest first. */
  list(): Snapshot[] {
    return [...this.byName.values()].reverse();
  }

  get size(): number {
    return this.byName.size;
  }
}

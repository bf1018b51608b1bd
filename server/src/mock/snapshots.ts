/** A saved world: its database image and where its clock stood. */
export interface Snapshot {
  name: string;
  createdAt: number;
  clockNow: number;
  clockFrozen: boolean;
  image: Buffer;
}

/** At most this many per world: each holds a whole database image. */
const MAX_SNAPSHOTS = 20;

/** Named snapshots of one world, in memory (a snapshot is for a test run or a demo, not for backups). */
export class Snapshots {
  private readonly byName = new Map<string, Snapshot>();

  save(snapshot: Snapshot): void {
    this.byName.delete(snapshot.name);
    this.byName.set(snapshot.name, snapshot);
    while (this.byName.size > MAX_SNAPSHOTS) this.byName.delete(this.byName.keys().next().value!);
  }

  get(name: string): Snapshot | undefined {
    return this.byName.get(name);
  }

  delete(name: string): boolean {
    return this.byName.delete(name);
  }

  /** Newest first. */
  list(): Snapshot[] {
    return [...this.byName.values()].reverse();
  }

  get size(): number {
    return this.byName.size;
  }
}

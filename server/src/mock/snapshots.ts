import type { WorldImage } from '../plugins/world-image';
import { ImageFiles, type MappableImage, removeImageFile } from './image-files';

/** A saved world: its database image (and its file, once written) and where its clock stood. */
export interface Snapshot extends MappableImage {
  name: string;
  createdAt: number;
  clockNow: number;
  clockFrozen: boolean;
}

/** At most this many per world: each holds a whole database image (~110 MB for the demo world). */
export const MAX_SNAPSHOTS = 10;

/** Named snapshots of one world, in memory (a snapshot is for a test run or a demo, not for backups). */
export class Snapshots {
  private readonly byName = new Map<string, Snapshot>();
  /** Each snapshot's file; its image in memory is let go once the file holds it. */
  private readonly files = new ImageFiles((snapshot) => this.byName.get((snapshot as Snapshot).name) === snapshot, true);

  /** Whether saving under `name` would go past the limit (saving under an existing name replaces it). */
  full(name: string): boolean {
    return !this.byName.has(name) && this.byName.size >= MAX_SNAPSHOTS;
  }

  /**
   * Keeps it, and resolves once its file is written (off the event loop): every restore then maps the file
   * instead of copying the image, the first one right after the save included.
   */
  async save(snapshot: Snapshot): Promise<void> {
    const replaced = this.byName.get(snapshot.name);
    if (replaced) removeImageFile(replaced);
    this.byName.delete(snapshot.name);
    this.byName.set(snapshot.name, snapshot);
    await this.files.written(snapshot);
  }

  /** What a restore opens: the snapshot's file, mapped, once written; until then its image, copied. */
  source(snapshot: Snapshot): WorldImage {
    return this.files.source(snapshot);
  }

  /** Resolves once the files being written are done. */
  settled(): Promise<void> {
    return this.files.settled();
  }

  /** Bytes of the snapshots still held in memory (those whose file is not written). */
  get bytes(): number {
    let total = 0;
    for (const s of this.byName.values()) total += s.image?.length ?? 0;
    return total;
  }

  get(name: string): Snapshot | undefined {
    return this.byName.get(name);
  }

  delete(name: string): boolean {
    const snapshot = this.byName.get(name);
    if (snapshot) removeImageFile(snapshot);
    return this.byName.delete(name);
  }

  /** The world ends: its snapshots' files go (once those being written are done). */
  close(): Promise<void> {
    return this.files.close(this.byName.values());
  }

  /** Newest first. */
  list(): Snapshot[] {
    return [...this.byName.values()].reverse();
  }

  get size(): number {
    return this.byName.size;
  }
}

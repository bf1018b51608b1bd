import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canMapImages } from '@cashloop/db';
import { sweepDeadPidFiles } from '../lib/pid-files';
import type { WorldImage } from '../plugins/world-image';

/** A world's image kept to open worlds from (a template, a snapshot), and its file once written. */
export interface MappableImage {
  /** The image in memory; null once its file holds it (when the owner lets it go: snapshots do). */
  image: Buffer | null;
  /** The image's size in bytes, whether in memory or in the file. */
  bytes: number;
  /** The image as a file of its own: a world opened from it maps it copy-on-write, which copies nothing. */
  file?: string;
}

/** Where the images' files are, named by the server's pid (a server starting up removes dead ones'). */
export const IMAGE_FILE_DIR = join(tmpdir(), 'cashloop-world-images');

/**
 * A new file name under IMAGE_FILE_DIR (the folder made if missing), named by this server's pid so that a server
 * starting after a crash removes what this one left (`sweepImageFiles`).
 */
export async function newImageFilePath(tag = ''): Promise<string> {
  await mkdir(IMAGE_FILE_DIR, { recursive: true });
  return join(IMAGE_FILE_DIR, `${process.pid}-${tag}${randomBytes(8).toString('hex')}.sqlite`);
}

/** At start-up: removes the image files of servers that are no longer running. */
export function sweepImageFiles(): number {
  return sweepDeadPidFiles(IMAGE_FILE_DIR);
}

/**
 * Opening a world from an image in memory copies the whole image into fresh memory, which on this VM costs
 * a host fault per page (decision 0007). So each kept image gets a file, written off the event loop the
 * first time a world is to be opened from it; from then on a world maps that file copy-on-write instead
 * (decision 0007, 2026-11-25). Until the file is there, worlds are copied from the image as before.
 */
export class ImageFiles {
  private readonly writing = new Map<MappableImage, Promise<void>>();
  private closed = false;

  /**
   * `held(image)`: whether the image is still kept (one dropped meanwhile has its new file removed).
   * `dropImages`: once an image's file is written, the image in memory is let go (the file holds it).
   */
  constructor(
    private readonly held: (image: MappableImage) => boolean,
    private readonly dropImages = false,
  ) {}

  /** What to open a world from now: the file once written, else the image (and the file's writing starts). */
  source(kept: MappableImage): WorldImage {
    if (kept.file) return { file: kept.file };
    const image = kept.image!; // let go of only once the file is there
    if (canMapImages && !this.closed && !this.writing.has(kept)) {
      const writing = writeImageFile(image)
        .then((file) => {
          if (this.closed || !this.held(kept)) rmSync(file, { force: true });
          else {
            kept.file = file;
            if (this.dropImages) kept.image = null;
          }
        })
        .catch(() => undefined) // no file: worlds are copied from the image, as before
        .finally(() => this.writing.delete(kept));
      this.writing.set(kept, writing);
    }
    return image;
  }

  /** Resolves once the file of `kept` is written (or could not be: worlds are then copied from its image). */
  async written(kept: MappableImage): Promise<void> {
    this.source(kept);
    await this.writing.get(kept);
  }

  /** Resolves once every file being written is done. */
  async settled(): Promise<void> {
    await Promise.all(this.writing.values());
  }

  /** No more files; those of `kept` are removed once the ones being written are done. */
  async close(kept: Iterable<MappableImage>): Promise<void> {
    this.closed = true;
    await this.settled();
    for (const image of kept) removeImageFile(image);
  }
}

/** Removes an image's file (worlds mapping it keep their pages: the file is only unlinked). */
export function removeImageFile(kept: MappableImage): void {
  if (kept.file) rmSync(kept.file, { force: true });
  kept.file = undefined;
}

/**
 * Writes an image to a new file of its own (a temporary name, renamed once whole), marked as a
 * rollback-journal database as openDatabaseImage marks images: a world cannot be opened in memory in WAL mode.
 * Never written again: worlds map it copy-on-write.
 */
async function writeImageFile(image: Buffer): Promise<string> {
  const file = await newImageFilePath();
  const partial = `${file}.writing`;
  const handle = await open(partial, 'w');
  try {
    await handle.writeFile(image);
    if (image[18] === 2 || image[19] === 2) await handle.write(Buffer.from([1, 1]), 0, 2, 18);
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  return file;
}

/**
 * Where the journal keeps its answers' text: as UTF-8 bytes in a few large, reused buffers outside the V8
 * heap. Kept as strings, 5,000 answers of up to 16 K characters outlived two scavenges each, so every
 * answer was copied into the old generation and collected there again: GC took 12–23 % of a list's CPU
 * (docs/decisions/0014-request-path-speed.md, "the journal's cost"). A Buffer per answer measured no better
 * (one allocation outside the heap per call, plus the object and its finaliser). Here an answer costs one
 * encode into memory allocated once and recycled, and its string dies young.
 */

/** 512 KiB: 32 ASCII answers cut at 16 K characters; one per world until its calls fill it. */
const CHUNK_BYTES = 512 * 1024;

export interface Chunk {
  readonly bytes: Buffer;
  used: number;
  /** Texts in this chunk still referenced by a record. */
  live: number;
}

/**
 * Where the first characters of an answer lie, as UTF-8 bytes in a chunk: fields of the journal's record
 * itself, filled in by `keep`, so keeping an answer allocates nothing per call (decision 0017).
 */
export interface TextSlot {
  chunk: Chunk | null;
  start: number;
  end: number;
}

/** String.prototype.isWellFormed (Node 20) is not in this project's TypeScript lib yet. */
type WellFormed = string & { isWellFormed(): boolean };

/**
 * Emptied chunks are all kept for reuse until `dropSpares` (the journal's clear): the store holds at most what its
 * ring needed at once. Given back beyond a few, they were allocated again as soon as larger answers followed small
 * ones (~150 chunks, 78 MB, when a ring of 5,000 went from GET /user to 16 K list pages): memory outside the heap
 * that V8 counts, so the burst started a full GC on "external memory pressure" (decision 0014, eighth pass).
 */
export class TextChunks {
  private current: Chunk | null = null;
  private readonly spare: Chunk[] = [];
  /** Chunks allocated and not given back to the allocator: in use, current or spare. */
  chunksHeld = 0;

  /**
   * Keeps the first `maxChars` characters of `text` as UTF-8 bytes and says where in `slot`; false (the slot
   * untouched) when they do not fit a chunk or are not well-formed UTF-16 (a lone surrogate, or a pair the
   * cut splits, would not come back the same).
   */
  keep(text: string, maxChars: number, slot: TextSlot): boolean {
    // A slice shares the answer's characters; it and the answer die young once their bytes are copied.
    const cut = text.length > maxChars ? text.slice(0, maxChars) : text;
    const room = cut.length * 3; // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (cut.length === 0 || room > CHUNK_BYTES || !(cut as WellFormed).isWellFormed()) return false;
    if (this.current === null || CHUNK_BYTES - this.current.used < room) this.current = this.spare.pop() ?? this.newChunk();
    const chunk = this.current;
    slot.chunk = chunk;
    slot.start = chunk.used;
    chunk.used += chunk.bytes.write(cut, chunk.used, room, 'utf8');
    slot.end = chunk.used;
    chunk.live += 1;
    return true;
  }

  /** The text a slot that `keep` filled refers to. */
  read(slot: TextSlot): string {
    return slot.chunk!.bytes.toString('utf8', slot.start, slot.end);
  }

  /** The record holding `slot` lets go of its text (the slot is emptied); a chunk none refers to any more is reused. */
  release(slot: TextSlot): void {
    const chunk = slot.chunk;
    if (chunk === null) return;
    slot.chunk = null;
    chunk.live -= 1;
    if (chunk.live > 0) return;
    chunk.used = 0;
    if (chunk !== this.current) this.spare.push(chunk);
  }

  /** Gives the emptied chunks back to the allocator (the ring was cleared: its peak need is gone with its records). */
  dropSpares(): void {
    this.chunksHeld -= this.spare.length;
    this.spare.length = 0;
  }

  private newChunk(): Chunk {
    this.chunksHeld += 1;
    // Unpooled and not zeroed: every byte read was written by keep() first.
    return { bytes: Buffer.allocUnsafeSlow(CHUNK_BYTES), used: 0, live: 0 };
  }
}

/**
 * Page diffs of database images (a session bundle's snapshots). A snapshot is a whole image, ~21 MB for the
 * demo world, and gzip's 32 KB window cannot see that it repeats the session's own image page for page; so a
 * bundle keeps only the blocks where a snapshot differs from the image it carries beside it.
 */

/** SQLite pages are a power of two from 512 to 65536 bytes, 4096 by default: 4 KB blocks line up with any of them. */
const BLOCK = 4096;
const HEADER = 8;

/**
 * `target` as the blocks where it differs from `base`: uint32 target length, uint32 block count, the block
 * numbers (uint32 each), then those blocks' bytes (the last one cut at the target's end).
 */
export function diffImage(base: Buffer, target: Buffer): Buffer {
  const blocks = Math.ceil(target.length / BLOCK);
  const changed: number[] = [];
  for (let b = 0; b < blocks; b++) {
    const from = b * BLOCK;
    const to = Math.min(from + BLOCK, target.length);
    if (to > base.length || target.compare(base, from, to, from, to) !== 0) changed.push(b);
  }
  const out = Buffer.allocUnsafe(HEADER + changed.length * 4 + changed.reduce((n, b) => n + Math.min(BLOCK, target.length - b * BLOCK), 0));
  out.writeUInt32BE(target.length, 0);
  out.writeUInt32BE(changed.length, 4);
  let at = HEADER;
  for (const b of changed) at = out.writeUInt32BE(b, at);
  for (const b of changed) {
    const size = target.copy(out, at, b * BLOCK, Math.min((b + 1) * BLOCK, target.length));
    xorWithBase(out, at, base, b * BLOCK, size);
    at += size;
  }
  return out;
}

/**
 * XORs `size` bytes of `buf` at `at` with the base's bytes at `from` (where the base has them): a changed page
 * mostly keeps its bytes in place, so what is stored is mostly zeros, which gzip packs to almost nothing.
 */
function xorWithBase(buf: Buffer, at: number, base: Buffer, from: number, size: number): void {
  const n = Math.max(0, Math.min(size, base.length - from));
  for (let i = 0; i < n; i++) buf[at + i]! ^= base[from + i]!;
}

/** The image `diffImage(base, target)` was made from; throws on a diff that does not fit together. */
export function applyImageDiff(base: Buffer, diff: Buffer): Buffer {
  if (diff.length < HEADER) throw new Error('page diff cut short');
  const length = diff.readUInt32BE(0);
  const count = diff.readUInt32BE(4);
  const target = Buffer.alloc(length);
  base.copy(target, 0, 0, Math.min(base.length, length));
  let data = HEADER + count * 4;
  if (data > diff.length) throw new Error('page diff cut short');
  for (let i = 0; i < count; i++) {
    const from = diff.readUInt32BE(HEADER + i * 4) * BLOCK;
    const size = Math.min(BLOCK, length - from);
    if (size <= 0 || data + size > diff.length) throw new Error('page diff does not fit its image');
    diff.copy(target, from, data, data + size);
    xorWithBase(target, from, base, from, size);
    data += size;
  }
  if (data !== diff.length) throw new Error('page diff has bytes left over');
  return target;
}

import { fileRejected } from '../../lib/app-error';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Largest side and pixel count accepted: bigger images are almost always a mistake and cost memory to serve. */
export const PNG_MAX_SIDE = 4096;
export const PNG_MAX_PIXELS = 4096 * 4096;
/** The same as the multipart limit, named here so the message can say it. */
export const PNG_MAX_BYTES = 5 * 1024 * 1024;

export interface PngSize {
  width: number;
  height: number;
}

/**
 * Checks that the bytes are a PNG by content (signature and IHDR header), not by the file's name, and
 * answers its size. Anything else is a 400 that says what was wrong.
 */
export function readPngSize(bytes: Buffer): PngSize {
  if (bytes.length === 0) throw fileRejected('The image file is empty');
  if (bytes.length > PNG_MAX_BYTES) throw fileRejected(`The image is too large: at most ${PNG_MAX_BYTES / 1024 / 1024} MB`);
  // Signature (8) + IHDR length (4) + type (4) + width (4) + height (4).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw fileRejected('The file is not a PNG image: only .png images can be uploaded');
  }
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') throw fileRejected('The PNG image is damaged (no IHDR header)');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw fileRejected('The PNG image has no pixels');
  if (width > PNG_MAX_SIDE || height > PNG_MAX_SIDE || width * height > PNG_MAX_PIXELS) {
    throw fileRejected(`The image is ${width}x${height} pixels: at most ${PNG_MAX_SIDE}x${PNG_MAX_SIDE} is accepted`);
  }
  return { width, height };
}

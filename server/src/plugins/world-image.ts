import { openDatabaseImage, openDatabaseMapped } from '@cashloop/db';
import { WORLD_MAX_BYTES } from '../engine/transaction-import-room';

/**
 * What a world is opened from: an image in memory (copied in), or a template's or snapshot's file, mapped
 * copy-on-write so that opening copies nothing (decision 0007, 2026-11-25).
 */
export type WorldImage = Buffer | { file: string };

export function openWorldImage(source: WorldImage): ReturnType<typeof openDatabaseImage> {
  return Buffer.isBuffer(source) ? openDatabaseImage(source) : openDatabaseMapped(source.file, WORLD_MAX_BYTES);
}

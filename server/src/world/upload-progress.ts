import type { Scope } from './app-deps';
import type { World } from './world';

/** An upload still running: kept in memory only, so a stopped server leaves no half-imported file behind. */
export interface RunningUpload {
  id: string;
  scope: Scope;
  fileName: string;
  createdOn: number;
  historic: boolean;
  enrichment: boolean;
  rowsRead: number;
  bytesRead: number;
  /** The request's length, when the client sent one. */
  totalBytes: number | null;
}

const running = new WeakMap<World, Map<string, RunningUpload>>();

export function startProgress(world: World, upload: RunningUpload): void {
  let map = running.get(world);
  if (!map) {
    map = new Map();
    running.set(world, map);
  }
  map.set(upload.id, upload);
}

export function endProgress(world: World, id: string): void {
  running.get(world)?.delete(id);
}

/** Whether an upload is running in the world (any scope). */
export const uploadsRunning = (world: World): boolean => (running.get(world)?.size ?? 0) > 0;

/** A running upload of any scope of the world, by id (the control plane's simulators look it up). */
export function findRunningUpload(world: World, id: string): RunningUpload | undefined {
  return running.get(world)?.get(id);
}

/** The scope's running uploads, newest first. */
export function runningUploads(world: World, scope: Scope): RunningUpload[] {
  const all = [...(running.get(world)?.values() ?? [])];
  return all
    .filter((u) => u.scope.publisherId === scope.publisherId && u.scope.env === scope.env)
    .sort((a, b) => b.createdOn - a.createdOn || b.id.localeCompare(a.id));
}

/** Share of the file read, 0..99 while running (100 is COMPLETED's). */
export function percentRead(u: RunningUpload): number {
  if (!u.totalBytes) return 0;
  return Math.min(99, Math.floor((u.bytesRead / u.totalBytes) * 100));
}

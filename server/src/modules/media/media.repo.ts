import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { scoped } from '../../lib/scoped-params';

export type MediaKind = 'CAMPAIGN' | 'RETAILER_LOGO' | 'OFFER_LOGO';

export interface MediaRow {
  id: string;
  publisherId: string;
  env: 'live' | 'sandbox';
  kind: MediaKind;
  contentType: string;
  width: number | null;
  height: number | null;
  /** Base64 of the bytes (the table keeps text so a world's image stays one portable SQLite file). */
  data: string;
}

export function insertMedia(
  sqlite: Sqlite,
  scope: Scope,
  row: { id: string; kind: MediaKind; contentType: string; width: number; height: number; data: string; now: number },
): void {
  prepared(
    sqlite,
    `INSERT INTO media_assets (id, publisher_id, env, kind, content_type, width, height, data, created_on)
     VALUES (@id, @publisherId, @env, @kind, @contentType, @width, @height, @data, @now)`,
  ).run(scoped(scope, row));
}

/** Not scoped on purpose: a hosted image is public by its unguessable id, like a CDN URL. */
export function findMedia(sqlite: Sqlite, id: string): MediaRow | undefined {
  return prepared(
    sqlite,
    `SELECT id, publisher_id AS publisherId, env, kind, content_type AS contentType, width, height, data
     FROM media_assets WHERE id = ?`,
  ).get(id) as MediaRow | undefined;
}

/** For checks such as a campaign's slot size: the asset must be the caller's own. */
export function findOwnMedia(sqlite: Sqlite, scope: Scope, id: string): MediaRow | undefined {
  const row = findMedia(sqlite, id);
  return row && row.publisherId === scope.publisherId && row.env === scope.env ? row : undefined;
}

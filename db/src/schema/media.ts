import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';

/** What an uploaded image is for: campaign banners, own-retailer logos, own-offer logos. */
export const mediaKinds = ['CAMPAIGN', 'RETAILER_LOGO', 'OFFER_LOGO'] as const;

/** Uploaded images, served back by id; the mock keeps everything in one SQLite file. */
export const mediaAssets = sqliteTable(
  'media_assets',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    kind: text('kind', { enum: mediaKinds }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    data: text('data').notNull(),
    createdOn: integer('created_on').notNull(),
  },
  (t) => [index('media_assets_scope_idx').on(t.publisherId, t.env, t.kind)],
);

import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { audiences } from './audiences';
import { scopeColumns } from './columns';
import { campaignSlots } from './enums';
import { programmeOffers } from './programme';

/**
 * Tenancy campaigns. Status (PENDING / INPROGRESS / CLOSED) is not stored: it follows from the
 * dates and the (virtual) clock, so it can never go stale.
 */
export const campaigns = sqliteTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    name: text('name').notNull(),
    slot: text('slot', { enum: campaignSlots }).notNull(),
    startDate: integer('start_date').notNull(),
    endDate: integer('end_date').notNull(),
    /** Image for TAKEOVER and FEATURE; null for PROMOTED. */
    assetLink: text('asset_link'),
    /** Null once the offer leaves the programme ('> Offer has been removed from program'). */
    programmeOfferId: text('programme_offer_id').references(() => programmeOffers.id, { onDelete: 'set null' }),
    createdOn: integer('created_on').notNull(),
  },
  (t) => [
    index('campaigns_scope_dates_idx').on(t.publisherId, t.env, t.startDate, t.endDate),
    index('campaigns_programme_offer_idx').on(t.programmeOfferId),
  ],
);

export const campaignAudiences = sqliteTable(
  'campaign_audiences',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    audienceId: text('audience_id')
      .notNull()
      .references(() => audiences.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.audienceId] }), index('campaign_audiences_audience_idx').on(t.audienceId)],
);

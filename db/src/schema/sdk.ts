import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { scopeColumns } from './columns';

/** The 15 SDK colours of spec 2 §3, one row per publisher and environment. */
export const sdkColours = sqliteTable(
  'sdk_colours',
  {
    id: text('id').primaryKey(),
    ...scopeColumns(),
    sectionLabelTitleColour: text('section_label_title_colour').notNull(),
    sectionLabelSubTitleColour: text('section_label_sub_title_colour').notNull(),
    primaryTextColour: text('primary_text_colour').notNull(),
    secondaryTextColour: text('secondary_text_colour').notNull(),
    highlightTextColour: text('highlight_text_colour').notNull(),
    cardBackgroundColour: text('card_background_colour').notNull(),
    cardBorderColour: text('card_border_colour').notNull(),
    dividerColour: text('divider_colour').notNull(),
    primaryButtonBackground: text('primary_button_background').notNull(),
    primaryButtonBorder: text('primary_button_border').notNull(),
    primaryButtonTextColour: text('primary_button_text_colour').notNull(),
    secondaryButtonBackground: text('secondary_button_background').notNull(),
    secondaryButtonBorder: text('secondary_button_border').notNull(),
    secondaryButtonTextColour: text('secondary_button_text_colour').notNull(),
    backgroundColour: text('background_colour').notNull(),
    createdOn: integer('created_on').notNull(),
    updatedOn: integer('updated_on').notNull(),
  },
  (t) => [uniqueIndex('sdk_colours_scope_uq').on(t.publisherId, t.env)],
);

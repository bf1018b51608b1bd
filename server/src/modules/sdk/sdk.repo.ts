import type { SdkColours } from '@cashloop/shared/contracts/sdk';
import type { Scope } from '../../world/app-deps';
import type { Sqlite } from '../../world/data-store';
import { prepared } from '../../lib/statements';
import { scoped } from '../../lib/scoped-params';

export interface SdkColoursRow extends SdkColours {
  id: string;
  publisherId: string;
  createdOn: number;
  updatedOn: number;
}

const COLUMNS = `id, publisher_id AS publisherId, created_on AS createdOn, updated_on AS updatedOn,
  section_label_title_colour AS sectionLabelTitleColour, section_label_sub_title_colour AS sectionLabelSubTitleColour,
  primary_text_colour AS primaryTextColour, secondary_text_colour AS secondaryTextColour,
  highlight_text_colour AS highlightTextColour, card_background_colour AS cardBackgroundColour,
  card_border_colour AS cardBorderColour, divider_colour AS dividerColour,
  primary_button_background AS primaryButtonBackground, primary_button_border AS primaryButtonBorder,
  primary_button_text_colour AS primaryButtonTextColour, secondary_button_background AS secondaryButtonBackground,
  secondary_button_border AS secondaryButtonBorder, secondary_button_text_colour AS secondaryButtonTextColour,
  background_colour AS backgroundColour`;

export function findColours(sqlite: Sqlite, scope: Scope): SdkColoursRow | undefined {
  return prepared(sqlite, `SELECT ${COLUMNS} FROM sdk_colours WHERE publisher_id = @publisherId AND env = @env`).get(scope) as
    | SdkColoursRow
    | undefined;
}

/** One row per publisher and partition (sdk_colours_scope_uq): the first save inserts it, later ones update it. */
export function upsertColours(sqlite: Sqlite, scope: Scope, id: string, colours: SdkColours, now: number): void {
  prepared(
    sqlite,
    `INSERT INTO sdk_colours (id, publisher_id, env, section_label_title_colour, section_label_sub_title_colour,
       primary_text_colour, secondary_text_colour, highlight_text_colour, card_background_colour, card_border_colour,
       divider_colour, primary_button_background, primary_button_border, primary_button_text_colour,
       secondary_button_background, secondary_button_border, secondary_button_text_colour, background_colour,
       created_on, updated_on)
     VALUES (@id, @publisherId, @env, @sectionLabelTitleColour, @sectionLabelSubTitleColour, @primaryTextColour,
       @secondaryTextColour, @highlightTextColour, @cardBackgroundColour, @cardBorderColour, @dividerColour,
       @primaryButtonBackground, @primaryButtonBorder, @primaryButtonTextColour, @secondaryButtonBackground,
       @secondaryButtonBorder, @secondaryButtonTextColour, @backgroundColour, @now, @now)
     ON CONFLICT (publisher_id, env) DO UPDATE SET
       section_label_title_colour = excluded.section_label_title_colour,
       section_label_sub_title_colour = excluded.section_label_sub_title_colour,
       primary_text_colour = excluded.primary_text_colour, secondary_text_colour = excluded.secondary_text_colour,
       highlight_text_colour = excluded.highlight_text_colour, card_background_colour = excluded.card_background_colour,
       card_border_colour = excluded.card_border_colour, divider_colour = excluded.divider_colour,
       primary_button_background = excluded.primary_button_background, primary_button_border = excluded.primary_button_border,
       primary_button_text_colour = excluded.primary_button_text_colour,
       secondary_button_background = excluded.secondary_button_background,
       secondary_button_border = excluded.secondary_button_border,
       secondary_button_text_colour = excluded.secondary_button_text_colour,
       background_colour = excluded.background_colour, updated_on = excluded.updated_on`,
  ).run(scoped(scope, colours, { id, now }));
}

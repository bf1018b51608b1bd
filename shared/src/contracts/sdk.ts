import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { offerTypes } from '../common/enums';
import { epochMs } from './common-schemas';

/** The 15 SDK colours of spec 2 §3, in the order the manager lists them. */
export const sdkColourNames = [
  'sectionLabelTitleColour', 'sectionLabelSubTitleColour', 'primaryTextColour', 'secondaryTextColour',
  'highlightTextColour', 'cardBackgroundColour', 'cardBorderColour', 'dividerColour', 'primaryButtonBackground',
  'primaryButtonBorder', 'primaryButtonTextColour', 'secondaryButtonBackground', 'secondaryButtonBorder',
  'secondaryButtonTextColour', 'backgroundColour',
] as const;
export type SdkColourName = (typeof sdkColourNames)[number];
export type SdkColours = Record<SdkColourName, string>;

/**
 * Spec 2 §9 gives seven defaults (background, primary text, secondary text, highlight, primary button,
 * card background, divider); the other eight are our choice, picked to match that dark theme: titles in
 * the primary and secondary text colours, borders in the divider or button colour, the primary button's
 * text on the background colour, and a secondary button outlined on the background. The seeds
 * (seeds/src/factories/sdk.ts) use the same values.
 */
export const DEFAULT_SDK_COLOURS: SdkColours = {
  sectionLabelTitleColour: '#F6F6F6',
  sectionLabelSubTitleColour: '#B3B5B9',
  primaryTextColour: '#F6F6F6',
  secondaryTextColour: '#B3B5B9',
  highlightTextColour: '#73f46c',
  cardBackgroundColour: '#000814',
  cardBorderColour: '#333943',
  dividerColour: '#333943',
  primaryButtonBackground: '#fcbc2c',
  primaryButtonBorder: '#fcbc2c',
  primaryButtonTextColour: '#19212B',
  secondaryButtonBackground: '#19212B',
  secondaryButtonBorder: '#B3B5B9',
  secondaryButtonTextColour: '#F6F6F6',
  backgroundColour: '#19212B',
};

/** A CSS hex colour, #RGB or #RRGGBB. */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const hexColour = (name: SdkColourName) =>
  z.string({ error: `${name} must be a hex colour such as #19212B` }).trim().regex(HEX_COLOUR, `${name} must be a hex colour such as #19212B`);

/** The colour JSON the manager saves: all 15 colours (anything else it sends, like id or createdOn, is ignored). */
export const sdkColoursSchema = z.object(
  Object.fromEntries(sdkColourNames.map((n) => [n, hexColour(n)])) as Record<SdkColourName, ReturnType<typeof hexColour>>,
);

/** Saved colours as the server answers them; id and dates are null while the defaults are in use. */
export const savedSdkColoursSchema = sdkColoursSchema.extend({
  id: z.string().nullable(),
  publisherId: z.string(),
  createdOn: epochMs.nullable(),
  updatedOn: epochMs.nullable(),
});
export type SavedSdkColours = z.infer<typeof savedSdkColoursSchema>;

/** What the offers SDK shows for one live programme offer. */
export const sdkOfferSchema = z.object({
  id: z.string(),
  retailerId: z.string(),
  retailerName: z.string(),
  logo: z.string(),
  offerType: z.enum(offerTypes),
  /** The end user's headline cashback, as the programme pages label it ('5 %', '£2', '10 % up to £25'). */
  cashback: z.string(),
});
export type SdkOffer = z.infer<typeof sdkOfferSchema>;

export const sdkFeedSchema = z.object({
  colours: sdkColoursSchema,
  offers: z.array(sdkOfferSchema),
});
export type SdkFeed = z.infer<typeof sdkFeedSchema>;

/** Most offers the SDK feed carries (the best-known retailers first). */
export const SDK_FEED_LIMIT = 50;

const tag = 'SDK';

export const sdkEndpoints = {
  colours: defineEndpoint({
    id: 'sdk.colours', tag, method: 'GET', path: '/sdk',
    summary: "The partition's SDK colours: the saved ones, else the defaults (id, createdOn and updatedOn null)",
    response: savedSdkColoursSchema,
  }),
  saveColours: defineEndpoint({
    id: 'sdk.saveColours', tag, method: 'POST', path: '/sdk',
    summary: 'Saves all 15 SDK colours (hex, #RGB or #RRGGBB) for this partition; answers what was saved',
    body: sdkColoursSchema,
    response: savedSdkColoursSchema,
  }),
  feed: defineEndpoint({
    id: 'sdk.feed', tag, method: 'GET', path: '/sdk/offers',
    summary:
      "What the offers SDK renders: the partition's saved colours and its live programme offers with their cashback. " +
      'Authorization: Bearer <token from POST /api-key/sdk/token> (a dashboard id token or an x-api-key is also accepted); 401 otherwise',
    // Authenticated in the handler: the SDK token is not an id token, so the usual check cannot take it.
    public: true,
    response: sdkFeedSchema,
  }),
};

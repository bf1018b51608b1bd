import { sdkColours } from '@cashloop/db';
import { DAY, type Scope, type SeedContext } from '../lib/context';

/** Spec 2 §9 gives seven defaults; the other eight are chosen to match that dark theme. */
export const DEFAULT_SDK_COLOURS = {
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
} as const;

export function seedSdkColours(ctx: SeedContext, scope: Scope): void {
  const createdOn = ctx.now - 200 * DAY;
  // Live shows a customised brand colour; sandbox keeps the defaults.
  const custom = scope.env === 'live' ? { highlightTextColour: '#4cc9f0', primaryButtonBackground: '#4361ee', primaryButtonBorder: '#4361ee' } : {};
  ctx.insert(sdkColours)({ id: ctx.ids.next('sdk'), ...scope, ...DEFAULT_SDK_COLOURS, ...custom, createdOn, updatedOn: createdOn + 30 * DAY });
}

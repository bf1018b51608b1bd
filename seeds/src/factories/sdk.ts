import { sdkColours } from '@cashloop/db';
// The contract's defaults (spec 2 §9's seven and our eight), so seeded and never-saved colours agree.
import { DEFAULT_SDK_COLOURS } from '@cashloop/shared/contracts/sdk';
import { DAY, type Scope, type SeedContext } from '../lib/context';

export function seedSdkColours(ctx: SeedContext, scope: Scope): void {
  const createdOn = ctx.now - 200 * DAY;
  // Live shows a customised brand colour; sandbox keeps the defaults.
  const custom = scope.env === 'live' ? { highlightTextColour: '#4cc9f0', primaryButtonBackground: '#4361ee', primaryButtonBorder: '#4361ee' } : {};
  ctx.insert(sdkColours)({ id: ctx.ids.next('sdk'), ...scope, ...DEFAULT_SDK_COLOURS, ...custom, createdOn, updatedOn: createdOn + 30 * DAY });
}

import type { channelTypes } from '../common/enums';
import { type FormProblem, isBlank, isWebsite, type Maybe } from './own-offer-problems';

/**
 * The channel (MID group) form of the own-offer wizard (spec 2 §2.2 step 3, §5 'Channel form'),
 * shared by the wizard and the server.
 */

export type ChannelType = (typeof channelTypes)[number];

/** The default channel type of the form. */
export const DEFAULT_CHANNEL_TYPE: ChannelType = 'ONLINE';
/** A card acquirer's merchant id: letters, digits and dashes. */
export const MID_PATTERN = /^[A-Za-z0-9-]+$/;
export const MID_MAX_CHARS = 50;
/** Most MIDs one channel holds (a CSV of a whole estate fits). */
export const MAX_MIDS_PER_CHANNEL = 5_000;
export const CHANNEL_TEXT_MAX = 200;

/** Which fields a channel type shows: the website for ONLINE and ANY, the address for INSTORE and ANY. */
export const channelShowsWebsite = (type: Maybe<ChannelType>): boolean => type === 'ONLINE' || type === 'ANY';
export const channelShowsAddress = (type: Maybe<ChannelType>): boolean => type === 'INSTORE' || type === 'ANY';

export interface ChannelDraft {
  channelName?: Maybe<string>;
  channelType?: Maybe<ChannelType>;
  website?: Maybe<string>;
  address?: Maybe<string>;
  city?: Maybe<string>;
  postcode?: Maybe<string>;
  mids?: Maybe<readonly string[]>;
}

/**
 * What stops a channel from being saved: every type needs a name; ONLINE and ANY a website; INSTORE
 * and ANY the first address line, city, postcode and at least one MID. MIDs must be well formed and
 * listed once. Empty when the channel can be saved.
 */
export function channelProblems(d: ChannelDraft): FormProblem[] {
  const problems: FormProblem[] = [];
  const add = (field: string, message: string) => problems.push({ path: [field], message });
  if (!d.channelType) add('channelType', 'Choose the channel type');
  if (isBlank(d.channelName)) add('channelName', 'Enter the channel name');
  else if (d.channelName!.trim().length > CHANNEL_TEXT_MAX) add('channelName', `Channel name is at most ${CHANNEL_TEXT_MAX} characters`);
  if (channelShowsWebsite(d.channelType)) {
    if (isBlank(d.website)) add('website', 'Enter the website');
    else if (!isWebsite(d.website)) add('website', `'${d.website!.trim()}' is not a website address`);
  }
  const mids = d.mids ?? [];
  if (channelShowsAddress(d.channelType)) {
    if (isBlank(d.address)) add('address', 'Enter the first line of the address');
    if (isBlank(d.city)) add('city', 'Enter the city');
    if (isBlank(d.postcode)) add('postcode', 'Enter the postcode');
    if (mids.filter((m) => !isBlank(m)).length === 0) add('mids', 'Add at least one MID');
  }
  for (const field of ['address', 'city', 'postcode'] as const) {
    if ((d[field]?.trim().length ?? 0) > CHANNEL_TEXT_MAX) add(field, `${field} is at most ${CHANNEL_TEXT_MAX} characters`);
  }
  problems.push(...midProblems(mids));
  return problems;
}

export const channelIsValid = (d: ChannelDraft): boolean => channelProblems(d).length === 0;

/** Malformed, too long or repeated MIDs of one list. */
export function midProblems(mids: readonly string[]): FormProblem[] {
  const problems: FormProblem[] = [];
  if (mids.length > MAX_MIDS_PER_CHANNEL) problems.push({ path: ['mids'], message: `A channel holds at most ${MAX_MIDS_PER_CHANNEL} MIDs` });
  const seen = new Set<string>();
  mids.forEach((raw, i) => {
    const mid = raw.trim();
    if (mid === '') problems.push({ path: ['mids', i], message: `MID ${i + 1} is empty` });
    else if (mid.length > MID_MAX_CHARS || !MID_PATTERN.test(mid)) {
      problems.push({ path: ['mids', i], message: `MID '${mid.slice(0, 60)}' is not valid: letters, digits and dashes, at most ${MID_MAX_CHARS}` });
    } else if (seen.has(mid)) problems.push({ path: ['mids', i], message: `MID ${mid} is listed twice` });
    seen.add(mid);
  });
  return problems;
}

/**
 * MIDs from a .csv file (spec 2 §2.2): the first line is a header and is skipped; every other line
 * is trimmed (and unquoted) and kept when not empty.
 */
export function midsFromCsv(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.trim().replace(/^"(.*)"$/, '$1').trim())
    .filter((line) => line !== '');
}

/** Appends MIDs to a list, keeping each once and the list's order. */
export function appendMids(existing: readonly string[], added: readonly string[]): string[] {
  const out = [...existing];
  const seen = new Set(existing.map((m) => m.trim()));
  for (const m of added.map((x) => x.trim())) {
    if (m !== '' && !seen.has(m)) {
      seen.add(m);
      out.push(m);
    }
  }
  return out;
}

import { campaignSlots } from '@cashloop/shared';
import { campaignStatusAt, type Campaign } from '@cashloop/shared/contracts/campaigns';
import type { Paged } from '@cashloop/shared/common/paging';
import { memoisedText, notFit, num, oneOf, pageText as pageTextOf, str, strOrNull } from '../../lib/json-text-values';
import { cardText } from '../programme/programme-page-text';
import type { CampaignPageRow } from './campaigns.repo';

/**
 * The campaigns page written as JSON text from one statement's rows (decision 0033): each campaign's programme offer
 * is its stored card (migration 0017), as the programme list writes it, where the page had read a whole programme row
 * per campaign and built, checked and stringified ~12 nested offers. The text is exactly `JSON.stringify` of what
 * `toCampaigns` builds, in the schema's key order; a value the compiled check would not pass (or a card with none)
 * makes `pageText` answer null, and the page is then answered from objects as before.
 */

const SLOTS = new Set<unknown>(campaignSlots);

/** SQLite's `[{"id":…,"name":…}]` rewritten as JSON.stringify writes it, memoised by its text (campaigns repeat). */
const audienceTexts = new Map<string, string | null>();
const audiencesText = (text: unknown): string =>
  memoisedText(audienceTexts, text, (t) => {
    const parsed: unknown = JSON.parse(t);
    if (!Array.isArray(parsed)) return null;
    try {
      return `[${parsed.map((a: { id?: unknown; name?: unknown }) => `{"id":${str(a?.id)},"name":${str(a?.name)}}`).join(',')}]`;
    } catch (error) {
      if (error === notFit) return null;
      throw error;
    }
  });

const RETAILER_OPENS = ',"retailer":{';
const RETAILER_GOES_ON = ',"retailerWebsite":';

/**
 * The campaign's `retailer` (id, name, logo) as the card's own retailer writes them: the card's tail opens with
 * `,"retailer":{"id":…,"retailerName":…,"logo":…,"retailerWebsite":` (migration 0017), from the same retailer row
 * `rowById` joins. A written string never holds an unescaped quote, so the first `,"retailerWebsite":` is the key.
 */
function retailerOfCard(tail: string): string {
  const end = tail.indexOf(RETAILER_GOES_ON);
  if (!tail.startsWith(RETAILER_OPENS) || end < 0) throw notFit;
  return `{${tail.slice(RETAILER_OPENS.length, end)}}`;
}

function campaignText(r: CampaignPageRow, now: number): string {
  let offer = 'null';
  let programId = 'null';
  let retailer = 'null';
  if (r.cardId !== null) {
    if (r.terms === null || r.currency === null || r.tail === null) throw notFit;
    offer = cardText({ id: r.cardId, head: r.head, terms: r.terms, currency: r.currency, tail: r.tail });
    programId = str(r.cardId);
    retailer = retailerOfCard(r.tail);
  }
  return `{"id":${str(r.id)},"name":${str(r.name)},"slot":${oneOf(SLOTS, r.slot)},"startDate":${num(r.startDate)},"endDate":${num(r.endDate)
  },"campaignStatus":"${campaignStatusAt(r.startDate, r.endDate, now)}","assetLink":${strOrNull(r.assetLink)},"associatedAudiences":${audiencesText(r.audiences)
  },"programId":${programId},"retailer":${retailer},"programOffer":${offer},"createdOn":${num(r.createdOn)}}`;
}

/** The page `{"content":[…],"totalElements":n}` as JSON text, or null when a value would not pass the compiled check. */
export const campaignPageText = (rows: readonly CampaignPageRow[], total: number, now: number): Paged<Campaign> | null =>
  pageTextOf(rows, total, (row) => campaignText(row, now));

import type { CashbackRule } from '@cashloop/db';
import { toMajor } from '@cashloop/shared';
import type { TicketProgramOffer } from '@cashloop/shared/contracts/support';
import type { Scope } from '../../world/app-deps';
import { prepared } from '../../lib/statements';
import type { Sqlite } from '../../world/data-store';
import { cashbackRulesToApi } from '../catalogue/offer-mapper';
import { rowById, tiersOf } from '../programme/programme.repo';
import { scoped } from '../../lib/scoped-params';

const CHANNEL_COLUMNS = `c.id, c.channel_name AS channelName, c.address, c.city, c.postcode, c.channel_type AS channelType,
  (SELECT json_group_array(mid) FROM (SELECT m.mid FROM channel_mids m WHERE m.channel_id = c.id ORDER BY m.mid)) AS mids`;

type ChannelRow = Omit<TicketProgramOffer['offer']['channels'][number], 'mids'> & { mids: string };

/** The offer's own channels (SPECIFIC_CHANNELS); an ALL_CHANNELS offer applies at every channel of its retailer. */
function channelsOf(sqlite: Sqlite, scope: Scope, offerId: string, retailerId: string, validFor: string) {
  const rows =
    validFor === 'SPECIFIC_CHANNELS'
      ? prepared(sqlite, `SELECT ${CHANNEL_COLUMNS} FROM offer_channels oc JOIN channels c ON c.id = oc.channel_id WHERE oc.offer_id = ? ORDER BY c.channel_name, c.id`).all(
          offerId,
        )
      : prepared(
          sqlite,
          `SELECT ${CHANNEL_COLUMNS} FROM channels c WHERE c.retailer_id = @retailerId
             AND (c.owner_publisher_id IS NULL OR (c.owner_publisher_id = @publisherId AND c.env = @env)) ORDER BY c.channel_name, c.id`,
        ).all(scoped(scope, { retailerId }));
  return (rows as ChannelRow[]).map((r) => ({ ...r, mids: JSON.parse(r.mids) as string[] }));
}

/** The expected offer as the ticket view shows it: programme data, cashback conditions and channels. */
export function ticketProgramOffer(sqlite: Sqlite, scope: Scope, programmeOfferId: string): TicketProgramOffer | null {
  const row = rowById(sqlite, scope, programmeOfferId);
  if (!row) return null;
  const validFor = prepared(sqlite, 'SELECT valid_for FROM offers WHERE id = ?').pluck().get(row.offerId) as 'ALL_CHANNELS' | 'SPECIFIC_CHANNELS';
  return {
    id: row.id,
    retailer: { id: row.retailerId, logo: row.logo, retailerName: row.retailerName },
    offerApproval: row.offerApproval,
    active: row.active === 1,
    createdOn: row.createdOn,
    selectedSegments: (tiersOf(sqlite, [row.id]).get(row.id) ?? []).map((t) => t.name),
    customerTierType: row.customerTierType,
    offer: {
      id: row.offerId,
      country: row.country,
      currency: row.currency,
      validFor,
      offerType: row.offerType,
      spendingCapped: row.spendingCapped === 1,
      spendingCapAmount: row.spendingCapped === 1 && row.spendingCapAmount !== null ? toMajor(row.spendingCapAmount) : null,
      obPublisherCompatible: row.offerType === 'PAYMENT' || row.offerType === 'CLICK_TO_ACTIVATE',
      channels: channelsOf(sqlite, scope, row.offerId, row.retailerId, validFor),
    },
    cashbackEarnings: cashbackRulesToApi(JSON.parse(row.cashbackEarnings) as CashbackRule[]),
  };
}

import type { ChannelCreate } from '@cashloop/shared/contracts/own-offers';
import { channelProblems, channelShowsAddress, channelShowsWebsite } from '@cashloop/shared/rules/own-offer-channel';
import { formRefused } from './form-refused';
import type { AppDeps, Scope } from '../../world/app-deps';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { newId } from '../../lib/random';
import * as repo from './own-channels.repo';
import { channelToApi } from './own-offers.mapper';
import { findVisibleRetailer } from './own-retailers.repo';
import { RETAILER_NOT_FOUND } from './own-retailers.service';

const CHANNEL_NOT_FOUND = 'Channel not found';

function visibleRetailerOrThrow(deps: AppDeps, scope: Scope, retailerId: string) {
  const retailer = findVisibleRetailer(deps.data.sqlite, scope, retailerId);
  if (!retailer) throw notFound(RETAILER_NOT_FOUND);
  return retailer;
}

export function listChannels(deps: AppDeps, scope: Scope, retailerId: string, page: { page: number; size: number }) {
  visibleRetailerOrThrow(deps, scope, retailerId);
  const { rows, total } = repo.channelsOfRetailer(deps.data.sqlite, scope, retailerId, page);
  return { content: rows.map(channelToApi), totalElements: total };
}

export function channelIds(deps: AppDeps, scope: Scope, retailerId: string): string[] {
  visibleRetailerOrThrow(deps, scope, retailerId);
  return repo.channelIdsOfRetailer(deps.data.sqlite, scope, retailerId);
}

export function channelsByIds(deps: AppDeps, scope: Scope, ids: readonly string[]) {
  return repo.channelsByIds(deps.data.sqlite, scope, [...new Set(ids)]).map(channelToApi);
}

const trimmed = (s: string | null | undefined) => (s == null || s.trim() === '' ? null : s.trim());

/**
 * Saves a channel of a retailer the caller can see (its own, or a platform retailer it brings an
 * offer for). The channel is the caller's; its MIDs must be new to this retailer and to every other
 * retailer the caller can see, and each clash is named. The caller's ALL_CHANNELS offers of the
 * retailer take the new channel.
 */
export function createChannel(deps: AppDeps, scope: Scope, body: ChannelCreate) {
  const sqlite = deps.data.sqlite;
  const retailer = visibleRetailerOrThrow(deps, scope, body.retailerId);
  const problems = channelProblems(body);
  if (problems.length > 0) throw formRefused(problems);
  const mids = body.mids.map((m) => m.trim()).filter((m) => m !== '');
  const clashes = repo.midHolders(sqlite, scope, mids);
  if (clashes.length > 0) {
    const named = clashes.slice(0, 20).map((c) =>
      c.retailerId === retailer.id
        ? `MID ${c.mid} is already in the channel '${c.channelName}' of this retailer`
        : `MID ${c.mid} is already used by another retailer (${c.retailerName})`,
    );
    throw conflict(named.join('; '));
  }
  const id = newId('chn');
  const type = body.channelType;
  sqlite.transaction(() => {
    repo.insertChannel(sqlite, scope, {
      id,
      retailerId: retailer.id,
      channelName: body.channelName!.trim(),
      channelType: type,
      website: channelShowsWebsite(type) ? trimmed(body.website) : null,
      address: channelShowsAddress(type) ? trimmed(body.address) : null,
      city: channelShowsAddress(type) ? trimmed(body.city) : null,
      postcode: channelShowsAddress(type) ? trimmed(body.postcode) : null,
      mids,
      createdOn: deps.clock.now(),
    });
    repo.joinAllChannelsOffers(sqlite, scope, retailer.id, id);
  })();
  return channelToApi(repo.findVisibleChannel(sqlite, scope, id)!);
}

/** Deletes one of the caller's channels; platform channels cannot be, nor the last channel of a Specific-MIDs offer. */
export function deleteChannel(deps: AppDeps, scope: Scope, channelId: string) {
  const sqlite = deps.data.sqlite;
  const channel = repo.findVisibleChannel(sqlite, scope, channelId);
  if (!channel) throw notFound(CHANNEL_NOT_FOUND);
  if (channel.ownerPublisherId === null) throw forbidden('Only channels you created can be deleted');
  const blocking = repo.offersOnlyOnChannel(sqlite, channelId);
  if (blocking.length > 0) {
    throw conflict(`The offer '${blocking[0]!.name}' matches on this channel alone (Specific MIDs): choose another channel for it first`);
  }
  sqlite.transaction(() => repo.deleteChannel(sqlite, scope, channelId))();
  return { success: true as const, message: 'Channel deleted' };
}

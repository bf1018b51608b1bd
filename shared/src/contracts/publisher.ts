import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/ids';
import { cardlyticsStatuses, publisherUserRoles } from '../common/enums';
import { paged } from '../common/paging';
import { emailField, okResponse } from './common-schemas';

const tag = 'Publisher';

/** The card-linked programme state (spec 1 §4 "Card-linked programme status"). */
export const cardlyticsStateSchema = z.object({
  cardlyticsStatus: z.enum(cardlyticsStatuses),
  cardlyticsActivated: z.boolean(),
});

/** A member of the publisher's team (spec 1 §3 "Publisher user"). */
export const publisherUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  publisherUserRole: z.enum(publisherUserRoles),
  email: z.string(),
});
export type PublisherUser = z.infer<typeof publisherUserSchema>;

export const inviteUserSchema = z.object({
  email: emailField,
  /** Must be the caller's own publisher; the scope still comes from the token. */
  publisherId: idParam,
  admin: z.boolean().default(false),
});

const userIdParams = z.object({ id: idParam });

/** The publisher: card-linked programme status and team management (spec 1 §2.11, §2.14) */
export const publisherEndpoints = {
  get: defineEndpoint({
    id: 'publisher.get', tag, account: true, method: 'GET', path: '/publisher',
    summary: "The caller's card-linked programme status",
    response: cardlyticsStateSchema,
  }),
  activateCardlytics: defineEndpoint({
    id: 'publisher.activateCardlytics', tag, account: true, method: 'POST', path: '/publisher/activate-cardlytics',
    summary: 'Requests access to the card-linked programme (NOT_STARTED → SETTING_UP_ACCOUNT; set-up completes on the clock)',
    response: cardlyticsStateSchema,
  }),
  changeCardlytics: defineEndpoint({
    id: 'publisher.changeCardlytics', tag, account: true, method: 'POST', path: '/publisher/change-cardlytics',
    summary: 'Pauses or activates the card-linked programme (only once AVAILABLE)',
    response: cardlyticsStateSchema,
  }),
  users: defineEndpoint({
    id: 'publisher.users', tag, account: true, method: 'GET', path: '/publisher/users',
    summary: "Every user of the caller's publisher",
    response: paged(publisherUserSchema),
  }),
  inviteUser: defineEndpoint({
    id: 'publisher.inviteUser', tag, account: true, method: 'POST', path: '/publisher/user/invite',
    summary: 'Invites a colleague by email (single-use join link, valid 7 days)',
    body: inviteUserSchema,
    response: okResponse,
  }),
  sendUserReset: defineEndpoint({
    id: 'publisher.sendUserReset', tag, account: true, method: 'POST', path: '/publisher/user/:id/reset',
    summary: 'Emails a password reset link to a user of the same publisher',
    params: userIdParams,
    response: okResponse,
  }),
  deleteUser: defineEndpoint({
    id: 'publisher.deleteUser', tag, account: true, method: 'POST', path: '/publisher/user/:id/delete',
    summary: 'Deletes a user of the same publisher (never the last ADMIN, never yourself)',
    params: userIdParams,
    response: okResponse,
  }),
};

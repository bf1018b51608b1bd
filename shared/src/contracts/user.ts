import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { cardlyticsStatuses, publisherStatuses, publisherUserRoles } from '../common/enums';

export const publisherSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  publisherStatus: z.enum(publisherStatuses),
  sandboxOnly: z.boolean(),
  cardlyticsStatus: z.enum(cardlyticsStatuses),
  cardlyticsActivated: z.boolean(),
});

export const signedInUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  publisherUserRole: z.enum(publisherUserRoles),
  sendContentNotifications: z.boolean(),
});

export const userEndpoints = {
  me: defineEndpoint({
    id: 'user.me', tag: 'User', method: 'GET', path: '/user', liveOnly: true,
    summary: 'The signed-in user and their publisher',
    response: z.object({ publisher: publisherSchema, publisherUser: signedInUserSchema }),
  }),
};

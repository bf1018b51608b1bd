import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { cardlyticsStatuses, publisherStatuses, publisherUserRoles } from '../common/enums';
import { newPasswordField, okResponse } from './common-schemas';

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

/** Spec 1 §5: first and last name must not be empty. */
export const CANT_BE_EMPTY = "This can't be empty";
const nameField = z.string().trim().min(1, CANT_BE_EMPTY).max(100, 'Use at most 100 characters');

export const updateDetailsSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  contentNotifications: z.boolean(),
});

export const updatePasswordSchema = z.object({
  currentPassword: z.string().min(1, CANT_BE_EMPTY).max(200, 'Password is too long'),
  newPassword: newPasswordField,
});

export const userEndpoints = {
  me: defineEndpoint({
    id: 'user.me', tag: 'User', account: true, method: 'GET', path: '/user', liveOnly: true,
    summary: 'The signed-in user and their publisher',
    response: z.object({ publisher: publisherSchema, publisherUser: signedInUserSchema }),
  }),
  updateDetails: defineEndpoint({
    id: 'user.updateDetails', tag: 'User', account: true, method: 'POST', path: '/user/update/details', liveOnly: true,
    summary: "Updates the signed-in user's name and content notifications",
    body: updateDetailsSchema,
    response: signedInUserSchema,
  }),
  updatePassword: defineEndpoint({
    id: 'user.updatePassword', tag: 'User', account: true, method: 'POST', path: '/user/update/password', liveOnly: true,
    summary: "Changes the signed-in user's password (the current one is required)",
    body: updatePasswordSchema,
    response: okResponse,
  }),
};

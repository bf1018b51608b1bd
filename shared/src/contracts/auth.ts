import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { loginStatuses } from '../common/enums';
import { emailField, newPasswordField, okResponse } from './common-schemas';

const tag = 'Auth';
const mfaCode = z.string().trim().regex(/^\d{6}$/, 'The authentication code is 6 digits');

/** Answer of the password and set-up steps (spec 1 §7); `session` is carried into the next step. */
export const loginStepResponse = z.object({
  status: z.enum(loginStatuses),
  session: z.string(),
  /**
   * While MFA must be set up, the set-up link itself: `otpauth://totp/{label}?secret={secret}`, whose only
   * query parameter is the secret, so the manual code is the value after the equals sign (spec 1 §2.2)
   * and the QR code is drawn from the link. Null once MFA is set up.
   */
  qrcodeData: z.string().nullable(),
});

export const authEndpoints = {
  login: defineEndpoint({
    id: 'auth.login', tag, method: 'POST', path: '/auth/login', public: true, liveOnly: true,
    summary: 'Password step of sign-in; answers MFA_SETUP (with QR) or MFA_REQUIRED',
    body: z.object({ email: emailField, password: z.string().min(1, 'Password is required').max(200) }),
    response: loginStepResponse,
  }),
  createMfaConnection: defineEndpoint({
    id: 'auth.createMfaConnection', tag, method: 'POST', path: '/auth/create-mfa-connection', public: true, liveOnly: true,
    summary: 'Confirms the authenticator with a first code; answers MFA_REQUIRED',
    body: z.object({
      mfaToken: mfaCode, email: emailField, password: z.string().min(1).max(200), session: z.string().min(1).max(200),
    }),
    response: loginStepResponse,
  }),
  verifyMfa: defineEndpoint({
    id: 'auth.verifyMfa', tag, method: 'POST', path: '/auth/verify-mfa', public: true, liveOnly: true,
    summary: 'Code step of sign-in; answers the id token',
    body: z.object({ mfaToken: mfaCode, email: emailField, session: z.string().min(1).max(200) }),
    response: z.object({ idToken: z.string() }),
  }),
  demoSignIn: defineEndpoint({
    id: 'auth.demoSignIn', tag, method: 'POST', path: '/auth/demo-link', public: true, liveOnly: true,
    summary: 'Mock only: signs in through a one-time demo link (POST /__mock/sessions with a persona); answers the id token as verify-mfa does',
    body: z.object({ token: z.string().trim().min(1, 'The link has no token').max(200) }),
    response: z.object({ idToken: z.string() }),
  }),
  forgotPassword: defineEndpoint({
    id: 'auth.forgotPassword', tag, method: 'POST', path: '/auth/forgot-password', public: true, liveOnly: true,
    summary: 'Emails a reset link when the account exists; answers the same either way',
    body: z.object({ email: emailField }),
    response: okResponse,
  }),
  resetPassword: defineEndpoint({
    id: 'auth.resetPassword', tag, method: 'POST', path: '/auth/reset-password', public: true, liveOnly: true,
    summary: 'Sets a new password through a single-use reset link',
    body: z.object({ id: z.string().min(1).max(200), password: newPasswordField }),
    response: okResponse,
  }),
  acceptInvite: defineEndpoint({
    id: 'auth.acceptInvite', tag, method: 'POST', path: '/auth/accept-invite', public: true, liveOnly: true,
    summary: 'Creates the invited user from a single-use invite',
    body: z.object({
      inviteId: z.string().min(1).max(200),
      firstName: z.string().trim().min(1, "This can't be empty").max(100),
      lastName: z.string().trim().min(1, "This can't be empty").max(100),
      password: newPasswordField,
    }),
    response: okResponse,
  }),
};

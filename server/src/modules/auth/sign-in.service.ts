import { hashPassword, verifyPassword } from '@cashloop/db';
import { messages } from '@cashloop/shared';
import type { AppDeps } from '../../world/app-deps';
import { badRequest } from '../../lib/app-error';
import { randomToken } from '../../lib/random';
import * as repo from './auth.repo';
import { newTotpSecret, totpSetupLink, verifyTotp } from './totp';

/**
 * A refused sign-in step is a 400 with the spec's text, never a 401: clients clear all local storage on
 * any 401 (spec 1 §2.1), which is kept for a token that is missing, bad or expired.
 */
const refused = (message: string) => badRequest(message);

/** A sign-in step must be finished within 5 minutes of the previous one (virtual clock). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** A code is accepted for three 30 s steps; reuse is refused for a little longer than that. */
const USED_CODE_WINDOW_MS = 2 * 60 * 1000;

export interface LoginStepAnswer {
  status: repo.LoginStep;
  session: string;
  /** The otpauth:// set-up link while MFA must be set up, else null. */
  qrcodeData: string | null;
}

// Unknown e-mails are checked against this hash so they cost the same scrypt work as known ones.
let dummyHash: string | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-Aa1!'));

/** The user whose password matches, or the one refusal for unknown e-mail and wrong password alike. */
function checkPassword(deps: AppDeps, email: string, password: string): repo.UserRow {
  const user = repo.findUserByEmail(deps.data.db, email);
  const matches = verifyPassword(password, user?.passwordHash ?? timingDummy());
  if (!user || !matches) throw refused(messages.incorrectLogin);
  return user;
}

function openChallenge(deps: AppDeps, userId: string, step: repo.LoginStep, extra: { pendingTotpSecret?: string; setupCode?: string } = {}) {
  const id = randomToken(32);
  repo.insertChallenge(deps.data.db, { id, userId, status: step, ...extra, now: deps.clock.now(), ttlMs: CHALLENGE_TTL_MS });
  return id;
}

/** The challenge `session` names, if it belongs to this user, is for this step and is still open. */
function liveChallenge(deps: AppDeps, session: string, userId: string, step: repo.LoginStep): repo.ChallengeRow {
  const challenge = repo.findChallenge(deps.data.db, session);
  const usable =
    challenge !== undefined &&
    challenge.userId === userId &&
    challenge.status === step &&
    challenge.consumedOn === null &&
    challenge.expiresOn > deps.clock.now();
  if (!usable) throw refused(messages.sessionExpired);
  return challenge;
}

/** Step 1: password. Users without a confirmed authenticator get a fresh secret to set up. */
export function login(deps: AppDeps, email: string, password: string): LoginStepAnswer {
  const user = checkPassword(deps, email, password);
  repo.purgeExpiredChallenges(deps.data.db, deps.clock.now());
  if (user.mfaEnabled && user.totpSecret) {
    return { status: 'MFA_REQUIRED', session: openChallenge(deps, user.id, 'MFA_REQUIRED'), qrcodeData: null };
  }
  const secret = newTotpSecret();
  const session = openChallenge(deps, user.id, 'MFA_SETUP', { pendingTotpSecret: secret });
  return { status: 'MFA_SETUP', session, qrcodeData: totpSetupLink(user.email, secret) };
}

/** Step 2 (first sign-in only): a code from the new authenticator confirms it. */
export function createMfaConnection(
  deps: AppDeps,
  input: { email: string; password: string; session: string; mfaToken: string },
): LoginStepAnswer {
  const user = checkPassword(deps, input.email, input.password);
  const challenge = liveChallenge(deps, input.session, user.id, 'MFA_SETUP');
  const secret = challenge.pendingTotpSecret;
  if (!secret || !verifyTotp(deps.clock, secret, input.mfaToken)) throw refused(messages.incorrectCode);
  const now = deps.clock.now();
  const session = deps.data.sqlite.transaction(() => {
    if (!repo.consumeChallenge(deps.data.db, challenge.id, now)) throw refused(messages.sessionExpired);
    repo.confirmMfa(deps.data.db, user.id, secret, now);
    repo.markCodeUsed(deps.data.db, user.id, input.mfaToken, now, USED_CODE_WINDOW_MS);
    return openChallenge(deps, user.id, 'MFA_REQUIRED', { setupCode: input.mfaToken });
  })();
  return { status: 'MFA_REQUIRED', session, qrcodeData: null };
}

/** Step 3: a fresh code; answers the user so the route can sign the id token. */
export function verifyMfa(deps: AppDeps, input: { email: string; session: string; mfaToken: string }): repo.UserRow {
  const user = repo.findUserByEmail(deps.data.db, input.email);
  if (!user) throw refused(messages.sessionExpired);
  const challenge = liveChallenge(deps, input.session, user.id, 'MFA_REQUIRED');
  if (!user.totpSecret || !verifyTotp(deps.clock, user.totpSecret, input.mfaToken)) throw refused(messages.incorrectCode);
  const now = deps.clock.now();
  const reused =
    challenge.setupCode === input.mfaToken || repo.isCodeUsed(deps.data.db, user.id, input.mfaToken, now, USED_CODE_WINDOW_MS);
  if (reused) throw refused(messages.codeReused);
  deps.data.sqlite.transaction(() => {
    if (!repo.markCodeUsed(deps.data.db, user.id, input.mfaToken, now, USED_CODE_WINDOW_MS)) throw refused(messages.codeReused);
    if (!repo.consumeChallenge(deps.data.db, challenge.id, now)) throw refused(messages.sessionExpired);
  })();
  return user;
}

import { z } from 'zod';

/** Machine-readable error codes; the message is for people. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INJECTED_FAULT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape of every answer that is not a success. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Texts of spec 1 section 8, shared so server and client say the same words. */
export const messages = {
  incorrectLogin: 'Incorrect email or password',
  incorrectCode: 'Authentication code is incorrect please try again',
  codeReused: 'Authentication codes are single use, please enter a different code',
  inviteTimedOut: 'Invitation has timed out',
  passwordIncorrect: 'Password is incorrect',
  passwordResetSuccess: 'Password has been reset successfully',
  emailExists: 'This email already exists in our system',
  userInvited: 'User has been invited successfully',
  genericError: 'An error has occurred.',
  resetLinkFailed: 'Current password is incorrect',
  sessionExpired: 'Your session has expired, please sign in again',
  tooManyAttempts: 'Too many attempts, please wait a minute and try again',
} as const;

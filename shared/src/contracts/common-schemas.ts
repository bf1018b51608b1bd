import { z } from 'zod';
import { passwordProblems } from '../rules/password-rules';

/** A plain success answer for calls whose spec answer is just "ok". */
export const okResponse = z.object({ success: z.literal(true), message: z.string() });

export const emailField = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));

/** A new password: the spec's rules, enforced on the server too. */
export const newPasswordField = z
  .string()
  .max(200, 'Password is too long')
  .superRefine((value, ctx) => {
    const problems = passwordProblems(value);
    if (problems.length > 0) ctx.addIssue({ code: 'custom', message: `Password needs: ${problems.join(', ')}` });
  });

/** Pounds, rounded to 2 decimals by the server. */
export const pounds = z.number();
export const epochMs = z.number().int();

import { ApiError } from '@/lib/api-error';

/**
 * The spec's fixed text for a refused step (wrong password, wrong code), but the server's own words
 * when the failure is an outage or rate limit, where the fixed text would mislead.
 */
export function failureText(error: unknown, specText: string): string {
  if (error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500)) {
    return error.message;
  }
  return specText;
}

import { redact, redactText } from './redact';

/**
 * The journal's bodies as the control plane shows them: secrets masked, a request body past BODY_LIMIT cut to
 * text, an upload or a binary body named rather than kept. Apart from the ring (journal.ts), which stores them.
 */

/** Bodies are kept up to this many characters. */
export const BODY_LIMIT = 16 * 1024;

export function cutBody(body: unknown): { body: unknown; truncated: boolean } {
  if (body === undefined || body === null) return { body: null, truncated: false };
  if (Buffer.isBuffer(body)) return { body: `<${body.length} bytes>`, truncated: false };
  if (typeof body === 'object' && body !== null && 'file' in body) return { body: '<multipart upload>', truncated: false };
  const redacted = redact(body, true);
  const text = JSON.stringify(redacted) ?? '';
  if (text.length <= BODY_LIMIT) return { body: redacted, truncated: false };
  return { body: text.slice(0, BODY_LIMIT), truncated: true };
}

/** The answer text with its secrets masked, still as text (a bundle leaves the machine). */
export function maskedResponse(text: string | null, truncated: boolean): string | null {
  if (text === null || text === '') return text;
  const { body } = parseResponse(text, truncated);
  return typeof body === 'string' ? body : JSON.stringify(body);
}

export function parseResponse(text: string | null, truncated: boolean): { body: unknown; truncated: boolean } {
  if (text === null || text === '') return { body: null, truncated };
  if (truncated) return { body: redactText(text), truncated };
  try {
    return { body: redact(JSON.parse(text)), truncated };
  } catch {
    return { body: redactText(text), truncated };
  }
}

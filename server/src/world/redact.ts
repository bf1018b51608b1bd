/** Keys whose values never leave the journal: passwords, one-time codes, tokens, secrets, MFA set-up data. */
const SECRET_KEY = /pass(word)?|token|secret|^session$|^mfa|^otp|qrcode|authori[sz]ation|api[-_]?key|signature|cookie/i;
/** Sent `code`s are one-time codes; answered ones are error codes such as NOT_FOUND, kept for reading. */
const SENT_CODE = /^(code|verificationCode|totp)$/i;

export const REDACTED = '***';

/** A deep copy of `value` with every secret-named field replaced by '***' (`sent`: a request's body or query). */
export function redact(value: unknown, sent = false, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, sent, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const secret = SECRET_KEY.test(key) || (sent && SENT_CODE.test(key));
    out[key] = secret && v !== null && v !== undefined && typeof v !== 'object' ? REDACTED : redact(v, sent, depth + 1);
  }
  return out;
}

/** `"key": "value"` in JSON text; the value may be cut off by the end of the text (an answer cut at 16 KB). */
const JSON_STRING_PAIR = /"((?:[^"\\]|\\.)*)"(\s*:\s*)"(?:[^"\\]|\\.)*("?)/g;
/** `"key": 123456` in JSON text. */
const JSON_NUMBER_PAIR = /"((?:[^"\\]|\\.)*)"(\s*:\s*)-?\d[\w.+-]*/g;
/** `key=value` or `key: value` in other text (a query string, a form, a log line). */
const PLAIN_PAIR = /(^|[^\w."])([A-Za-z_][\w.-]*)(\s*[=:]\s*)([^&\s,;"]+)/g;

/**
 * Secrets in text that is not whole JSON (an answer cut at 16 KB, or not JSON at all), by the same key names as
 * `redact`: JWTs anywhere, and the values of secret-named keys in JSON pairs and `key=value` pairs, quotes kept.
 * A key only has to contain a secret's name to be one (`mfaToken`); `code` must be the whole key, so a
 * `postcode` or an error's `code` stays readable.
 */
export function redactText(text: string): string {
  const secret = (key: string) => SECRET_KEY.test(key);
  return text
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED)
    .replace(JSON_STRING_PAIR, (pair, key: string, colon: string, close: string) => (secret(key) ? `"${key}"${colon}"${REDACTED}${close}` : pair))
    .replace(JSON_NUMBER_PAIR, (pair, key: string, colon: string) => (secret(key) ? `"${key}"${colon}"${REDACTED}"` : pair))
    .replace(PLAIN_PAIR, (pair, before: string, key: string, sep: string) => (secret(key) || SENT_CODE.test(key) ? `${before}${key}${sep}${REDACTED}` : pair));
}

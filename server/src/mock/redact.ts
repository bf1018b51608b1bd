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

/** Secret-looking text that is not JSON: `key=value` pairs and JWTs are masked. */
export function redactText(text: string): string {
  return text
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, REDACTED)
    .replace(/((?:password|token|secret|code|session)[^=&:\s]*[=:]\s*)[^&\s]+/gi, `$1${REDACTED}`);
}

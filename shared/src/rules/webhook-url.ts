/**
 * The webhook url rule (spec 3 §5): optional https://, a host name or IPv4 address, optional port,
 * path, query and fragment. Plain http:// is refused; a url without a scheme is delivered over http
 * (local receivers in development, e.g. localhost:3000/__mock/webhook-sink/mine).
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const HOST = `(?:${OCTET}(?:\\.${OCTET}){3}|${LABEL}(?:\\.${LABEL})*)`;
const PORT = '(?::(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d\\d|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}))';
export const WEBHOOK_URL_PATTERN = new RegExp(`^(?:https://)?${HOST}${PORT}?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`);

export const webhookUrlMessages = {
  empty: 'Url is required',
  plainHttp: 'Plain http:// urls are not accepted: use https:// or no scheme',
  invalid: 'Url must be a host name or IPv4 address with an optional https://, port, path, query and fragment',
} as const;

/** Why the url is refused, or null when it is valid. */
export function webhookUrlProblem(url: string): string | null {
  if (url.trim() === '') return webhookUrlMessages.empty;
  if (/^http:\/\//i.test(url)) return webhookUrlMessages.plainHttp;
  return WEBHOOK_URL_PATTERN.test(url) ? null : webhookUrlMessages.invalid;
}

/** The url a delivery is POSTed to: without a scheme, http (the rule only lets https:// through). */
export function webhookDeliveryUrl(url: string): string {
  return /^https:\/\//i.test(url) ? url : `http://${url}`;
}

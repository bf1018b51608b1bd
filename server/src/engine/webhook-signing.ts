import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: 'whsec_' + base64 of the key bytes (24 to 64; we use 32). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The three Standard Webhooks headers for one attempt: signature = HMAC-SHA256 of "id.timestamp.body". */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}

import { createHash } from 'node:crypto';

/** Only this hash of an API key is stored (seeds/src/factories/api-keys.ts hashes the same way). */
export const hashApiKeyToken = (token: string): string => createHash('sha256').update(token).digest('hex');

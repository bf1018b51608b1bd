import type { FastifyInstance } from 'fastify';
import { utf8Bytes } from '../lib/utf8-bytes';

/**
 * Text answers whose only characters outside ASCII are '£' go to the socket as the bytes `utf8Bytes` writes, half
 * the cost of Node's own encoding of them (lib/utf8-bytes.ts, decision 0036). Registered after the journal, which
 * keeps its own copy of the text, so this is the last onSend hook: what it answers is what is written.
 */
export function registerUtf8Answers(app: FastifyInstance): void {
  app.addHook('onSend', (_request, _reply, payload, done) => {
    done(null, typeof payload === 'string' ? (utf8Bytes(payload) ?? payload) : payload);
  });
}

import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { epochMs } from './common-schemas';

const tag = 'Control plane: webhook sink';

const sinkName = z.object({ name: z.string().min(1).max(80).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Start with a letter or digit; then letters, digits, dots, dashes or underscores') });

export const sinkDeliverySchema = z.object({
  id: z.string(),
  receivedAt: epochMs,
  method: z.string(),
  /** Lower-cased names, as received. */
  headers: z.record(z.string(), z.string()),
  /** The raw body, byte for byte, base64-encoded; `body` is the same bytes as UTF-8 text. */
  bodyBase64: z.string(),
  body: z.string(),
  /** The status the sink answered with. */
  answeredStatus: z.number().int(),
});

export const sinkConfigSchema = z.object({
  /** Status the receiver answers with (200 by default). */
  status: z.number().int().min(200).max(599),
  delayMs: z.number().int().min(0).max(60_000),
});

const received = z.object({ received: z.literal(true), id: z.string() });

export const mockSinkEndpoints = {
  sinkPost: defineEndpoint({
    id: 'mock.sinkPost', tag, method: 'POST', path: '/__mock/webhook-sink/:name', absolute: true, public: true, openNames: true,
    summary: 'Receives any request (any content type) and keeps its headers and raw body',
    params: sinkName,
    response: received,
  }),
  sinkPut: defineEndpoint({
    id: 'mock.sinkPut', tag, method: 'PUT', path: '/__mock/webhook-sink/:name', absolute: true, public: true, openNames: true,
    summary: 'Receives any request (any content type) and keeps its headers and raw body',
    params: sinkName,
    response: received,
  }),
  sinkList: defineEndpoint({
    id: 'mock.sinkList', tag, openNames: true, method: 'GET', path: '/__mock/webhook-sink/:name', absolute: true, public: true,
    summary: 'What arrived at this receiver, newest first, with its current configuration',
    params: sinkName,
    response: z.object({ name: z.string(), config: sinkConfigSchema, deliveries: z.array(sinkDeliverySchema) }),
  }),
  sinkConfigure: defineEndpoint({
    id: 'mock.sinkConfigure', tag, openNames: true, method: 'POST', path: '/__mock/webhook-sink/:name/config', absolute: true, public: true,
    summary: 'Makes the receiver answer another status or slowly',
    params: sinkName,
    body: sinkConfigSchema.partial().strict(),
    response: z.object({ name: z.string(), config: sinkConfigSchema }),
  }),
  sinkClear: defineEndpoint({
    id: 'mock.sinkClear', tag, openNames: true, method: 'DELETE', path: '/__mock/webhook-sink/:name', absolute: true, public: true,
    summary: 'Empties the receiver (its configuration is kept)',
    params: sinkName,
    response: z.object({ name: z.string(), removed: z.number().int() }),
  }),
};

import type { SinkConfig, SinkDelivery } from './control-types.js';
import type { ControlCall } from './mock-call.js';

export type { SinkConfig, SinkDelivery };

const sinkPath = (name: string) => `/__mock/webhook-sink/${encodeURIComponent(name)}`;

/**
 * The sink's address as webhook creation takes it: the platform refuses plain http:// but delivers a url
 * without a scheme over http, so an http server's sink is `host:port/path`. `localhost` becomes 127.0.0.1,
 * where the server listens by default (Node may try ::1 first for localhost).
 */
export function webhookSinkUrl(baseURL: string, name: string): string {
  const url = new URL(sinkPath(name), baseURL);
  if (url.protocol === 'https:') return url.toString();
  const host = url.hostname === 'localhost' ? `127.0.0.1${url.port ? `:${url.port}` : ''}` : url.host;
  return `${host}${url.pathname}`;
}

/** Named webhook receivers of the session (/__mock/webhook-sink/{name}): what arrived, and how they answer. */
export function webhookSinkHelpers(call: ControlCall, baseURL: string) {
  return {
    /** The receiver's address for a webhook endpoint's url (accepted by webhook creation as it is). */
    url: (name: string) => webhookSinkUrl(baseURL, name),
    /** Deliveries, newest first, with the receiver's configuration. */
    list: (name: string) =>
      call<{ name: string; config: SinkConfig; deliveries: SinkDelivery[] }>('GET', sinkPath(name)),
    /** Makes the receiver answer another status, or slowly. */
    configure: (name: string, config: Partial<SinkConfig>) =>
      call<{ name: string; config: SinkConfig }>('POST', `${sinkPath(name)}/config`, { data: config }),
    clear: (name: string) => call<{ name: string; removed: number }>('DELETE', sinkPath(name)),
  };
}

export type WebhookSinkHelpers = ReturnType<typeof webhookSinkHelpers>;

import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';

/** scheme://host[:port] of an http(s) URL, or null for anything else ('null', garbage, other schemes). */
function httpOrigin(value: string | undefined): string | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * Where links in emails and demo sign-in links point for this request: PUBLIC_URL when it is set, else
 * the dashboard that asked. A dashboard on another origin (its dev server) sends Origin on writes; a
 * same-origin GET sends only Referer; a call from a script has neither, so the host it called is used.
 * An asking origin is trusted as CORS trusts it: any while the control plane is on (a development mock),
 * else only one of CORS_ORIGINS, so a forged Origin cannot send someone a reset link to another site.
 */
export function dashboardOrigin(
  request: Pick<FastifyRequest, 'headers' | 'protocol'>,
  config: Pick<AppConfig, 'publicUrl'> & Partial<Pick<AppConfig, 'controlPlane' | 'corsOrigins'>>,
): string {
  if (config.publicUrl !== undefined) return config.publicUrl.replace(/\/+$/, '');
  const { origin, referer, host } = request.headers;
  const asked = httpOrigin(typeof origin === 'string' ? origin : undefined) ?? httpOrigin(referer);
  const trusted = config.controlPlane !== false || (asked !== null && (config.corsOrigins ?? []).includes(asked));
  if (asked && trusted) return asked;
  return `${request.protocol}://${host ?? 'localhost'}`;
}

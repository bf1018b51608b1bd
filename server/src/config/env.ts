import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: parsed once, and a bad value fails at boot with its name. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise, as Vite does: the control plane is not for the network (decision 0048). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_FILE: z.string().min(1).default('.data/cashloop.sqlite'),
  SCENARIO: z.enum(['demo', 'empty', 'large']).default('demo'),
  SEED: z.coerce.number().int().min(0).default(42),
  JWT_SECRET: z.string().min(16).default('cashloop-local-development-secret'),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(12 * 60 * 60),
  PUBLIC_URL: z.string().url().optional(),
  /** on/off like the other switches; true/false as well, as earlier releases took it. */
  MOCK_CONTROL_PLANE: z.enum(['on', 'off', 'true', 'false']).optional(),
  CLIENT_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  MOCK_SESSION_IDLE_MINUTES: z.coerce.number().min(0.1).default(30),
  MOCK_MAX_SESSIONS: z.coerce.number().int().min(1).max(1000).default(32),
  MOCK_JOURNAL_SIZE: z.coerce.number().int().min(10).max(1_000_000).default(5000),
  MOCK_JOURNAL: z.enum(['on', 'off']).default('on'),
  /** When set, /__mock/* asks for it as a bearer token (decision 0048); empty is the same as unset. */
  MOCK_CONTROL_TOKEN: z
    .string()
    .optional()
    .transform((t) => (t === undefined || t === '' ? undefined : t)),
  /** Comma list of origins (scheme://host[:port]) allowed to call cross-origin while the control plane is off. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter((o) => o.length > 0))
    .pipe(
      z.array(
        z.string().refine((o) => URL.canParse(o) && new URL(o).origin === o, {
          error: (issue) => `'${String(issue.input)}' is not an origin such as https://app.example.com (no path, no trailing slash)`,
        }),
      ),
    ),
  /** Set by pnpm to where the command was typed; relative paths are read from there. */
  INIT_CWD: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseFile: string;
  scenario: Env['SCENARIO'];
  seed: number;
  jwtSecret: string;
  tokenTtlSeconds: number;
  /**
   * Base of links in emails and demo sign-in links, without a trailing slash; undefined when PUBLIC_URL is
   * unset, and links then point at the dashboard that asked (lib/dashboard-origin.ts).
   */
  publicUrl: string | undefined;
  /** The /__mock control plane: on unless turned off, and off by default in production. */
  controlPlane: boolean;
  clientDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Sign-in and MFA attempts allowed per minute per client and email. */
  authRateLimitMax: number;
  /** Sessions unused this long end. */
  sessionIdleMinutes: number;
  /** Sessions alive at once; one more ends the least recently used. */
  maxSessions: number;
  /** Journal entries kept per world. */
  journalSize: number;
  /** Record calls in the journal (off only to measure what the journal costs). */
  journalEnabled: boolean;
  /** Write the default world back to databaseFile; tests load a shared template file and keep it as it is. */
  persistDefaultWorld: boolean;
  /** Origins allowed cross-origin when the control plane is off (while it is on, any origin is). */
  corsOrigins: string[];
  /** The bearer token /__mock/* asks for (plugins/control-token.ts); undefined: the control plane is open. */
  mockControlToken: string | undefined;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseFile:
      env.DATABASE_FILE === ':memory:' || isAbsolute(env.DATABASE_FILE)
        ? env.DATABASE_FILE
        : resolve(env.INIT_CWD ?? process.cwd(), env.DATABASE_FILE),
    scenario: env.SCENARIO,
    seed: env.SEED,
    jwtSecret: env.JWT_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    controlPlane: env.MOCK_CONTROL_PLANE ? env.MOCK_CONTROL_PLANE === 'on' || env.MOCK_CONTROL_PLANE === 'true' : env.NODE_ENV !== 'production',
    clientDist: env.CLIENT_DIST,
    logLevel: env.LOG_LEVEL,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    sessionIdleMinutes: env.MOCK_SESSION_IDLE_MINUTES,
    maxSessions: env.MOCK_MAX_SESSIONS,
    journalSize: env.MOCK_JOURNAL_SIZE,
    journalEnabled: env.MOCK_JOURNAL === 'on',
    persistDefaultWorld: true,
    corsOrigins: env.CORS_ORIGINS,
    mockControlToken: env.MOCK_CONTROL_TOKEN,
  };
}

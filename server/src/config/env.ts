import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: parsed once, and a bad value fails at boot with its name. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_FILE: z.string().min(1).default('.data/cashloop.sqlite'),
  SCENARIO: z.enum(['demo', 'empty']).default('demo'),
  SEED: z.coerce.number().int().min(0).default(42),
  JWT_SECRET: z.string().min(16).default('cashloop-local-development-secret'),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(12 * 60 * 60),
  PUBLIC_URL: z.string().url().optional(),
  MOCK_CONTROL_PLANE: z.enum(['true', 'false']).optional(),
  CLIENT_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
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
  /** Base of links in emails (reset and invite). */
  publicUrl: string;
  /** The /__mock control plane: on unless turned off, and off by default in production. */
  controlPlane: boolean;
  clientDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Sign-in and MFA attempts allowed per minute per client and email. */
  authRateLimitMax: number;
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
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    controlPlane: env.MOCK_CONTROL_PLANE ? env.MOCK_CONTROL_PLANE === 'true' : env.NODE_ENV !== 'production',
    clientDist: env.CLIENT_DIST,
    logLevel: env.LOG_LEVEL,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
  };
}

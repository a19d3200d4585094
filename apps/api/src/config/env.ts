import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** apps/api: relative paths in the configuration (PGLITE_DIR) are resolved against it. */
export const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

const DEFAULT_WEB_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
].join(',');

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'must be a list of origins like https://example.com (scheme, host, optional port; no path)');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int('must be a port number (0-65535)')
    .min(0, 'must be a port number (0-65535)')
    .max(65535, 'must be a port number (0-65535)')
    .default(8787),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data'),
  SESSION_COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_ORIGINS: z
    .string()
    .default(DEFAULT_WEB_ORIGINS)
    .transform(list)
    .pipe(z.array(origin).min(1, 'must name at least one origin')),
  SIWE_DOMAIN: z
    .string()
    .optional()
    .transform((v) => (v ? list(v) : undefined)),
  SIWE_CHAIN_IDS: z
    .string()
    .default('1,11155111,31337')
    .transform(list)
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,15}$/, 'must be positive whole numbers')
            .transform(Number),
        )
        .min(1, 'must name at least one chain id'),
    ),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_TO: z
    .string()
    .optional()
    .transform((v) => (v ? list(v) : []))
    .pipe(z.array(z.email())),
  MAIL_FROM: z.string().min(3).default('Green Planet ECO <no-reply@localhost>'),
  ADMIN_EMAILS: z.string().default('').transform(list).pipe(z.array(z.email())),
  SITE_URL: httpUrl.default('http://127.0.0.1:5173').transform((v) => v.replace(/\/+$/, '')),
  RPC_URL: httpUrl.optional(),
  ECO_CHAIN_ID: z.coerce.number().int().positive().default(31337),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
});

/** The API's configuration, read and validated once from the environment. */
export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: string;
  /** PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl: string | undefined;
  /** Absolute PGlite data directory. */
  pgliteDir: string;
  sessionCookieSecure: boolean;
  trustProxy: boolean;
  /** Origins allowed to make state-changing requests (CSRF check). */
  webOrigins: string[];
  /** Hosts (`host[:port]`) accepted as the EIP-4361 `domain`. */
  siweDomains: string[];
  siweChainIds: number[];
  mail: { smtpUrl: string; to: string[]; from: string } | undefined;
  adminEmails: string[];
  siteUrl: string;
  rpcUrl: string | undefined;
  ecoChainId: number;
  rateLimits: boolean;
}

/** Thrown when the environment is invalid; `problems` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  // Rules across variables are checked on the raw values, so they are reported together with
  // the other problems instead of only once everything else is fixed.
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message}`);
  if (cleaned.SMTP_URL && !cleaned.MAIL_TO)
    problems.push('MAIL_TO: is required when SMTP_URL is set');
  // Accounts are confirmed and reset through mailed links (without SMTP they only queue).
  if (cleaned.NODE_ENV === 'production' && !cleaned.SMTP_URL)
    problems.push('SMTP_URL: is required in production (accounts are confirmed and reset by mail)');
  if (cleaned.NODE_ENV === 'production' && cleaned.RATE_LIMITS === 'off') {
    problems.push('RATE_LIMITS: cannot be off in production');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.resolve(apiRoot, e.PGLITE_DIR),
    sessionCookieSecure: e.SESSION_COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    webOrigins: e.WEB_ORIGINS,
    siweDomains: e.SIWE_DOMAIN ?? e.WEB_ORIGINS.map((o) => new URL(o).host),
    siweChainIds: e.SIWE_CHAIN_IDS,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, to: e.MAIL_TO, from: e.MAIL_FROM } : undefined,
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    siteUrl: e.SITE_URL,
    rpcUrl: e.RPC_URL,
    ecoChainId: e.ECO_CHAIN_ID,
    rateLimits: e.RATE_LIMITS === 'on',
  };
}

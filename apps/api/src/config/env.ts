import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile as compileTrustedProxies } from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { wholeNumberIn } from '../lib/validation';

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

// proxy-addr's (Fastify's) names for the loopback, link-local and unique-local ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an address, an address/prefix (CIDR) or one of proxy-addr's range names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/*
 * The ranges with no address on the public internet (IANA's special-purpose registries): private,
 * shared (carrier-grade NAT), loopback, link-local, unique-local and documentation space. A trusted
 * range must lie inside one of them: one that reaches into public space (0.0.0.0/1 is half of it)
 * lets any client there write its own X-Forwarded-For and escape the rate limits. A single address
 * may be anywhere: it names one proxy the operator vouches for.
 */
const NON_PUBLIC_RANGES = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
  '2001:db8::/32',
].map((range) => ipaddr.parseCIDR(range));

/** True for a CIDR range (not a single address) with addresses outside NON_PUBLIC_RANGES. */
function coversPublicAddresses(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || !entry.includes('/')) return false;
  const [address, bits] = ipaddr.parseCIDR(entry);
  if (bits === (address.kind() === 'ipv4' ? 32 : 128)) return false;
  return !NON_PUBLIC_RANGES.some(
    ([range, rangeBits]) =>
      range.kind() === address.kind() && bits >= rangeBits && address.match(range, rangeBits),
  );
}

const TRUST_PROXY_HELP =
  'write the number of proxies in front of the API (1 behind one load balancer) or their ' +
  'addresses/CIDRs (10.0.0.0/8, 2001:db8::1), or false';

/**
 * TRUST_PROXY: how many proxies, or which ones, to believe about the client's address. `true`
 * (trust every X-Forwarded-For entry) is refused: the leftmost entry is whatever the client sent,
 * so every client could pick its own address and escape the rate limits.
 */
const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const refuse = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const value = raw.trim();
  if (/^(true|yes|on)$/i.test(value)) {
    return refuse(
      `"true" would let every client choose its own address through X-Forwarded-For; ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^(false|no|off)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 100) return refuse(`at most 100 hops; ${TRUST_PROXY_HELP}`);
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((item) => item.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return refuse(
      `${bad.map((b) => JSON.stringify(b)).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not an IP address or CIDR range; ${TRUST_PROXY_HELP}`,
    );
  }
  const wide = entries.filter(coversPublicAddresses);
  if (wide.length > 0) {
    return refuse(
      `${wide.join(', ')} ${wide.length === 1 ? 'covers' : 'cover'} public addresses, so any client there could choose its own address; trust the proxies' own addresses or a private range, or write the number of proxies`,
    );
  }
  // What Fastify will do with the list at start, done now: a setting it cannot take is refused
  // here with the others, not by a crash when the server starts.
  try {
    compileTrustedProxies(entries);
  } catch (error) {
    return refuse(`${(error as Error).message}; ${TRUST_PROXY_HELP}`);
  }
  return entries;
});

/** A polling interval from `min` to `max` milliseconds. */
const milliseconds = (min: number, max: number) =>
  wholeNumberIn(min, max, `must be a whole number of milliseconds (${min}-${max})`);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: wholeNumberIn(0, 65535, 'must be a port number (0-65535)').default(8787),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  // Connections to PostgreSQL per API process; requests beyond it wait for a free one.
  DATABASE_POOL_SIZE: wholeNumberIn(
    1,
    1000,
    'must be a whole number of connections (1-1000)',
  ).default(10),
  PGLITE_DIR: z.string().min(1).default('./data'),
  SESSION_COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: trustProxy.optional(),
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
  // How often an idle outbox is checked for mail to send. The browser tests shorten it so a
  // mailed link arrives in a fraction of a second instead of 2.5 s on average.
  MAIL_POLL_MS: milliseconds(100, 60_000).default(5_000),
  // Mails one API process sends at once, over as many SMTP connections: a stage opening queues
  // thousands of notices, and one at a time they would take an hour (decision 0042). Keep it
  // within what the SMTP provider allows per client.
  MAIL_CONCURRENCY: wholeNumberIn(1, 100, 'must be a whole number of connections (1-100)').default(
    5,
  ),
  // Mails claimed per statement, under one lease.
  MAIL_BATCH_SIZE: wholeNumberIn(1, 1000, 'must be a whole number of mails (1-1000)').default(50),
  // How long claimed mails are hidden from the other API processes: those of a process that dies
  // go out this long after it claimed them. It must outlast one send (about 2 minutes at worst
  // with the SMTP timeouts), or a stalled server can be sent one mail twice; the tests and the
  // bench, whose server answers within milliseconds, shorten it.
  MAIL_LEASE_MS: milliseconds(1_000, 3_600_000).default(300_000),
  // The first retry after a temporary failure (a 4xx, a dropped connection); it doubles each time.
  MAIL_RETRY_MS: milliseconds(100, 3_600_000).default(30_000),
  ADMIN_EMAILS: z.string().default('').transform(list).pipe(z.array(z.email())),
  SITE_URL: httpUrl.default('http://127.0.0.1:5173').transform((v) => v.replace(/\/+$/, '')),
  // Where mail clients reach the API from outside (the one-click unsubscribe link of the sale
  // alerts, RFC 8058); default: the site's /api, as the site itself calls it.
  PUBLIC_API_URL: httpUrl.optional(),
  RPC_URL: httpUrl.optional(),
  // The indexer's read API (apps/indexer), e.g. http://127.0.0.1:42069: the purchase history.
  INDEXER_URL: httpUrl.optional(),
  ECO_CHAIN_ID: z.coerce.number().int().positive().default(31337),
  // How often the sale alerts ask the indexer whether a stage that someone waits for has opened.
  // The browser tests shorten it so the notice follows the opening within a second.
  STAGE_ALERTS_POLL_MS: milliseconds(100, 600_000).default(15_000),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // How often (at most) the API processes together ask the node for its latest block, to serve
  // the shared figures of a new block (docs/decisions/0040). Tests shorten it.
  CHAIN_FIGURES_POLL_MS: milliseconds(100, 60_000).default(1_000),
});

/**
 * The API's configuration, read and validated once from the environment: the variables above,
 * under the names the code uses and with the values that depend on others filled in. Its type is
 * what this transform returns, so a variable is described once, in the schema.
 */
const configSchema = envSchema.transform((e) => ({
  nodeEnv: e.NODE_ENV,
  host: e.HOST,
  port: e.PORT,
  logLevel: e.LOG_LEVEL,
  /** PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl: e.DATABASE_URL,
  /** Connections to PostgreSQL per API process (DATABASE_POOL_SIZE). */
  databasePoolSize: e.DATABASE_POOL_SIZE,
  /** Absolute PGlite data directory. */
  pgliteDir: path.resolve(apiRoot, e.PGLITE_DIR),
  sessionCookieSecure: e.SESSION_COOKIE_SECURE ?? e.NODE_ENV === 'production',
  /**
   * Fastify's `trustProxy`: false (use the socket's address), a hop count (the client is the
   * entry that many hops back in X-Forwarded-For) or the proxies' addresses/CIDRs.
   */
  trustProxy: e.TRUST_PROXY ?? false,
  /** Origins allowed to make state-changing requests (CSRF check). */
  webOrigins: e.WEB_ORIGINS,
  /** Hosts (`host[:port]`) accepted as the EIP-4361 `domain`. */
  siweDomains: e.SIWE_DOMAIN ?? e.WEB_ORIGINS.map((o) => new URL(o).host),
  siweChainIds: e.SIWE_CHAIN_IDS,
  mail: e.SMTP_URL
    ? {
        smtpUrl: e.SMTP_URL,
        to: e.MAIL_TO,
        from: e.MAIL_FROM,
        pollMs: e.MAIL_POLL_MS,
        concurrency: e.MAIL_CONCURRENCY,
        batchSize: e.MAIL_BATCH_SIZE,
        leaseMs: e.MAIL_LEASE_MS,
        retryBaseMs: e.MAIL_RETRY_MS,
      }
    : undefined,
  adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
  siteUrl: e.SITE_URL,
  /** The API's public base URL (links in mails that post to it), without a trailing slash. */
  publicApiUrl: (e.PUBLIC_API_URL ?? `${e.SITE_URL}/api`).replace(/\/+$/, ''),
  rpcUrl: e.RPC_URL,
  /** Base URL of the indexer's read API, without a trailing slash; unset = no purchase history. */
  indexerUrl: e.INDEXER_URL?.replace(/\/+$/, ''),
  ecoChainId: e.ECO_CHAIN_ID,
  /** How often the sale alert worker polls the indexer, when there is anyone to tell. */
  stageAlertsPollMs: e.STAGE_ALERTS_POLL_MS,
  rateLimits: e.RATE_LIMITS === 'on',
  /** How often the shared figures' head is asked for, at most (all processes together). */
  chainFiguresPollMs: e.CHAIN_FIGURES_POLL_MS,
}));

export type Config = z.output<typeof configSchema>;

/** Thrown when the environment is invalid; `problems` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The shortest mail lease production takes (MAIL_LEASE_MS): twice the longest send. */
const MIN_PRODUCTION_LEASE_MS = 240_000;

/** Reads and validates the configuration; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
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
  // A mail may start until half its lease is gone and must end before the lease does, or another
  // process may send it too: shorter leases are for the tests and the bench, whose server answers
  // at once.
  const leaseMs = parsed.success ? parsed.data.mail?.leaseMs : undefined;
  if (
    cleaned.NODE_ENV === 'production' &&
    leaseMs !== undefined &&
    leaseMs < MIN_PRODUCTION_LEASE_MS
  ) {
    problems.push(
      `MAIL_LEASE_MS: must be at least ${MIN_PRODUCTION_LEASE_MS} in production (twice the longest send, about 2 minutes: a mail may start until half the lease is gone)`,
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
}

// The schema of the site's build settings. It runs where the site is built or served
// (vite.config.ts), not in the browser: the settings are fixed at build time, so checking them
// there fails earlier and keeps the validator out of the first page load.
import * as z from 'zod/mini';

/** Where the site reaches a service: a URL, or a path on the site's own origin. */
const urlOrPath = z
  .string()
  .check(z.regex(/^(\/|https?:\/\/)/, 'must be an absolute URL or a path starting with /'));

/** Only VITE_* variables reach the browser, so no secret may ever be added here. */
const envSchema = z
  .object({
    VITE_API_URL: z._default(urlOrPath, '/api'),
    /**
     * The indexer's read API (apps/indexer), where every history the site shows comes from: a
     * path on the site's origin (a reverse proxy in front of it, Vite's proxy locally) or a URL.
     */
    VITE_INDEXER_URL: z._default(urlOrPath, '/indexer'),
    VITE_SITE_URL: z._default(z.url(), 'http://127.0.0.1:5173'),
    /** Chains the site offers, the first being the default: "1,11155111" or "31337". */
    VITE_CHAINS: z._default(
      z.string().check(z.regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of chain ids')),
      '1,11155111',
    ),
    /** RPC endpoints per chain, several for fallback: "1=https://a|https://b;11155111=https://c". */
    VITE_RPC_URLS: z._default(
      z
        .string()
        .check(
          z.regex(
            /^$|^\d+=https?:\/\/[^|;\s]+(\|https?:\/\/[^|;\s]+)*(;\d+=https?:\/\/[^|;\s]+(\|https?:\/\/[^|;\s]+)*)*$/,
            'must look like 1=https://a|https://b;11155111=https://c',
          ),
        ),
      '',
    ),
    VITE_WALLETCONNECT_PROJECT_ID: z._default(z.string(), ''),
    /** The two wallets WalletConnect recommends first (explorer ids). */
    VITE_WALLETCONNECT_WALLET_IDS: z._default(
      z.string(),
      // MetaMask and Trust Wallet in WalletConnect's explorer.
      'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96,4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    ),
    /**
     * What the build is for: "local" (npm start, tests), "staging" or "production". Only a
     * production build refuses sample content (the launch gate, src/content/launch-gate.ts).
     */
    VITE_SITE_ENV: z._default(z.enum(['local', 'staging', 'production']), 'local'),
    /** "true" adds the anvil dev-account wallet; only allowed with the local chain 31337. */
    VITE_LOCAL_TEST_WALLET: z._default(z.enum(['true', 'false']), 'false'),
    /**
     * "true" publishes the pseudo-locale's pages too (/pseudo/...), for the browser tests' check
     * that no text escapes the catalogues; never in production.
     */
    VITE_PSEUDO_LOCALE: z._default(z.enum(['true', 'false']), 'false'),
  })
  .check(
    z.refine(
      (value) =>
        value.VITE_LOCAL_TEST_WALLET === 'false' || value.VITE_CHAINS.split(',').includes('31337'),
      {
        error: 'VITE_LOCAL_TEST_WALLET needs the local chain 31337 in VITE_CHAINS',
        path: ['VITE_LOCAL_TEST_WALLET'],
      },
    ),
    z.refine(
      (value) => value.VITE_SITE_ENV !== 'production' || value.VITE_LOCAL_TEST_WALLET === 'false',
      {
        error: 'a production build cannot include the local test wallet',
        path: ['VITE_LOCAL_TEST_WALLET'],
      },
    ),
    z.refine(
      (value) => value.VITE_SITE_ENV !== 'production' || value.VITE_PSEUDO_LOCALE === 'false',
      {
        error: 'a production build cannot include the pseudo-locale',
        path: ['VITE_PSEUDO_LOCALE'],
      },
    ),
  );

export type Env = z.infer<typeof envSchema>;

/** Validates raw settings, throwing an error that names every bad variable. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const names = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid build settings: ${names.join('; ')}`);
  }
  return result.data;
}

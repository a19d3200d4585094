import type { Env } from './env-schema';

// Injected by vite.config.ts (and vitest.config.ts) after parseEnv validated the VITE_* settings.
declare const __ECO_ENV__: Env;

/**
 * The only place the site reads its build settings, already validated with zod when the site was
 * built or served (a bad variable stops the build with its name).
 */
export const env: Env = __ECO_ENV__;

/** The chain ids the site offers, default first. */
export const chainIds = env.VITE_CHAINS.split(',').map(Number);

/** RPC URLs per chain id from VITE_RPC_URLS. */
export const rpcUrls: Record<number, string[]> = Object.fromEntries(
  env.VITE_RPC_URLS.split(';')
    .filter(Boolean)
    .map((entry) => {
      const [id = '', urls = ''] = entry.split('=');
      return [Number(id), urls.split('|')];
    }),
);

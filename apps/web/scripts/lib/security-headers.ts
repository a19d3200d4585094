// The security headers of the static site: every page, asset and the 404 (security finding 10 of
// issue 29). The build writes them into dist/_headers (scripts/vite-static-site.ts), the file a
// static host reads and `vite preview` serves with, so the policy a host applies is the one the
// browser tests check. The API sets its own (apps/api/src/lib/security-headers.ts).
import { anvil, goerli, mainnet, sepolia } from 'viem/chains';
import type { Env } from '../../src/config/env-schema';
import { inlineScriptCspSources } from './prerender-html';

/**
 * Where a chain is read when VITE_RPC_URLS names no node for it: viem's default for the chain,
 * the one src/lib/wallet/chains.ts falls back to (security-headers.test.ts holds them together;
 * the local chain is anvil's, as @eco/contracts' defineLocalChain, which vite.config.ts cannot
 * load: Node runs the workspace packages' TypeScript only through Vite).
 */
const defaultRpcUrls: Record<number, string[]> = Object.fromEntries(
  [mainnet, sepolia, goerli, anvil].map((chain) => [chain.id, [...chain.rpcUrls.default.http]]),
);

/** Chains whose nodes WalletConnect's RPC service offers with a project id (chains.ts). */
const walletConnectRpcChains = new Set([1, 5, 11155111]);

/**
 * WalletConnect's services, for a build with VITE_WALLETCONNECT_PROJECT_ID: its relay, RPC,
 * verification, analytics and wallet-list endpoints, as Reown's CSP guidance lists them
 * (docs.reown.com, "Content Security Policy"). The Verify API runs in a frame; the QR dialog
 * shows wallets' images from its API.
 */
const walletConnect = {
  connect: [
    'https://rpc.walletconnect.com',
    'https://rpc.walletconnect.org',
    'https://relay.walletconnect.com',
    'https://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'https://pulse.walletconnect.com',
    'https://pulse.walletconnect.org',
    'https://api.web3modal.com',
    'https://api.web3modal.org',
    'https://keys.walletconnect.com',
    'https://keys.walletconnect.org',
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
  ],
  frame: [
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
    'https://secure.walletconnect.com',
    'https://secure.walletconnect.org',
  ],
  img: ['blob:', 'https://api.web3modal.com', 'https://api.web3modal.org'],
};

/** `url`'s origin when it is absolute; a path is on the site's own origin ('self'). */
const originOf = (url: string): string[] => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);

/** Every node the site reads `chainId` from (the same list as rpcUrlsFor in chains.ts). */
function rpcUrlsOf(env: Env, chainId: number): string[] {
  const configured = env.VITE_RPC_URLS.split(';')
    .filter(Boolean)
    .map((entry) => entry.split('='))
    .filter(([id]) => Number(id) === chainId)
    .flatMap(([, urls = '']) => urls.split('|'));
  const urls = configured.length > 0 ? configured : (defaultRpcUrls[chainId] ?? []);
  if (env.VITE_WALLETCONNECT_PROJECT_ID && walletConnectRpcChains.has(chainId)) {
    return [...urls, 'https://rpc.walletconnect.org'];
  }
  return urls;
}

/**
 * The site's Content-Security-Policy for the build's settings. Scripts: the site's files and the
 * pages' inline theme script and loader, by their hashes; nothing else inline, no eval.
 * Connections: the site's origin (the API and the indexer under /api and /indexer), VITE_API_URL
 * and VITE_INDEXER_URL when they are elsewhere, every chain's nodes and, with a project id, WalletConnect. Images: the site's
 * and `data:` (EIP-6963 wallets announce their icons as data URLs). No page may be framed,
 * change its base address, post a form elsewhere or embed a plugin.
 */
export function contentSecurityPolicy(env: Env): string {
  const wc = env.VITE_WALLETCONNECT_PROJECT_ID !== '';
  const connect = [
    ...originOf(env.VITE_API_URL),
    ...originOf(env.VITE_INDEXER_URL),
    ...env.VITE_CHAINS.split(',').flatMap((id) => rpcUrlsOf(env, Number(id)).flatMap(originOf)),
    ...(wc ? walletConnect.connect : []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptCspSources()]],
    ['connect-src', ["'self'", ...new Set(connect)]],
    ['img-src', ["'self'", 'data:', ...(wc ? walletConnect.img : [])]],
    ...(wc ? [['frame-src', walletConnect.frame] as [string, string[]]] : []),
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers of every static answer. Referrer-Policy is no-referrer: no other site, no chain
 * node, no image host learns which page a visitor came from, so a token in a mailed link's
 * address (a confirmation, a password reset) never leaves in a Referer header, and nothing in the
 * site or the API reads one. (strict-origin would still hand every site the site's origin, for
 * nothing the site uses.) The API's CSRF check is unaffected: it reads Origin, which fetch()
 * still sends with the site's POSTs. X-Frame-Options repeats frame-ancestors for browsers
 * without CSP level 2.
 */
export function siteSecurityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

const HEADERS_PREAMBLE = [
  '# Response headers of every file of this site, written by the build',
  '# (apps/web/scripts/vite-static-site.ts). Static hosts that read _headers (Netlify, Cloudflare',
  '# Pages) apply it as is; for any other server, set the same headers on every answer.',
];

/** `headers` for every path, in the `_headers` format of static hosts. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [...HEADERS_PREAMBLE, '/*', ...lines, ''].join('\n');
}

/** The headers of a file headersFile wrote; throws on anything else, naming the line. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let rule: string | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    if (line === '' || line.startsWith('#')) continue;
    const header = /^ {2}([A-Za-z-]+): (.+)$/.exec(line);
    if (!header && !line.startsWith(' ') && rule === undefined) {
      rule = line;
      if (rule !== '/*') throw new Error(`_headers line ${index + 1}: only a /* rule is expected.`);
    } else if (header && rule) {
      headers[header[1] ?? ''] = header[2] ?? '';
    } else {
      throw new Error(`_headers line ${index + 1} is not a header of the /* rule: ${line}`);
    }
  }
  if (Object.keys(headers).length === 0) throw new Error('_headers sets no header.');
  return headers;
}

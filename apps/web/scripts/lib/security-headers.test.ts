import { defineLocalChain } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { env as siteEnv } from '../../src/config/env';
import { parseEnv } from '../../src/config/env-schema';
import { rpcUrlsFor, supportedChains } from '../../src/lib/wallet/chains';
import { inlineScriptCspSources } from './prerender-html';
import {
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  siteSecurityHeaders,
} from './security-headers';

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([n]) => n === name)
    ?.slice(1);

describe('contentSecurityPolicy', () => {
  it('admits the loader by its hash and nothing else inline, and forbids framing', () => {
    const policy = contentSecurityPolicy(parseEnv({}));
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...inlineScriptCspSources()]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it('connects to the site, the configured API, indexer and nodes, by origin', () => {
    const policy = contentSecurityPolicy(
      parseEnv({
        VITE_API_URL: 'https://api.example.org/api',
        VITE_INDEXER_URL: 'https://history.example.org/',
        VITE_CHAINS: '1,31337',
        VITE_RPC_URLS:
          '1=https://eth.example.net/v2/key|https://eth2.example.net;31337=http://127.0.0.1:18546',
      }),
    );
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.example.org',
      'https://history.example.org',
      'https://eth.example.net',
      'https://eth2.example.net',
      'http://127.0.0.1:18546',
    ]);
  });

  it("falls back to each chain's public node, as the wallet code does", () => {
    // The site's own settings under vitest: the default chains, no RPC URLs configured.
    const connect = directive(contentSecurityPolicy(siteEnv), 'connect-src') ?? [];
    const used = supportedChains.flatMap((chain) => {
      const urls = rpcUrlsFor(chain.id);
      return urls.length > 0 ? urls : chain.rpcUrls.default.http;
    });
    expect(used.length).toBeGreaterThan(0);
    for (const url of used) expect(connect, url).toContain(new URL(url).origin);
    expect(connect).toHaveLength(1 + new Set(used.map((url) => new URL(url).origin)).size);
    // The local chain without a configured URL: its default in @eco/contracts.
    const local = contentSecurityPolicy(parseEnv({ VITE_CHAINS: '31337' }));
    expect(directive(local, 'connect-src')).toEqual([
      "'self'",
      ...defineLocalChain().rpcUrls.default.http.map((url) => new URL(url).origin),
    ]);
  });

  it("adds WalletConnect's services only for a build with a project id", () => {
    const policy = contentSecurityPolicy(
      parseEnv({ VITE_CHAINS: '11155111', VITE_WALLETCONNECT_PROJECT_ID: 'abc' }),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://rpc.walletconnect.org', 'wss://relay.walletconnect.org']),
    );
    expect(directive(policy, 'frame-src')).toContain('https://verify.walletconnect.org');
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('the _headers file', () => {
  it('holds every header for every path and reads back the same', () => {
    const headers = siteSecurityHeaders(parseEnv({}));
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    const file = headersFile(headers);
    expect(file).toContain(
      `/*\n  Content-Security-Policy: ${headers['Content-Security-Policy']}\n`,
    );
    expect(parseHeadersFile(file)).toEqual(headers);
  });

  it('refuses a file it did not write, naming the line', () => {
    expect(() => parseHeadersFile('/assets/*\n  Cache-Control: max-age=1\n')).toThrow(
      '_headers line 1: only a /* rule is expected.',
    );
    expect(() => parseHeadersFile('/*\nX-Frame-Options: DENY\n')).toThrow('_headers line 2');
    expect(() => parseHeadersFile('# nothing\n')).toThrow('_headers sets no header.');
  });
});

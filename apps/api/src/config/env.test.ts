import { describe, expect, expectTypeOf, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import type { Config } from './env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      databaseUrl: undefined,
      databasePoolSize: 10,
      sessionCookieSecure: false,
      siweChainIds: [1, 11155111, 31337],
      siweDomains: ['127.0.0.1:5173', 'localhost:5173', '127.0.0.1:4173', 'localhost:4173'],
      mail: undefined,
      rateLimits: true,
    });
    expect(config.pgliteDir).toMatch(/apps\/api\/data$/);
    expect(config.webOrigins).toContain('http://localhost:5173');
  });

  it('names every bad or missing variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        DATABASE_POOL_SIZE: '0',
        WEB_ORIGINS: 'http://ok.example,https://bad.example/path',
        SMTP_URL: 'smtp://127.0.0.1:25',
        SIWE_CHAIN_IDS: '1,abc',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(names.sort()).toEqual([
      'DATABASE_POOL_SIZE',
      'DATABASE_URL',
      'MAIL_TO',
      'PORT',
      'SIWE_CHAIN_IDS',
      'WEB_ORIGINS',
    ]);
  });

  it('derives production settings and refuses disabling rate limits there', () => {
    const mail = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_TO: 'team@eco.example' };
    expect(loadConfig({ NODE_ENV: 'production', ...mail }).sessionCookieSecure).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', ...mail, RATE_LIMITS: 'off' })).toThrow(
      /RATE_LIMITS/,
    );
    expect(loadConfig({ SIWE_DOMAIN: 'eco.example, www.eco.example' }).siweDomains).toEqual([
      'eco.example',
      'www.eco.example',
    ]);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,2001:db8::/32, ::1, loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', '2001:db8::/32', '::1', 'loopback']);
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: "true" would let every client choose its own address/,
      );
    }
    for (const value of [
      '-1',
      '1.5',
      '10.0.0.0/33',
      '::1/129',
      'proxy.example',
      '10.0.0.256',
      '1,',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: /);
    }
  });

  it('issue 29 finding 8: refuses a TRUST_PROXY range that covers public addresses, and 0.0.0.0/0 at load', () => {
    // Each of these let a client forge X-Forwarded-For from the internet, or crashed the start.
    for (const value of [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/0',
      '::/0',
      '8.8.0.0/16',
      '2000::/3',
      '10.0.0.0/7',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .* covers? public addresses/,
      );
    }
    // Ranges inside private, loopback, link-local or documentation space, and single addresses
    // (a named proxy, public or not), are taken as they are.
    const accepted =
      '10.0.0.0/8, 172.16.0.0/12, 192.168.1.0/24, 100.64.0.0/10, fc00::/7, fe80::/10, 34.120.1.2, 34.120.1.2/32, 2600:1f18::1';
    expect(loadConfig({ TRUST_PROXY: accepted }).trustProxy).toEqual(accepted.split(', '));
  });

  it('takes INDEXER_URL as an http(s) base URL, without its trailing slash', () => {
    expect(loadConfig({}).indexerUrl).toBeUndefined();
    expect(loadConfig({ INDEXER_URL: 'http://127.0.0.1:42069/' }).indexerUrl).toBe(
      'http://127.0.0.1:42069',
    );
    expect(() => loadConfig({ INDEXER_URL: '127.0.0.1:42069' })).toThrow(
      /INDEXER_URL: must be an http\(s\) URL/,
    );
  });

  it('sends mail over 5 connections in batches of 50 under a 5-minute lease unless told, and names a bad setting', () => {
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_TO: 'team@eco.example' };
    expect(loadConfig(smtp).mail).toMatchObject({
      concurrency: 5,
      batchSize: 50,
      leaseMs: 300_000,
      retryBaseMs: 30_000,
    });
    expect(
      loadConfig({ ...smtp, MAIL_CONCURRENCY: '20', MAIL_LEASE_MS: '3000', MAIL_RETRY_MS: '200' })
        .mail,
    ).toMatchObject({ concurrency: 20, leaseMs: 3_000, retryBaseMs: 200 });
    expect(() =>
      loadConfig({ ...smtp, MAIL_CONCURRENCY: '0', MAIL_BATCH_SIZE: 'many', MAIL_LEASE_MS: '10' }),
    ).toThrow(
      /MAIL_CONCURRENCY: must be a whole number of connections \(1-100\)[\s\S]*MAIL_BATCH_SIZE: must be a whole number of mails \(1-1000\)[\s\S]*MAIL_LEASE_MS: must be a whole number of milliseconds \(1000-3600000\)/,
    );
  });

  it('refuses a mail lease in production shorter than twice the longest send', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_TO: 'team@eco.example',
    };
    expect(() => loadConfig({ ...production, MAIL_LEASE_MS: '3000' })).toThrow(
      'MAIL_LEASE_MS: must be at least 240000 in production (twice the longest send, about 2 minutes: a mail may start until half the lease is gone)',
    );
    expect(loadConfig({ ...production, MAIL_LEASE_MS: '240000' }).mail?.leaseMs).toBe(240_000);
    expect(loadConfig(production).mail?.leaseMs).toBe(300_000);
  });

  it('refuses production without SMTP_URL: accounts are confirmed and reset by mail', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required in production/,
    );
  });
});

describe('Config', () => {
  // Checked by `npm run typecheck`: the type follows the env schema's transforms.
  it('is typed from the env schema', () => {
    expectTypeOf<Config['port']>().toEqualTypeOf<number>();
    expectTypeOf<Config['nodeEnv']>().toEqualTypeOf<'development' | 'test' | 'production'>();
    expectTypeOf<Config['trustProxy']>().toEqualTypeOf<false | number | string[]>();
    expectTypeOf<Config['siweChainIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<Config['mail']>().toEqualTypeOf<
      | {
          smtpUrl: string;
          to: string[];
          from: string;
          pollMs: number;
          concurrency: number;
          batchSize: number;
          leaseMs: number;
          retryBaseMs: number;
        }
      | undefined
    >();
    expectTypeOf<Config['rateLimits']>().toEqualTypeOf<boolean>();
    expectTypeOf(loadConfig).returns.toEqualTypeOf<Config>();
  });
});

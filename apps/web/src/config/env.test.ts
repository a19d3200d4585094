import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

describe('parseEnv', () => {
  it('uses defaults for missing settings', () => {
    expect(parseEnv({})).toMatchObject({
      VITE_API_URL: '/api',
      VITE_INDEXER_URL: '/indexer',
      VITE_SITE_URL: 'http://127.0.0.1:5173',
      VITE_CHAINS: '1,11155111',
      VITE_RPC_URLS: '',
      VITE_WALLETCONNECT_PROJECT_ID: '',
      VITE_LOCAL_TEST_WALLET: 'false',
      VITE_SITE_ENV: 'local',
    });
  });

  it('fails fast naming every bad variable', () => {
    expect(() => parseEnv({ VITE_API_URL: 'ftp:/x', VITE_SITE_URL: 'not a url' })).toThrow(
      /VITE_API_URL: .*; VITE_SITE_URL: /,
    );
    expect(() => parseEnv({ VITE_CHAINS: '1, two' })).toThrow(/VITE_CHAINS/);
    expect(() => parseEnv({ VITE_INDEXER_URL: 'indexer' })).toThrow(/VITE_INDEXER_URL/);
    expect(() => parseEnv({ VITE_RPC_URLS: 'mainnet=https://x' })).toThrow(/VITE_RPC_URLS/);
  });

  it('accepts several RPC URLs per chain', () => {
    expect(
      parseEnv({
        VITE_RPC_URLS: '1=https://a.example|https://b.example;31337=http://127.0.0.1:8545',
      }).VITE_RPC_URLS,
    ).toContain('31337=');
  });

  it('refuses the local test wallet without the local chain', () => {
    expect(() => parseEnv({ VITE_LOCAL_TEST_WALLET: 'true' })).toThrow(/VITE_LOCAL_TEST_WALLET/);
    expect(
      parseEnv({ VITE_LOCAL_TEST_WALLET: 'true', VITE_CHAINS: '31337' }).VITE_LOCAL_TEST_WALLET,
    ).toBe('true');
  });

  it('knows the three site kinds and keeps the test wallet out of production', () => {
    expect(parseEnv({ VITE_SITE_ENV: 'staging' }).VITE_SITE_ENV).toBe('staging');
    expect(() => parseEnv({ VITE_SITE_ENV: 'prod' })).toThrow(/VITE_SITE_ENV/);
    expect(() =>
      parseEnv({
        VITE_SITE_ENV: 'production',
        VITE_LOCAL_TEST_WALLET: 'true',
        VITE_CHAINS: '31337',
      }),
    ).toThrow(/VITE_LOCAL_TEST_WALLET: a production build/);
  });
});

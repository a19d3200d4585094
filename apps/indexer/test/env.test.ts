// The indexer's settings: a bad value stops it at start with the variable's name.
import { describe, expect, it } from 'vitest';
import { parseIndexerEnv } from '../lib/env';

describe('INDEXER_FUND_WALLET', () => {
  it('follows the fund wallet unless told false', () => {
    expect(parseIndexerEnv({}).fundWallet).toBe(true);
    expect(parseIndexerEnv({ INDEXER_FUND_WALLET: '' }).fundWallet).toBe(true);
    expect(parseIndexerEnv({ INDEXER_FUND_WALLET: 'true' }).fundWallet).toBe(true);
    expect(parseIndexerEnv({ INDEXER_FUND_WALLET: 'false' }).fundWallet).toBe(false);
  });

  it('refuses anything but true or false', () => {
    for (const value of ['no', '0', 'FALSE', ' false']) {
      expect(() => parseIndexerEnv({ INDEXER_FUND_WALLET: value })).toThrow(
        'Invalid indexer settings: INDEXER_FUND_WALLET: must be true or false',
      );
    }
  });
});

describe('INDEXER_WS_URLS', () => {
  it('gives a chain of INDEXER_RPC_URLS its WebSocket endpoint; unset, none polls otherwise', () => {
    const rpc = { INDEXER_RPC_URLS: '31337=http://127.0.0.1:8545' };
    expect(parseIndexerEnv(rpc).chains.map((chain) => chain.wsUrl)).toEqual([undefined]);
    expect(
      parseIndexerEnv({ ...rpc, INDEXER_WS_URLS: '31337=ws://127.0.0.1:8545' }).chains.map(
        (chain) => chain.wsUrl,
      ),
    ).toEqual(['ws://127.0.0.1:8545']);
  });

  it('refuses a URL that is not ws(s):// and a chain the indexer does not read, naming the variable', () => {
    const rpc = { INDEXER_RPC_URLS: '31337=http://127.0.0.1:8545' };
    for (const value of ['31337=http://127.0.0.1:8545', 'ws://127.0.0.1:8545', '31337=ws://a b']) {
      expect(() => parseIndexerEnv({ ...rpc, INDEXER_WS_URLS: value })).toThrow(
        'Invalid indexer settings: INDEXER_WS_URLS: must look like 1=wss://a;31337=ws://127.0.0.1:8545',
      );
    }
    expect(() => parseIndexerEnv({ ...rpc, INDEXER_WS_URLS: '1=wss://mainnet.example' })).toThrow(
      'Invalid indexer settings: INDEXER_WS_URLS: chain 1 is not in INDEXER_RPC_URLS',
    );
  });
});

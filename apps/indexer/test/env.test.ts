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

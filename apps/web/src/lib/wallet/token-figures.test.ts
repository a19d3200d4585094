import { describe, expect, it } from 'vitest';
import {
  parseTokenFigures,
  parseTokenPageFigures,
  readBlockCall,
  readsAreBehind,
  TOKEN_FIGURE_CALL_COUNT,
  tokenFigureContracts,
  tokenPageContracts,
} from './token-figures';

describe('token figures multicall', () => {
  it('asks for every figure in one list and names the answers in the same order', () => {
    const contracts = tokenFigureContracts('0x5FbDB2315678afecb367f032d93F642f64180aa3', 31337);
    // 20 scalars, 8 shares, 8 calls for each of the 3 stages, then 4 terms for each of them.
    expect(contracts).toHaveLength(64);
    expect(contracts).toHaveLength(TOKEN_FIGURE_CALL_COUNT);
    // Each answer tells which call it answers: its index, and the stage's for a stage's view.
    const results = contracts.map((call, i) =>
      call.functionName === 'saleScheduleOf'
        ? [BigInt(i), BigInt(i) + 1000n]
        : call.functionName === 'minimumRaiseOf'
          ? [BigInt(i), BigInt(i) + 1000n, BigInt(i) + 2000n, 3]
          : call.functionName === 'isSaleOpen' || call.functionName.startsWith('is')
            ? i
            : BigInt(i),
    );
    const figures = parseTokenFigures(results);
    expect(figures.name).toBe(0n);
    expect(figures.decimals).toBe(2);
    expect(figures.foundersVestingWallets).toBe(14n);
    expect(figures.owner).toBe(15n);
    expect(figures.maxReferralRewardBps).toBe(19n);
    expect(figures.shares.privateSaleShare).toBe(20n);
    expect(figures.shares.marketingShare).toBe(27n);
    expect(figures.stages.partners).toEqual({
      key: 'partners',
      price: 28n,
      open: 29,
      allocation: 30n,
      sold: 31n,
      remaining: -1n,
      walletCap: 32n,
      opensAt: 33n,
      closesAt: 1033n,
      bought: 34n,
      purchases: 35n,
      usdcPrice: 52n,
      minimum: { amount: 53n, deadline: 1053n, counted: 2053n, state: 'missed' },
      cancelled: 54,
      finalized: 55,
    });
    expect(figures.stages.public).toMatchObject({
      key: 'public',
      price: 44n,
      closesAt: 1049n,
      purchases: 51n,
      usdcPrice: 60n,
      finalized: 63,
    });
  });
});

describe('live reads and the block they were read at', () => {
  it('are behind only when a later block has been seen', () => {
    expect(readsAreBehind(10n, 11n)).toBe(true);
    expect(readsAreBehind(10n, 10n)).toBe(false);
    // An RPC answering reads from a newer head than the block poll has seen.
    expect(readsAreBehind(12n, 11n)).toBe(false);
  });

  it('take reads of unknown age for old once any block is known', () => {
    expect(readsAreBehind(undefined, 1n)).toBe(true);
  });

  it('ask Multicall3 for the block number in the same batch', () => {
    expect(readBlockCall(31337)).toMatchObject({
      address: '0xcA11bde05977b3631167028862bE2a173976CA11',
      functionName: 'getBlockNumber',
      chainId: 31337,
    });
  });
});

describe('the token page’s multicall', () => {
  const eco = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

  it('appends the ETH/USD feed’s reads where the chain has a feed, and only there', () => {
    const local = tokenPageContracts(eco, 31337);
    expect(local).toHaveLength(TOKEN_FIGURE_CALL_COUNT + 3);
    expect(local.slice(TOKEN_FIGURE_CALL_COUNT).map((call) => call.functionName)).toEqual([
      'latestRoundData',
      'decimals',
      'getCurrentBlockTimestamp',
    ]);
    // Goerli: no feed known, so no USD and no extra reads.
    expect(tokenPageContracts(eco, 5)).toHaveLength(TOKEN_FIGURE_CALL_COUNT);
  });

  it('judges the price against the block time read in the same batch', () => {
    const figures = Array.from({ length: TOKEN_FIGURE_CALL_COUNT }, (_, i) =>
      i < 20 ? i : [0n, 0n],
    );
    const round = (age: bigint) => [[5n, 300_000_000_000n, 1000n, 1000n, 5n], 8, 1000n + age];
    const fresh = parseTokenPageFigures(31337)([...figures, ...round(60n)]);
    expect(fresh.name).toBe(0);
    expect(fresh.ethUsd).toMatchObject({ status: 'fresh', ageSeconds: 60, mock: true });
    const stale = parseTokenPageFigures(31337)([...figures, ...round(3601n)]);
    expect(stale.ethUsd).toMatchObject({ status: 'stale', reason: 'old', ageSeconds: 3601 });
    expect(parseTokenPageFigures(5)(figures).ethUsd).toBeUndefined();
  });
});

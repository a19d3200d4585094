import type { IndexerSaleAnswer } from '@eco/shared';
import { describe, expect, it } from 'vitest';
import type { StageTerms } from '@/lib/wallet/stage-terms-text';
import { emptyStage, stageFigures } from '@/lib/sale-reconciliation';
import {
  netFigures,
  resultProblems,
  stageStanding,
  type SaleChain,
  type StageChain,
} from './results';

const terms: StageTerms = {
  usdcPrice: 0n,
  minimum: { amount: 0n, deadline: 0n, counted: 0n, state: 'none' },
  cancelled: false,
  finalized: false,
};
const stage = (over: Partial<StageChain> = {}): StageChain => ({
  purchases: 0n,
  sold: 0n,
  open: false,
  closesAt: 0n,
  terms,
  ...over,
});

/** The public stage: three purchases, one withdrawn (ETH), one refunded (USDC). */
const publicStage = {
  ...emptyStage(2),
  purchases: 3,
  tokens: '600',
  raised: '30',
  raisedUsdc: '500',
  rewards: '6',
  withdrawals: 1,
  withdrawalTokens: '100',
  withdrawalEth: '10',
  refunds: 1,
  refundTokens: '200',
  refundUsdc: '500',
  returnedPurchases: 2,
  returnedTokens: '300',
  returnedRewards: '2',
  returnedEth: '10',
  returnedUsdc: '500',
  sold: '304',
  buyers: 2,
  standingBuyers: 1,
};
const answer: IndexerSaleAnswer = {
  ...publicStage,
  chainId: 31337,
  indexed: { number: 40, timestamp: 1_800_000_000 },
  stages: [publicStage],
  holders: 1,
  transfers: 5,
  withdrawn: '0',
  withdrawnUsdc: '0',
};
const chain: SaleChain = {
  stages: { partners: stage(), private: stage(), public: stage({ purchases: 3n, sold: 304n }) },
  funds: {
    eth: { raised: 30n, returned: 10n, withdrawn: 0n },
    usdc: { raised: 500n, returned: 500n, withdrawn: 0n },
  },
  takesUsdc: true,
};

describe('reconciling the results with the contract', () => {
  it('finds nothing when every figure both keep agrees', () => {
    expect(resultProblems(answer, chain)).toEqual([]);
  });

  it('names each difference with both figures', () => {
    const off: SaleChain = {
      ...chain,
      stages: { ...chain.stages, public: stage({ purchases: 4n, sold: 305n }) },
      funds: { ...chain.funds, usdc: { raised: 500n, returned: 0n, withdrawn: 0n } },
    };
    expect(resultProblems(answer, off)).toEqual([
      'Public sale: the history counts 3 purchases, the contract 4.',
      'Public sale: the history adds up to 0.00 ECO (exactly 0.000000000000000304 ECO) sold from the allocation, the contract counts 0.00 ECO (exactly 0.000000000000000305 ECO).',
      'In USDC, paid back by withdrawals and refunds: the history adds up to 0.0005 USDC, the contract counts 0.00 USDC.',
    ]);
  });

  it('checks what was withdrawn to the fund wallet too, a figure both keep', () => {
    const withdrawn: SaleChain = {
      ...chain,
      funds: { ...chain.funds, eth: { ...chain.funds.eth, withdrawn: 20n } },
    };
    expect(resultProblems(answer, withdrawn)).toEqual([
      'In ETH, withdrawn to the fund wallet: the history adds up to 0 ETH, the contract counts 0.00000000000000002 ETH.',
    ]);
  });

  it('counts a stage nobody bought in as zeros, which a contract with purchases contradicts', () => {
    expect(stageFigures(answer, 'private')).toEqual(emptyStage(1));
    const bought: SaleChain = {
      ...chain,
      stages: { ...chain.stages, private: stage({ purchases: 1n }) },
    };
    expect(resultProblems(answer, bought)).toEqual([
      'Private sale: the history counts 0 purchases, the contract 1.',
    ]);
  });
});

describe('the figures left once withdrawals and refunds went back', () => {
  it('takes each return from its own asset', () => {
    expect(netFigures(publicStage)).toEqual({ eth: 20n, usdc: 0n, tokens: 300n });
  });
});

describe("a stage's standing", () => {
  const time = 1_000n;
  it('is running while the stage is open', () => {
    expect(stageStanding(stage({ open: true, closesAt: 2_000n }), time)).toEqual({
      kind: 'running',
    });
  });

  it('is final, dated with its closing time, once a time-limited stage has passed it', () => {
    expect(stageStanding(stage({ closesAt: 1_000n }), time)).toEqual({
      kind: 'final',
      closedAt: 1_000n,
    });
  });

  it('is only closed when it closed by hand, or has not reached its closing time', () => {
    expect(stageStanding(stage(), time)).toEqual({ kind: 'closed' });
    expect(stageStanding(stage({ closesAt: 1_001n }), time)).toEqual({ kind: 'closed' });
  });

  it('is cancelled whatever its schedule', () => {
    expect(
      stageStanding(stage({ closesAt: 500n, terms: { ...terms, cancelled: true } }), time),
    ).toEqual({ kind: 'cancelled' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { tokenFacts } from '@/content/token';
import { judgeEthUsd } from '@/lib/wallet/eth-usd';
import type { TokenFigures } from '@/lib/wallet/token-figures';
import { liveStages } from './live-stages';
import { liveFacts, staticFacts } from './token-views';

const eco = (n: number) => parseEther(String(n));
const stage = (allocation: number, sold: number) => ({
  price: 1n,
  allocation: eco(allocation),
  sold: eco(sold),
  open: true,
  walletCap: eco(5_000_000),
  opensAt: 0n,
  closesAt: 0n,
  usdcPrice: 0n,
  minimum: { amount: 0n, deadline: 0n, counted: 0n, state: 'none' as const },
  cancelled: false,
  finalized: false,
});
const figures: TokenFigures = {
  name: 'Green Planet ECO',
  symbol: 'ECO',
  decimals: 18,
  totalSupply: eco(205_001_500),
  maxSupply: eco(500_000_000),
  buyFee: 10n,
  sellFee: 10n,
  maxBuyFee: 20n,
  maxSellFee: 30n,
  tradingEnabled: false,
  maxTransactionLimitEnabled: true,
  maxTransferAmount: eco(5_000_000),
  maxTransferAmountBuy: eco(5_000_000),
  referralRewardBps: 400n,
  foundersVestingWallets: [
    '0x0000000000000000000000000000000000000001',
    '0x0000000000000000000000000000000000000002',
    '0x0000000000000000000000000000000000000003',
  ],
  owner: '0x0000000000000000000000000000000000000004',
  pendingOwner: '0x0000000000000000000000000000000000000000',
  saleGuardian: '0x0000000000000000000000000000000000000005',
  fundWallet: '0x0000000000000000000000000000000000000006',
  maxReferralRewardBps: 2000n,
  shares: {
    privateSaleShare: 340n,
    publicSaleShare: 230n,
    ecosystemShare: 120n,
    communityShare: 100n,
    foundersShare: 100n,
    listingShare: 70n,
    partnersShare: 20n,
    marketingShare: 20n,
  },
  stages: {
    partners: stage(10_000_000, 500),
    private: stage(170_000_000, 1_000),
    public: stage(115_000_000, 0),
  },
};

const labels = (facts: [string, string][]) => facts.map(([label]) => label);
const value = (facts: [string, string][], label: string) => facts.find(([l]) => l === label)?.[1];

describe('supply labels on the token page', () => {
  it('the published facts name the maximum supply and what the sale can still sell', () => {
    const facts = staticFacts();
    expect(value(facts, 'Maximum supply')).toBe('500,000,000 ECO');
    expect(value(facts, 'Still for sale')).toBe('At most 295,000,000 ECO');
    expect(labels(facts).join('|')).not.toMatch(/total supply|initial/i);
    expect(value(facts, 'Max buy per transaction')).toBe(
      `${tokenFacts.limits.maxBuyPerMille / 10}% of the maximum supply`,
    );
  });

  it('the live facts show the three figures, each named', () => {
    const facts = liveFacts(figures);
    expect(value(facts, 'Maximum supply')).toBe('500,000,000 ECO');
    expect(value(facts, 'Minted so far')).toBe('205,001,500 ECO');
    // The stages' allocations less what each has sold: 295,000,000 - 1,500.
    expect(value(facts, 'Still for sale')).toBe('294,998,500 ECO');
    expect(labels(facts).join('|')).not.toMatch(/total supply|initial/i);
  });
});

describe('the stages read from the contract', () => {
  it('carry the cap per wallet in whole ECO', () => {
    expect(liveStages(figures).map((s) => s.walletCap)).toEqual([5_000_000, 5_000_000, 5_000_000]);
  });

  it('carry their USDC price (none: ETH only), minimum raise and standing', () => {
    const stages = liveStages({
      ...figures,
      stages: {
        ...figures.stages,
        private: {
          ...figures.stages.private,
          usdcPrice: 120_000n,
          minimum: {
            amount: eco(1_000),
            deadline: 1_800_000_000n,
            counted: eco(250),
            state: 'pending',
          },
          finalized: true,
        },
        public: { ...figures.stages.public, cancelled: true },
      },
    });
    expect(stages[0]).toMatchObject({ priceUsdc: null, minimum: 'None', cancelled: false });
    expect(stages[0]!.standing).toBeUndefined();
    expect(stages[1]).toMatchObject({
      priceUsdc: '0.12 USDC',
      minimum: '1,000 ECO by 8:00 AM, Jan 15, 2027 UTC; 250 ECO counted so far',
      standing: 'Finalized: it can no longer be cancelled',
    });
    expect(stages[2]).toMatchObject({
      cancelled: true,
      standing: 'Cancelled: it sells no more, and every buyer may claim a full refund',
    });
  });

  it('carry their price in USD while the ETH/USD price is fresh, and never a stale one', () => {
    const priced = {
      ...figures,
      stages: { ...figures.stages, public: { ...figures.stages.public, price: eco(0.00004) } },
    };
    // $2,500 per ETH (8 decimals), answered `age` seconds before the block read.
    const price = (age: bigint) =>
      judgeEthUsd(
        {
          roundId: 1n,
          answer: 250_000_000_000n,
          updatedAt: 100n,
          answeredInRound: 1n,
          decimals: 8,
          chainTime: 100n + age,
        },
        { heartbeatSeconds: 3600, mock: true },
      );
    expect(liveStages(priced, price(60n))[2]).toMatchObject({
      priceEth: '0.00004',
      priceUsd: '≈ $0.10',
    });
    expect(liveStages(priced, price(3601n))[2]?.priceUsd).toBeUndefined();
    expect(liveStages(priced)[2]?.priceUsd).toBeUndefined();
  });
});

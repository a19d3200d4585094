import type { IndexedFundFlow, IndexerFundWalletAnswer } from '@eco/shared';
import { describe, expect, it } from 'vitest';
import type { FundWalletOutflow } from '@/content/schemas';
import { ethText } from '@/lib/format';
import { reconcileFundWallet, reconcileSale } from './treasury';

const ETH = 10n ** 18n;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const flow = (
  n: number,
  direction: IndexedFundFlow['direction'],
  amount: bigint,
  withdrawal = false,
): IndexedFundFlow => ({
  transactionHash: hash(n),
  blockNumber: String(n),
  timestamp: '1700000000',
  direction,
  counterparty: direction === 'fee' ? null : '0x0000000000000000000000000000000000000001',
  amount: amount.toString(),
  withdrawal,
  order: String(n).padStart(8, '0'),
});
const answer = (flows: IndexedFundFlow[]): IndexerFundWalletAnswer => {
  const total = (d: IndexedFundFlow['direction']) =>
    flows
      .filter((f) => f.direction === d)
      .reduce((sum, f) => sum + BigInt(f.amount), 0n)
      .toString();
  return {
    chainId: 31337,
    indexed: { number: 50, timestamp: 1 },
    wallet: '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
    openingBlock: '1',
    openingBalance: (100n * ETH).toString(),
    totals: {
      in: total('in'),
      out: total('out'),
      fee: total('fee'),
      withdrawn: flows
        .filter((f) => f.withdrawal)
        .reduce((s, f) => s + BigInt(f.amount), 0n)
        .toString(),
    },
    flows,
    nextCursor: null,
  };
};
const tag = (n: number, chainId = 31337): FundWalletOutflow => ({
  chainId,
  transactionHash: hash(n),
  purpose: 'campaign',
  campaignId: 1,
  description: 'Nursery for the mangrove campaign',
  provenance: { status: 'sample' },
});

// 100 ETH at the start, 3 withdrawn from the sale, 2 paid out in tx 3 with a 0.01 fee.
const flows = [flow(2, 'in', 3n * ETH, true), flow(3, 'out', 2n * ETH), flow(3, 'fee', ETH / 100n)];
const balance = 100n * ETH + 3n * ETH - 2n * ETH - ETH / 100n;

describe('reconciling the fund wallet', () => {
  it('flags an untagged outflow and is off by exactly its amount', () => {
    const r = reconcileFundWallet(answer(flows), balance, []);
    expect(r.reconciled).toBe(false);
    expect(r.untagged).toBe(2n * ETH);
    expect(r.difference).toBe(2n * ETH);
    expect(r.outflows.map((o) => o.tag)).toEqual([undefined]);
    expect(r.withdrawn).toBe(3n * ETH);
  });

  it('reconciles to the wei once the outflow is tagged (by hash, any case)', () => {
    const upper = { ...tag(3), transactionHash: hash(3).toUpperCase().replace('0X', '0x') };
    const r = reconcileFundWallet(answer(flows), balance, [upper]);
    expect(r).toMatchObject({ reconciled: true, difference: 0n, tagged: 2n * ETH, untagged: 0n });
  });

  it("ignores a tag for another chain's transaction", () => {
    const r = reconcileFundWallet(answer(flows), balance, [tag(3, 1)]);
    expect(r.reconciled).toBe(false);
  });

  it('says by how much the balance differs from what the history explains', () => {
    // One wei more on the chain than the history accounts for (e.g. a transfer it missed).
    const r = reconcileFundWallet(answer(flows), balance + 1n, [tag(3)]);
    expect(r).toMatchObject({ reconciled: false, difference: -1n });
  });
});

describe('reconciling the sale', () => {
  const base = {
    raised: 5n * ETH,
    withdrawn: 3n * ETH,
    contractRaised: 5n * ETH,
    contractWithdrawn: 3n * ETH,
    held: 2n * ETH,
    formatEth: ethText,
  };
  it('agrees when the events, the counters and the balance agree', () => {
    expect(reconcileSale(base).problems).toEqual([]);
  });
  it('names each disagreement', () => {
    expect(reconcileSale({ ...base, raised: 4n * ETH, held: 2n * ETH + 1n }).problems).toEqual([
      'The purchases add up to 4 ETH, but the contract counts 5 ETH raised.',
      'The contract holds 2.000000000000000001 ETH, but raised less withdrawn is 2 ETH.',
    ]);
  });
});

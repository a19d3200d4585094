import type {
  IndexedCampaignWallet,
  IndexedDonation,
  IndexedFundFlow,
  IndexerFundWalletAnswer,
  IndexerSaleAnswer,
} from '@eco/shared';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { carbonCredits } from '@/content/carbon-credits';
import type { CarbonCredit, FundWalletOutflow } from '@/content/schemas';
import { emptyStage } from '@/lib/sale-reconciliation';
import { reconcileFundWallet, saleProblems, type TagEvidence } from './treasury';

const ETH = 10n ** 18n;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
const CAMPAIGN_1 = '0xdf3e18d64bc6a983f673ab319ccae4f1a57c7097';
const UNRELATED = address(0xbb);
const DONATIONS = address(0xd0);
/** One flow of transaction `n` in block `n` (at index `txIndex`), as the indexer answers it. */
const flow = (
  n: number,
  direction: IndexedFundFlow['direction'],
  amount: bigint,
  { to = address(1), withdrawal = false, block = n, txIndex = 0 } = {},
): IndexedFundFlow => ({
  transactionHash: hash(n),
  blockNumber: String(block),
  timestamp: '1700000000',
  direction,
  counterparty: direction === 'fee' ? null : to,
  amount: amount.toString(),
  withdrawal,
  order: `${String(block).padStart(16, '0')}-${String(txIndex).padStart(8, '0')}-${direction === 'fee' ? '00000000' : '00000001'}`,
});
const answer = (flows: IndexedFundFlow[]): IndexerFundWalletAnswer => {
  const total = (d: IndexedFundFlow['direction']) =>
    flows
      .filter((f) => f.direction === d)
      .reduce((sum, f) => sum + BigInt(f.amount), 0n)
      .toString();
  return {
    chainId: 31337,
    indexed: { number: 416, timestamp: 1 },
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
/** The wallet the chain's history ends with: opening + in - out - fee. */
const balanceOf = (a: IndexerFundWalletAnswer) =>
  BigInt(a.openingBalance) + BigInt(a.totals.in) - BigInt(a.totals.out) - BigInt(a.totals.fee);
const verified = {
  status: 'verified',
  source: 'Campaign 1 report',
  checked: '2026-11-01',
} as const;
const tag = (n: number, fields: Partial<FundWalletOutflow> = {}): FundWalletOutflow => ({
  chainId: 31337,
  transactionHash: hash(n),
  purpose: 'campaign',
  campaignId: 1,
  description: 'Nursery for the mangrove campaign',
  provenance: { status: 'sample' },
  ...fields,
});
const registered = (
  campaignId: number,
  wallet: `0x${string}`,
  block: number,
  transactionIndex = 0,
): IndexedCampaignWallet => ({
  campaignId,
  wallet,
  transactionHash: hash(1000 + block),
  blockNumber: String(block),
  timestamp: '1700000000',
  transactionIndex,
  logIndex: 0,
});
const evidence = (fields: Partial<TagEvidence> = {}): TagEvidence => ({
  tagsPublished: true,
  campaignWallets: [registered(1, CAMPAIGN_1, 1), registered(2, address(0x22), 1)],
  ledger: { rows: [], published: true },
  donations: { contract: DONATIONS, given: [] },
  ...fields,
});
const reconcile = (
  flows: IndexedFundFlow[],
  tags: FundWalletOutflow[],
  fields: Partial<TagEvidence> = {},
) => {
  const a = answer(flows);
  return reconcileFundWallet(a, balanceOf(a), tags, evidence(fields));
};

// 100 ETH at the start, 3 withdrawn from the sale, 2 paid to campaign 1 in tx 3 with a 0.01 fee.
const flows = [
  flow(2, 'in', 3n * ETH, { withdrawal: true }),
  flow(3, 'out', 2n * ETH, { to: CAMPAIGN_1 }),
  flow(3, 'fee', ETH / 100n),
];

describe('reconciling the fund wallet', () => {
  it('flags an untagged outflow and is off by exactly its amount', () => {
    const r = reconcile(flows, []);
    expect(r.reconciled).toBe(false);
    expect(r.unexplained).toBe(2n * ETH);
    expect(r.difference).toBe(2n * ETH);
    expect(r.outflows.map((o) => o.check)).toEqual([{ kind: 'untagged' }]);
    expect(r.withdrawn).toBe(3n * ETH);
    expect(r.problems).toEqual([
      '1 outgoing payment (2 ETH) has no stated purpose.',
      'Opening balance + inflows − explained outflows − fees = 102.99 ETH, but the wallet holds 100.99 ETH: 2 ETH left without explanation.',
    ]);
  });

  it("reconciles to the wei once a payment to the campaign's registered wallet is tagged to it (by hash, any case)", () => {
    const upper = tag(3, { transactionHash: hash(3).toUpperCase().replace('0X', '0x') });
    const r = reconcile(flows, [upper]);
    expect(r).toMatchObject({
      reconciled: true,
      difference: 0n,
      verified: 2n * ETH,
      unexplained: 0n,
    });
    expect(r.outflows[0]?.check).toEqual({
      kind: 'verified',
      evidence: "Checked against the chain: paid to campaign 1's registered wallet.",
    });
    expect(r.problems).toEqual([]);
  });

  it('issue 29: an unrelated payment tagged as campaign 1 is a mismatch, named, and never reconciled', () => {
    // The fund wallet pays 1.5 ETH to an unrelated address and 1.5 ETH to campaign 1; the tag
    // file calls both campaign 1, "verified".
    const paid = [
      flow(415, 'out', (3n * ETH) / 2n, { to: UNRELATED }),
      flow(416, 'out', (3n * ETH) / 2n, { to: CAMPAIGN_1 }),
    ];
    const r = reconcile(paid, [
      tag(415, { description: 'Mangrove nursery, second tranche (audited)', provenance: verified }),
      tag(416, { description: 'Mangrove nursery, first tranche', provenance: verified }),
    ]);
    expect(r.reconciled).toBe(false);
    expect(r.outflows.map((o) => o.check.kind)).toEqual(['mismatch', 'verified']);
    expect(r).toMatchObject({ verified: (3n * ETH) / 2n, unexplained: (3n * ETH) / 2n });
    expect(r.difference).toBe((3n * ETH) / 2n);
    expect(r.problems).toContain(
      `Transaction ${hash(415)}: the tag says it paid campaign 1, but the chain shows 1.5 ETH to ${getAddress(UNRELATED)}, not to campaign 1's registered wallet ${getAddress(CAMPAIGN_1)}.`,
    );
  });

  it('checks a campaign payment against the wallet registered when it was paid', () => {
    const moved = address(0x77);
    // Campaign 1's wallet moved to `moved` in block 6, transaction 2.
    const wallets = [registered(1, CAMPAIGN_1, 1), registered(1, moved, 6, 2)];
    const paid = [
      flow(3, 'out', ETH, { to: CAMPAIGN_1 }), // before the move: the old wallet is right
      flow(4, 'out', ETH, { to: CAMPAIGN_1, block: 6, txIndex: 1 }), // same block, before it
      flow(5, 'out', ETH, { to: moved, block: 6, txIndex: 1 }), // same block, not yet moved
      flow(7, 'out', ETH, { to: moved, block: 6, txIndex: 3 }), // same block, after the move
      flow(8, 'out', ETH, { to: CAMPAIGN_1 }), // the old wallet, after the move
      flow(9, 'out', ETH, { to: moved }), // the new wallet
    ];
    const r = reconcile(
      paid,
      [3, 4, 5, 7, 8, 9].map((n) => tag(n)),
      { campaignWallets: wallets },
    );
    expect(r.outflows.map((o) => o.check.kind)).toEqual([
      'verified',
      'verified',
      'mismatch',
      'verified',
      'mismatch',
      'verified',
    ]);
    // A campaign registered after the payment, or never, had no wallet to pay.
    const early = reconcile(
      [flow(3, 'out', ETH, { to: address(0x22) }), flow(4, 'out', ETH, { to: address(0x22) })],
      [tag(3, { campaignId: 2 }), tag(4, { campaignId: 9 })],
      { campaignWallets: [registered(2, address(0x22), 4)] },
    );
    expect(early.problems).toEqual([
      `Transaction ${hash(3)}: the tag says it paid campaign 2, but campaign 2 had no registered wallet at block 3; the chain shows 1 ETH to 0x0000000000000000000000000000000000000022.`,
      `Transaction ${hash(4)}: the tag says it paid campaign 9, but campaign 9 had no registered wallet at block 4; the chain shows 1 ETH to 0x0000000000000000000000000000000000000022.`,
      'Opening balance + inflows − explained outflows − fees = 100 ETH, but the wallet holds 98 ETH: 2 ETH left without explanation.',
    ]);
  });

  it('takes a donation the fund wallet made through the donations contract for the campaign it names', () => {
    const donated = (n: number, campaignId: number, amount: bigint): IndexedDonation => ({
      transactionHash: hash(n),
      blockNumber: String(n),
      logIndex: 0,
      timestamp: '1700000000',
      campaignId,
      donor: '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
      amount: amount.toString(),
      memo: '',
    });
    const paid = [3, 4, 5].map((n) => flow(n, 'out', ETH, { to: DONATIONS }));
    const r = reconcile(
      paid,
      [tag(3), tag(4), tag(5)],
      // Transaction 4 gave to campaign 2, transaction 5 gave less than it paid the contract.
      {
        donations: {
          contract: DONATIONS,
          given: [donated(3, 1, ETH), donated(4, 2, ETH), donated(5, 1, 1n)],
        },
      },
    );
    expect(r.outflows.map((o) => o.check)).toEqual([
      {
        kind: 'verified',
        evidence: 'Checked against the chain: given to campaign 1 through the donations contract.',
      },
      {
        kind: 'mismatch',
        reason: `the tag says it paid campaign 1, but the chain shows 1 ETH to ${getAddress(DONATIONS)}, the donations contract, with no donation of that amount to campaign 1 in this transaction.`,
      },
      expect.objectContaining({ kind: 'mismatch' }),
    ]);
  });

  it("takes a purpose the chain cannot check on the team's word, and says so", () => {
    const r = reconcile(flows, [tag(3, { purpose: 'other', campaignId: undefined })]);
    expect(r).toMatchObject({ reconciled: true, verified: 0n, claimed: 2n * ETH });
    expect(r.outflows[0]?.check).toEqual({ kind: 'claimed' });
  });

  it('counts no tag of a tag file that is not the published version, and still names a mismatch', () => {
    const r = reconcile(
      [...flows, flow(4, 'out', ETH, { to: UNRELATED }), flow(5, 'out', ETH, { to: UNRELATED })],
      [tag(3), tag(4), tag(5, { purpose: 'other', campaignId: undefined })],
      { tagsPublished: false },
    );
    expect(r.reconciled).toBe(false);
    expect(r.outflows.map((o) => o.check.kind)).toEqual(['unverified', 'mismatch', 'unverified']);
    expect(r).toMatchObject({ verified: 0n, claimed: 0n, unexplained: 4n * ETH });
    expect(r.problems).toContain(
      `Transaction ${hash(3)}: its tag is in a tag file that is not the version published on-chain, so it does not count.`,
    );
  });

  it('refuses a transaction tagged twice, and a tag for a transaction that is no payment of the wallet', () => {
    const twice = reconcile(flows, [tag(3), tag(3, { purpose: 'other', campaignId: undefined })]);
    expect(twice.reconciled).toBe(false);
    expect(twice.outflows[0]?.check).toEqual({
      kind: 'mismatch',
      reason:
        'the tag file tags it 2 times (campaign 1; "Nursery for the mangrove campaign"); a payment has one stated purpose, so none of them counts.',
    });
    // Transaction 2 is an inflow, 99 is not in the history at all.
    const stray = reconcile(flows, [tag(3), tag(2), tag(99)]);
    expect(stray.reconciled).toBe(false);
    expect(stray.difference).toBe(0n);
    expect(stray.strayTags.map((s) => s.tag.transactionHash)).toEqual([hash(2), hash(99)]);
    expect(stray.problems).toEqual([
      `The tag file says transaction ${hash(2)} paid for campaign 1, but the fund wallet's history up to block 416 has no outgoing payment in it.`,
      `The tag file says transaction ${hash(99)} paid for campaign 1, but the fund wallet's history up to block 416 has no outgoing payment in it.`,
    ]);
  });

  it('checks a credit purchase against the payment its ledger row records, in the published ledger', () => {
    const broker = address(0x0b);
    const row = (payment?: CarbonCredit['payment']): CarbonCredit => ({
      ...carbonCredits[0]!,
      id: 7,
      payment,
    });
    const recorded = { chainId: 31337, transactionHash: hash(3), to: broker, amountEth: '2' };
    const paid = [flow(3, 'out', 2n * ETH, { to: broker })];
    const credits = tag(3, { purpose: 'carbon-credits', campaignId: undefined, ledgerRowId: 7 });
    const check = (rows: CarbonCredit[], published = true) =>
      reconcile(paid, [credits], { ledger: { rows, published } }).outflows[0]?.check;
    expect(check([row(recorded)])).toEqual({
      kind: 'verified',
      evidence: 'Checked against the chain: the payment ledger row 7 records.',
    });
    expect(check([row(recorded)], false)).toEqual({
      kind: 'unverified',
      reason:
        'ledger row 7 records this payment, but the ledger shown is not its published version, so the tag does not count.',
    });
    expect(check([])).toMatchObject({
      kind: 'mismatch',
      reason: expect.stringContaining('has no row 7'),
    });
    expect(check([row()])).toMatchObject({
      kind: 'mismatch',
      reason: expect.stringContaining('that row records no payment'),
    });
    for (const other of [
      { ...recorded, amountEth: '1.999999999999999999' },
      { ...recorded, to: UNRELATED },
      { ...recorded, transactionHash: hash(4) },
      { ...recorded, chainId: 1 },
    ]) {
      expect(check([row(other)])).toMatchObject({ kind: 'mismatch' });
    }
    expect(check([row({ ...recorded, to: UNRELATED })])).toEqual({
      kind: 'mismatch',
      reason: `the tag says it paid for ledger row 7, which records 2 ETH to ${getAddress(UNRELATED)} in transaction ${hash(3)}; the chain shows 2 ETH to ${getAddress(broker)} in this one.`,
    });
  });

  it("ignores a tag for another chain's transaction", () => {
    const r = reconcile(flows, [tag(3, { chainId: 1 })]);
    expect(r.reconciled).toBe(false);
    expect(r.strayTags).toEqual([]);
  });

  it('says by how much the balance differs from what the history explains', () => {
    // One wei more on the chain than the history accounts for (e.g. a transfer it missed).
    const a = answer(flows);
    const r = reconcileFundWallet(a, balanceOf(a) + 1n, [tag(3)], evidence());
    expect(r).toMatchObject({ reconciled: false, difference: -1n });
  });
});

describe("the sale's money in one asset", () => {
  type Money = { raised: bigint; returned: bigint; withdrawn: bigint };
  /** The indexer's /sale answer whose events add up to `eth` and `usdc`. */
  const answer = (eth: Money, usdc: Money = eth): IndexerSaleAnswer => ({
    ...emptyStage(0),
    chainId: 31337,
    indexed: { number: 40, timestamp: 1_800_000_000 },
    stages: [],
    holders: 0,
    transfers: 0,
    raised: String(eth.raised),
    returnedEth: String(eth.returned),
    withdrawn: String(eth.withdrawn),
    raisedUsdc: String(usdc.raised),
    returnedUsdc: String(usdc.returned),
    withdrawnUsdc: String(usdc.withdrawn),
  });
  const history = { raised: 5n * ETH, returned: ETH, withdrawn: 2n * ETH };
  const contract = { ...history, held: ETH };
  it('agrees when the events match the counters and the balance is raised − returned − withdrawn', () => {
    expect(saleProblems('eth', answer(history), contract, 2n * ETH)).toEqual([]);
  });
  it('names each disagreement, in the asset it is in', () => {
    expect(
      saleProblems('eth', answer({ ...history, raised: 4n * ETH }), contract, 2n * ETH + 1n),
    ).toEqual([
      'The purchases add up to 4 ETH, but the contract counts 5 ETH raised.',
      'The contract holds 2.000000000000000001 ETH, but raised − returned − withdrawn is 2 ETH.',
    ]);
    const usdc = { raised: 900_000n, returned: 0n, withdrawn: 0n };
    expect(
      saleProblems(
        'usdc',
        answer(history, { ...usdc, returned: 100_000n }),
        { ...usdc, held: 900_000n },
        800_000n,
      ),
    ).toEqual([
      'The withdrawals and refunds to buyers add up to 0.10 USDC, but the contract counts 0.00 USDC returned.',
      'The contract holds 0.80 USDC, but raised − returned − withdrawn is 0.90 USDC.',
      'The contract holds 0.80 USDC, less than the 0.90 USDC it must keep for buyers who may still take their payment back.',
    ]);
  });
});

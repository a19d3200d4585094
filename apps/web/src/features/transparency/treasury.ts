import type { IndexedFundFlow, IndexerFundWalletAnswer } from '@eco/shared';
import type { FundWalletOutflow } from '@/content/schemas';

/** An outgoing flow of the fund wallet and the content entry that says what it paid for. */
export type Outflow = { flow: IndexedFundFlow; amount: bigint; tag: FundWalletOutflow | undefined };

export type FundWalletReconciliation = {
  opening: bigint;
  /** Everything received, and the part of it that came from the sale (`withdraw`). */
  inflows: bigint;
  withdrawn: bigint;
  outflows: Outflow[];
  /** Spent on purposes the content file names, and spent on none it names. */
  tagged: bigint;
  untagged: bigint;
  fees: bigint;
  /** What the wallet holds if it spent only on named purposes: opening + in - tagged - fees. */
  explained: bigint;
  /** Its balance on the chain at the indexed block. */
  balance: bigint;
  /** explained - balance: zero when every ether that left is accounted for. */
  difference: bigint;
  reconciled: boolean;
};

/**
 * Reconciles the fund wallet: its opening balance plus what came in, less the outflows the team
 * has tagged and the network fees, must equal its balance at the same block. An untagged outflow
 * is not explained, so it shows as a difference of exactly its amount; ether the indexer did not
 * see moving shows as a difference too.
 */
export function reconcileFundWallet(
  answer: IndexerFundWalletAnswer,
  balance: bigint,
  tags: readonly FundWalletOutflow[],
): FundWalletReconciliation {
  const byHash = new Map(
    tags
      .filter((tag) => tag.chainId === answer.chainId)
      .map((tag) => [tag.transactionHash.toLowerCase(), tag]),
  );
  const outflows: Outflow[] = answer.flows
    .filter((flow) => flow.direction === 'out')
    .map((flow) => ({
      flow,
      amount: BigInt(flow.amount),
      tag: byHash.get(flow.transactionHash.toLowerCase()),
    }));
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
  const tagged = sum(outflows.filter((o) => o.tag).map((o) => o.amount));
  const untagged = sum(outflows.filter((o) => !o.tag).map((o) => o.amount));
  const opening = BigInt(answer.openingBalance);
  const inflows = BigInt(answer.totals.in);
  const fees = BigInt(answer.totals.fee);
  const explained = opening + inflows - tagged - fees;
  const difference = explained - balance;
  return {
    opening,
    inflows,
    withdrawn: BigInt(answer.totals.withdrawn),
    outflows,
    tagged,
    untagged,
    fees,
    explained,
    balance,
    difference,
    reconciled: difference === 0n && outflows.every((o) => o.tag),
  };
}

export type SaleReconciliation = {
  /** Raised by purchases, summed from their events, and the contract's own counter. */
  raised: bigint;
  contractRaised: bigint;
  /** Withdrawn to the fund wallet, from the events, and the contract's counter. */
  withdrawn: bigint;
  contractWithdrawn: bigint;
  /** The ether the contract holds, and what it should hold: raised - withdrawn. */
  held: bigint;
  expectedHeld: bigint;
  problems: string[];
};

/** The sale's ether: what the purchases paid, what went to the fund wallet, what stays. */
export function reconcileSale(figures: {
  raised: bigint;
  withdrawn: bigint;
  contractRaised: bigint;
  contractWithdrawn: bigint;
  held: bigint;
  formatEth: (wei: bigint) => string;
}): SaleReconciliation {
  const { raised, withdrawn, contractRaised, contractWithdrawn, held, formatEth } = figures;
  const expectedHeld = contractRaised - contractWithdrawn;
  const problems: string[] = [];
  if (raised !== contractRaised) {
    problems.push(
      `The purchases add up to ${formatEth(raised)}, but the contract counts ${formatEth(contractRaised)} raised.`,
    );
  }
  if (withdrawn !== contractWithdrawn) {
    problems.push(
      `The withdrawals add up to ${formatEth(withdrawn)}, but the contract counts ${formatEth(contractWithdrawn)} withdrawn.`,
    );
  }
  if (held !== expectedHeld) {
    problems.push(
      `The contract holds ${formatEth(held)}, but raised less withdrawn is ${formatEth(expectedHeld)}.`,
    );
  }
  return {
    raised,
    contractRaised,
    withdrawn,
    contractWithdrawn,
    held,
    expectedHeld,
    problems,
  };
}

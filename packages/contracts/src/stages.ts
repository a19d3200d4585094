/** Sale stages as the contract's `Stage` enum numbers them (uint8 in the ABI). */
export const SaleStage = { Partners: 0, Private: 1, Public: 2 } as const;

/** One of SaleStage's values. */
export type SaleStage = (typeof SaleStage)[keyof typeof SaleStage];

/** Stage keys in the contract's order (index = number), e.g. for messages such as SaleClosed(stage). */
export const saleStageNames = ['partners', 'private', 'public'] as const;

/** A stage's key: partners, private or public. */
export type SaleStageKey = (typeof saleStageNames)[number];

/**
 * The one vocabulary of sale stages: per key, the contract's number, the short label (the Buy
 * dialog's tabs) and the view that returns the stage's price in wei per ECO. Every list of
 * stages in the apps is read from here.
 */
export const saleStageByKey = {
  partners: {
    key: 'partners',
    number: SaleStage.Partners,
    label: 'Partners',
    priceFunction: 'tokenPriceForPartners',
  },
  private: {
    key: 'private',
    number: SaleStage.Private,
    label: 'Private',
    priceFunction: 'tokenPriceForPrivate',
  },
  public: {
    key: 'public',
    number: SaleStage.Public,
    label: 'Public',
    priceFunction: 'tokenPriceForPublic',
  },
} as const satisfies Record<
  SaleStageKey,
  { key: SaleStageKey; number: SaleStage; label: string; priceFunction: `tokenPriceFor${string}` }
>;

/** A sale stage's name in a sentence or on a receipt: "Public stage". */
export const saleStageName = (key: SaleStageKey) => `${saleStageByKey[key].label} stage`;

/** One sale stage of the vocabulary. */
export type SaleStageInfo = (typeof saleStageByKey)[SaleStageKey];

/** The stages in the contract's order. */
export const saleStages: readonly SaleStageInfo[] = saleStageNames.map(
  (key) => saleStageByKey[key],
);

/** What one address may buy in a stage under its cap, and what sets that cap. */
export type WalletAllowance = {
  /** The most it may buy there in all, in base units. */
  cap: bigint;
  /** The stage's cap per wallet, or a partner's own lower allocation from the partners list. */
  capSource: 'wallet' | 'allocation';
  /** What may still count against the cap, in base units: a purchase and its referral reward together. */
  left: bigint;
};

/**
 * The most one purchase with a referral may buy when `left` may still count against the cap: the
 * largest amount with amount + floor(amount × bps / 10,000) ≤ left, as ECO counts it.
 */
export function largestAmountWithReward(left: bigint, rewardBps: bigint): bigint {
  let amount = (left * 10_000n) / (10_000n + rewardBps);
  // The reward rounds down, so one more base unit may still fit.
  while (amount + 1n + ((amount + 1n) * rewardBps) / 10_000n <= left) amount += 1n;
  return amount;
}

/**
 * The per-wallet cap rule as ECO's purchase applies it: the cap is the stage's cap per wallet or,
 * for a partner in the partners stage, the lower of it and the partner's own allocation; what the
 * address has bought there counts against it, and so do the referral rewards its purchases pay
 * (`bought` is ECO's `boughtBy`, which includes them; docs/decisions/0033).
 */
export function walletAllowance(
  walletCap: bigint,
  bought: bigint,
  ownAllocation?: bigint,
): WalletAllowance {
  const own = ownAllocation !== undefined && ownAllocation < walletCap;
  const cap = own ? ownAllocation : walletCap;
  return { cap, capSource: own ? 'allocation' : 'wallet', left: bought >= cap ? 0n : cap - bought };
}

/** The contract's `MinimumState` enum, by number: a stage's minimum raise, decided at its deadline. */
export const minimumStates = ['none', 'pending', 'met', 'missed'] as const;

/** One of minimumStates: no minimum, not decided yet, met, or missed (every buyer may claim a refund). */
export type MinimumStateKey = (typeof minimumStates)[number];

/**
 * The withdrawal deadline (seconds since the epoch) a purchase made at `now` gets, as ECO's
 * `_withdrawalDeadline` fixes it (docs/decisions/0032, MiCA Art. 13): `period` from now, no later
 * than the stage's closing time when one is set (`closesAt`, 0 = none), and no right at all once
 * trading is enabled or where the period is 0. Undefined when the purchase has no right of
 * withdrawal (the contract then stores `now`, a window already over).
 */
export function withdrawalDeadline({
  now,
  period,
  closesAt,
  tradingEnabled,
}: {
  now: bigint;
  period: bigint;
  closesAt: bigint;
  tradingEnabled: boolean;
}): bigint | undefined {
  if (tradingEnabled || period === 0n) return undefined;
  const until = now + period;
  return closesAt !== 0n && closesAt < until ? closesAt : until;
}

/**
 * The gas a purchase is budgeted before it can be estimated (the fee the Buy dialog keeps back
 * for Max and checks the ETH balance against), per way of paying. test/money-back.test.ts measures
 * the costliest purchase of each kind (a new buyer's first, a referral reward reserved, a minimum
 * raise counted, an overpayment sent back) and fails when a budget leaves less than a fifth spare.
 * USDC's covers the permit or the approval too, and Circle's token, which costs more per transfer
 * than the local stand-in.
 */
export const purchaseGasBudget = { eth: 250_000n, usdc: 400_000n } as const;

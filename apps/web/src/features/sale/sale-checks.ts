import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { largestAmountWithReward, walletAllowance, type SaleStageKey } from '@eco/contracts';
import type { PartnerGrant } from '@eco/contracts/partners';
import { ethText, formatEco, formatPercent, formatUtcDateTime } from '@/lib/format';
import { tokenCost, tokensFor } from '@/lib/units';
import type { MinimumRaise } from '@/lib/wallet/stage-terms-text';
import type { PaymentAsset } from '@/lib/wallet/transaction';
import { GAS_RESERVE } from './purchase-math';

export type { MinimumRaise };

/** What the contract says about one sale stage. */
export type StageState = {
  key: SaleStageKey;
  /** Wei per whole ECO. */
  price: bigint;
  /** USDC base units per whole ECO; 0 when the stage does not sell for USDC. */
  usdcPrice: bigint;
  open: boolean;
  /** ECO base units the stage can still sell (purchases and referral rewards alike). */
  remaining: bigint;
  /** The most this wallet may buy in this stage (base units). */
  walletCap: bigint;
  /**
   * What sets `walletCap`: the stage's cap per wallet, or (partners stage) the partner's own
   * allocation from the partners list, when that is lower.
   */
  capSource: 'wallet' | 'allocation';
  /** What the connected wallet has bought here; undefined with no wallet. */
  bought: bigint | undefined;
  /** What the connected wallet may still buy here under that cap; undefined with no wallet. */
  walletLeft: bigint | undefined;
  /** When the closed stage opens by itself (ms since the epoch), if that is still to come. */
  opensAt: number | undefined;
  /** When the stage closes by itself, in seconds since the epoch (0 = by hand). */
  closesAt: bigint;
  minimumRaise: MinimumRaise;
};

/** The stage's price in `asset`'s base units per whole ECO (USDC: 0 = not sold for it). */
export const priceIn = (stage: StageState, asset: PaymentAsset) =>
  asset === 'eth' ? stage.price : stage.usdcPrice;

/**
 * The partners stage as the contract sees it for a partner: the lower of the cap per wallet and
 * the partner's own allocation (from their leaf) bounds what they buy. Other stages, and the
 * partners stage without an allocation, are returned as they are.
 */
export function withPartnerAllocation(
  stage: StageState,
  allocation: bigint | undefined,
): StageState {
  if (stage.key !== 'partners') return stage;
  const own = walletAllowance(stage.walletCap, stage.bought ?? 0n, allocation);
  if (own.capSource === 'wallet') return stage;
  const walletLeft = stage.bought === undefined ? undefined : own.left;
  return { ...stage, walletCap: own.cap, capSource: own.capSource, walletLeft };
}

/** How a sentence names each stage, inside it: "the private sale". */
export function stageName(stage: SaleStageKey): string {
  switch (stage) {
    case 'partners':
      return t`the partners stage`;
    case 'private':
      return t`the private sale`;
    case 'public':
      return t`the public sale`;
  }
}

/** How a sentence that opens with a stage names it: "The private sale". */
function stageNameAtStart(stage: SaleStageKey): string {
  switch (stage) {
    case 'partners':
      return t`The partners stage`;
    case 'private':
      return t`The private sale`;
    case 'public':
      return t`The public sale`;
  }
}

/**
 * Whether a wallet may buy in `stage` now: open, not sold out, and for the partners stage on the
 * partners list (`isPartner` false while that is unknown or the wallet is not connected).
 */
export function mayBuyIn(stage: StageState, isPartner: boolean): boolean {
  return (
    stage.open &&
    stage.remaining > 0n &&
    stage.walletLeft !== 0n &&
    (stage.key !== 'partners' || isPartner)
  );
}

/** The stage the dialog opens on: the cheapest one the wallet may buy in (contract order on a tie). */
export function cheapestStage(
  stages: readonly StageState[],
  isPartner: boolean,
): SaleStageKey | undefined {
  let best: StageState | undefined;
  for (const stage of stages) {
    if (mayBuyIn(stage, isPartner) && (!best || stage.price < best.price)) best = stage;
  }
  return best?.key;
}

/**
 * The stage the dialog shows: the one the buyer picked, else the cheapest the wallet may buy in,
 * else the public sale.
 */
export function openingStage(
  chosen: SaleStageKey | null,
  stages: readonly StageState[],
  isPartner: boolean,
): SaleStageKey {
  return chosen ?? cheapestStage(stages, isPartner) ?? 'public';
}

/**
 * What the dialog says above the tabs when several stages are open to the wallet: which is
 * cheaper and why the prices differ. Null when there is nothing to compare.
 */
export function stageComparison(
  stages: readonly StageState[],
  isPartner: boolean,
  who: 'this wallet' | 'every wallet',
): string | null {
  const available = stages.filter((stage) => mayBuyIn(stage, isPartner));
  const thisWallet = who === 'this wallet';
  if (available.length === 0) {
    return thisWallet
      ? t`No sale stage is open to this wallet right now.`
      : t`No sale stage is open to every wallet right now.`;
  }
  if (available.length === 1) return null;
  const [cheapest, ...others] = [...available].sort((a, b) =>
    a.price < b.price ? -1 : a.price > b.price ? 1 : 0,
  ) as [StageState, ...StageState[]];
  const partnersOpen = stages.some(
    (stage) => stage.key === 'partners' && stage.open && stage.remaining > 0n,
  );
  const why = partnersOpen
    ? `${t`Each stage sells its own allocation at its own fixed price, set in the contract.`} ${t`Only wallets on the partners list can buy in the partners stage.`}`
    : t`Each stage sells its own allocation at its own fixed price, set in the contract.`;
  const price = ethText(cheapest.price);
  if (others.every((stage) => stage.price === cheapest.price)) {
    const same = thisWallet
      ? t`Every stage open to this wallet costs ${price} per ECO.`
      : t`Every stage open to every wallet costs ${price} per ECO.`;
    return `${same} ${why}`;
  }
  const against = others
    .map((stage) => {
      const otherPrice = ethText(stage.price);
      const otherStage = stageName(stage.key);
      return t`${otherPrice} in ${otherStage}`;
    })
    .reduce((list, item) => t`${list} and ${item}`);
  const stage = stageNameAtStart(cheapest.key);
  const cheapestText = thisWallet
    ? t`${stage} is the cheapest stage open to this wallet: ${price} per ECO, against ${against}.`
    : t`${stage} is the cheapest stage open to every wallet: ${price} per ECO, against ${against}.`;
  return `${cheapestText} ${why}`;
}

/**
 * The most ECO one purchase can buy from `remaining`, the stage's allocation or the wallet's cap
 * room: with a referrer, the contract counts the reward (rounded down) against both, so amount +
 * reward must fit (docs/decisions/0033).
 */
export function maxPurchase(remaining: bigint, rewardBps: bigint, referred: boolean): bigint {
  return referred ? largestAmountWithReward(remaining, rewardBps) : remaining;
}

const ONE_ECO = 10n ** 18n;

/**
 * What the Max button asks for: the whole ECO the wallet's `balance` of the chosen asset pays for
 * at `price` (in ETH with GAS_RESERVE kept back for the network fee; in USDC all of it, the fee
 * being paid in ETH), no more than one purchase can take from the stage, and no more than the
 * wallet may still buy there under the cap per wallet.
 */
export function maxAmount({
  asset,
  balance,
  price,
  remaining,
  rewardBps,
  referred,
  walletLeft: left,
}: {
  asset: PaymentAsset;
  balance: bigint;
  price: bigint;
  remaining: bigint;
  rewardBps: bigint;
  referred: boolean;
  walletLeft: bigint | undefined;
}): bigint {
  const reserve = asset === 'eth' ? GAS_RESERVE : 0n;
  const spendable = balance > reserve ? balance - reserve : 0n;
  let tokens = tokensFor(spendable, price);
  const cap = maxPurchase(remaining, rewardBps, referred);
  if (tokens > cap) tokens = cap;
  if (left !== undefined) {
    const room = maxPurchase(left, rewardBps, referred);
    if (tokens > room) tokens = room;
  }
  return (tokens / ONE_ECO) * ONE_ECO;
}

/** Whether the Max button stops at the cap per wallet rather than at the ETH or the stage. */
export function maxIsWalletCap(input: Parameters<typeof maxAmount>[0]): boolean {
  return maxAmount({ ...input, walletLeft: undefined }) > maxAmount(input);
}

/** The refusal of an amount above what this wallet may still buy in the stage. */
export function walletCapRefusal(stage: StageState, left: bigint, referred = false): string {
  const name = stageName(stage.key);
  const cap = formatEco(stage.walletCap);
  const allocation = stage.capSource === 'allocation';
  if (left === 0n) {
    return allocation
      ? t`Your partner allocation is ${cap} ECO in ${name}, and this wallet has bought all of it.`
      : t`One wallet may buy at most ${cap} ECO in ${name}, and this wallet has reached that.`;
  }
  const more = ecoLeftText(left);
  if (referred) {
    return allocation
      ? t`Your partner allocation is ${cap} ECO in ${name}; this wallet may buy ${more} ECO more, with the referral reward, which counts against the same cap. Enter ${more} ECO or less.`
      : t`One wallet may buy at most ${cap} ECO in ${name}; this wallet may buy ${more} ECO more, with the referral reward, which counts against the same cap. Enter ${more} ECO or less.`;
  }
  return allocation
    ? t`Your partner allocation is ${cap} ECO in ${name}; this wallet may buy ${more} ECO more. Enter ${more} ECO or less.`
    : t`One wallet may buy at most ${cap} ECO in ${name}; this wallet may buy ${more} ECO more. Enter ${more} ECO or less.`;
}

const CENT = 10n ** 16n;
/** Rounded down to 0.01 ECO, so "enter X or less" never names an amount that does not fit. */
const floorToCents = (value: bigint) => value - (value % CENT);

/** What a stage has left, as the dialog writes it (rounded down: never more than there is). */
export const ecoLeftText = (remaining: bigint) => formatEco(floorToCents(remaining));

/** The refusal of an amount above what the stage can still sell, naming what is left. */
export function allocationRefusal(
  stage: SaleStageKey,
  remaining: bigint,
  rewardBps: bigint,
  referred: boolean,
): string {
  if (remaining === 0n) {
    const stageAtStart = stageNameAtStart(stage);
    return t`${stageAtStart} is sold out.`;
  }
  const name = stageName(stage);
  const left = ecoLeftText(remaining);
  if (referred && rewardBps > 0n) {
    const max = formatEco(floorToCents(maxPurchase(remaining, rewardBps, true)));
    const percent = formatPercent(Number(rewardBps) / 100);
    return t`Only ${left} ECO are left in ${name}, and the referrer's ${percent} comes out of them too: you can buy at most ${max} ECO.`;
  }
  return t`Only ${left} ECO are left in ${name}. Enter ${left} ECO or less.`;
}

/** Everything the purchase checks depend on, read from the contract, the wallet and the API. */
export type PurchaseCheckInput = {
  stage: StageState;
  /** ECO base units the buyer asks for (0 when the field is empty or not a number). */
  amount: bigint;
  rewardBps: bigint;
  referred: boolean;
  /**
   * The partner's allocation and proof: undefined while unknown, null when the wallet is not on
   * the list.
   */
  partnerGrant: PartnerGrant | null | undefined;
  /**
   * Why no proof could be had: the API could not be reached (`unavailable`, worth retrying), or
   * no list the site has matches the contract's root (`no_matching_list`, until the team
   * publishes it).
   */
  partnerProofFailure: PartnerProofFailure | undefined;
  /** What the buyer pays with: the cost is in its base units. */
  asset: PaymentAsset;
  /** Wei in the wallet, when known. */
  ethBalance: bigint | undefined;
  /** USDC base units in the wallet, when known (only read for a USDC purchase). */
  usdcBalance: bigint | undefined;
  /** Wei the network fee may cost (always ETH, whatever pays for the ECO). */
  networkFee: bigint;
};

export type PartnerProofFailure = 'unavailable' | 'no_matching_list';

export type PurchaseCheck = {
  /** What stops the purchase, in the order the buyer can fix it. */
  problems: string[];
  /**
   * The cost in the asset's base units, rounded up as ECO's `quote` rounds it, or null: no amount
   * yet, or tokens the stage does not hold.
   */
  cost: bigint | null;
  /** Whether the amount exceeds what the stage holds (the pay field then quotes nothing). */
  exceeds: boolean;
};

/** Why a wallet cannot buy in the partners stage, by what is known of its proof. */
const partnerProblems: Record<PartnerProofFailure | 'not_listed', MessageDescriptor> = {
  no_matching_list: msg`The partners list set on the contract has not been published on this site yet, so partners cannot buy in the partners stage for now. The public and private stages are open to everyone.`,
  unavailable: msg`The partners list could not be loaded just now, so a partners purchase cannot be checked. Please try again in a moment.`,
  not_listed: msg`This wallet is not on the partners list, so it cannot buy in the partners stage. The public and private stages are open to everyone.`,
};

/** Checks an amount against the stage, the partners list, the allocation and the wallet's ETH. */
export function checkPurchase(input: PurchaseCheckInput): PurchaseCheck {
  const { stage, amount, rewardBps, referred } = input;
  const problems: string[] = [];
  if (!stage.open) {
    const opensAt = stage.opensAt === undefined ? '' : formatUtcDateTime(stage.opensAt);
    problems.push(
      stage.opensAt === undefined
        ? t`This sale stage is closed.`
        : t`This sale stage is closed. It opens by itself at ${opensAt}.`,
    );
  }
  const notListed = input.partnerGrant === null ? 'not_listed' : undefined;
  const partnerProblem = stage.key === 'partners' && (input.partnerProofFailure ?? notListed);
  if (partnerProblem) problems.push(i18n._(partnerProblems[partnerProblem]));
  const overStage = amount > 0n && amount > maxPurchase(stage.remaining, rewardBps, referred);
  if (overStage) problems.push(allocationRefusal(stage.key, stage.remaining, rewardBps, referred));
  const walletRoom =
    stage.walletLeft === undefined ? undefined : maxPurchase(stage.walletLeft, rewardBps, referred);
  const overWallet = !overStage && walletRoom !== undefined && amount > 0n && amount > walletRoom;
  if (overWallet) problems.push(walletCapRefusal(stage, walletRoom, referred));
  const exceeds = overStage || overWallet;
  const cost = amount > 0n && !exceeds ? tokenCost(amount, priceIn(stage, input.asset)) : null;
  if (cost !== null) problems.push(...balanceProblems(input, cost));
  return { problems, cost, exceeds };
}

/** What the wallet lacks to pay `cost` and the network fee: USDC for the cost, ETH for the fee. */
function balanceProblems(
  { asset, ethBalance, usdcBalance, networkFee }: PurchaseCheckInput,
  cost: bigint,
): string[] {
  if (asset === 'eth') {
    return ethBalance !== undefined && cost + networkFee > ethBalance
      ? [t`Your wallet does not hold enough ETH for this amount.`]
      : [];
  }
  const problems: string[] = [];
  if (usdcBalance !== undefined && cost > usdcBalance)
    problems.push(t`Your wallet does not hold enough USDC for this amount.`);
  if (ethBalance !== undefined && networkFee > ethBalance)
    problems.push(
      t`Your wallet does not hold enough ETH for the network fee, which is paid in ETH even when the ECO is paid for in USDC.`,
    );
  return problems;
}

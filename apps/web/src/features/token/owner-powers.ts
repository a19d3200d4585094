import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { saleStages, type ecoTokenAbi, type SaleStageKey } from '@eco/contracts';
import { zeroAddress, type Address, type Hex } from 'viem';
import { stageLabel } from '@/content/token';
import {
  ecoText,
  ethText,
  formatDelay,
  formatPercent,
  formatUtcDateTime,
  formatUtcSeconds,
  shortHash,
  truncateMiddle,
  usdcText,
} from '@/lib/format';
import { formatCountdown } from '@/lib/countdown';
import { formatUnits } from '@/lib/units';
import { callText, unknownEcoCallText } from '@/lib/wallet/call-text';
import type { EcoOwnerCall, TimelockOperationWithTime } from '@/lib/wallet/owner-timelock';
import type { TokenFigures } from '@/lib/wallet/token-figures';

/**
 * ECO's state-changing functions anyone may call: buying (in ETH or USDC), giving a purchase back
 * (only its buyer can) and settling purchases whose windows have passed, ERC-20 transfers and
 * approvals, and accepting ownership (only whoever it was offered to can). Every other one is the
 * owner's.
 */
export const publicFunctionNames = [
  'approve',
  'transfer',
  'transferFrom',
  'privateSale',
  'publicSale',
  'mintForPartners',
  'buyWithUsdc',
  'buyWithUsdcPermit',
  'withdrawPurchase',
  'claimRefund',
  'releasePurchases',
  'acceptOwnership',
] as const;

/** The owner's or the sale guardian's, at once: shown under the guardian, not as an owner power. */
export const guardianFunctionNames = ['closeSale'] as const;

type AbiFunction = Extract<(typeof ecoTokenAbi)[number], { type: 'function' }>;
type StateChangingName = Extract<
  AbiFunction,
  { stateMutability: 'nonpayable' | 'payable' }
>['name'];

/** ECO's owner-only functions, as the ABI names them. */
export type OwnerFunctionName = Exclude<
  StateChangingName,
  (typeof publicFunctionNames)[number] | (typeof guardianFunctionNames)[number]
>;

/**
 * What bounds the owner's powers now, as read from the contract (fees per mille, the referral
 * reward in basis points): caps are its constants, the rest its current state (shown next to a
 * bound so a reader sees how far it is from it), and what each stage can still mint (mintableFor).
 */
export type OwnerBounds = Pick<
  TokenFigures,
  | 'buyFee'
  | 'sellFee'
  | 'maxBuyFee'
  | 'maxSellFee'
  | 'referralRewardBps'
  | 'maxReferralRewardBps'
  | 'maxSupply'
  | 'tradingEnabled'
  | 'maxTransactionLimitEnabled'
  | 'fundWallet'
  | 'saleGuardian'
  | 'pendingOwner'
> & { mintable: Record<SaleStageKey, bigint> };

/** Per mille as a percentage: 15 -> "1.5%". */
export const perMilleText = (value: bigint) =>
  formatPercent(Number(formatUnits(value, 1)), { decimals: 1 });
/** Basis points as a percentage: 2000 -> "20%". */
export const bpsText = (value: bigint) => formatPercent(Number(formatUnits(value, 2)));
const isZero = (address: Address) => address.toLowerCase() === zeroAddress;
/** An address short enough for a sentence; the zero address is nobody. */
export const addressText = (address: Address) =>
  isZero(address) ? t`nobody` : truncateMiddle(address);
/** A stage number (the contract's Stage enum) by the name the page gives it: "Private sale". */
const stageText = (stage: unknown) => stageLabel(Number(stage));
/** A sale schedule time in seconds since the epoch; 0 means by hand. */
const scheduleTime = (seconds: bigint) => (seconds === 0n ? t`by hand` : formatUtcSeconds(seconds));
// A decoded call's arguments are unknown to TypeScript; the ABI decoded each as its type.
const n = (value: unknown) => BigInt(value as bigint);
const addr = (value: unknown) => addressText(value as Address);

/**
 * A function's title (read with `i18n._(title)` in the page's language), and the arguments of a
 * call of it in words (a call the timelock holds).
 */
type CallText = { title: MessageDescriptor; detail: (a: readonly unknown[]) => string };
type PowerText = CallText & { bound: (b: OwnerBounds) => string };

/**
 * Every owner function in plain words, with the bound the contract puts on it (eco-token.sol).
 * The order is the page's. Typed against the ABI, so a new owner function fails the type check.
 */
export const ownerPowerTexts = {
  setTokenPrice: {
    title: msg`Prices`,
    bound: () => t`Set a stage's price in ETH per ECO; never 0, so no stage gives ECO away.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const price = ethText(n(a[1]));
      return t`${stage}, ${price} per ECO`;
    },
  },
  setUsdcPrice: {
    title: msg`USDC prices`,
    bound: () =>
      t`Set a stage's price in USDC per ECO, or 0 to sell it for ETH only; a purchase already made keeps what it paid.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const price = usdcText(n(a[1]));
      return n(a[1]) === 0n ? t`${stage}, ETH only` : t`${stage}, ${price} per ECO`;
    },
  },
  cancelStage: {
    title: msg`Cancelling a stage`,
    bound: () =>
      t`Cancel a sale stage for good, only before it is finalized (until then all of its money is held) and before trading is enabled: it sells no more, and every buyer in it may claim a full refund, with no deadline and without the team's help.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      return t`${stage}, for good: every purchase in it becomes refundable`;
    },
  },
  finalizeStage: {
    title: msg`Finalizing a stage`,
    bound: () =>
      t`Finalize a sale stage, after which it can no longer be cancelled and its purchases past their withdrawal period may be settled: their payments may go to the fund wallet and their referral rewards to the referrers. Buying and withdrawing within each purchase's period go on as before.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      return t`${stage}: no longer cancellable; its money past the withdrawal periods may be released`;
    },
  },
  setSaleOpen: {
    title: msg`Opening and closing stages`,
    bound: () =>
      t`Open or close a sale stage by hand; doing so clears the stage's opening and closing times.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      return a[1] ? t`${stage}, open` : t`${stage}, close`;
    },
  },
  setSaleSchedule: {
    title: msg`Sale schedule`,
    bound: () =>
      t`Set when a stage opens and closes by itself; the closing time must come after the opening time. A purchase's withdrawal period never runs past the closing time set when it is made, so an earlier closing time shortens the periods of purchases made after the change, never of those already made.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const opens = scheduleTime(n(a[1]));
      const closes = scheduleTime(n(a[2]));
      return t`${stage}, opens ${opens}, closes ${closes}`;
    },
  },
  setWalletCap: {
    title: msg`Caps per wallet`,
    bound: () =>
      t`Set the most one address may buy in a stage; never 0, and lowering it takes nothing back from anyone.`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const cap = ecoText(n(a[1]));
      return t`${stage}, ${cap} per wallet`;
    },
  },
  setMerkleRootOfPartners: {
    title: msg`Partners list`,
    bound: () =>
      t`Replace the partners list (its merkle root), which says who may buy in the Partners stage and up to how much.`,
    detail: (a) => {
      const root = shortHash(String(a[0]));
      return t`new root ${root}`;
    },
  },
  setReferralRewardBps: {
    title: msg`Referral reward`,
    bound: (b) => {
      const most = bpsText(b.maxReferralRewardBps);
      const current = bpsText(b.referralRewardBps);
      return t`Set the reward a referrer receives: at most ${most} of the tokens bought (now ${current}).`;
    },
    detail: (a) => {
      const reward = bpsText(n(a[0]));
      return t`${reward} of the tokens bought`;
    },
  },
  mint: {
    title: msg`Minting`,
    bound: (b) => {
      const total = ecoText(saleStages.reduce((sum, stage) => sum + b.mintable[stage.key], 0n));
      const parts = saleStages
        .map((stage) => `${stageText(stage.number)} ${ecoText(b.mintable[stage.key])}`)
        .join(', ');
      const maxSupply = ecoText(b.maxSupply);
      return t`Mint ECO to any address, only out of a sale stage's unsold allocation: at most ${total} in all now (${parts}), never beyond the maximum supply of ${maxSupply}.`;
    },
    detail: (a) => {
      const amount = ecoText(n(a[2]));
      const stage = stageText(a[0]);
      const to = addr(a[1]);
      return t`${amount} out of the ${stage} allocation to ${to}`;
    },
  },
  enableTrading: {
    title: msg`Trading`,
    bound: (b) =>
      b.tradingEnabled
        ? t`Enable trading with market pairs: done, and it can never be disabled.`
        : t`Enable trading with market pairs, once, and not before every buyer's withdrawal period has ended and every minimum raise is decided: it can never be disabled again.`,
    detail: () => t`enable, for good`,
  },
  setFees: {
    title: msg`Fees`,
    bound: (b) => {
      const maxBuy = perMilleText(b.maxBuyFee);
      const maxSell = perMilleText(b.maxSellFee);
      const buy = perMilleText(b.buyFee);
      const sell = perMilleText(b.sellFee);
      return t`Set the fees on trades with a market pair: at most ${maxBuy} on buys and ${maxSell} on sells (now ${buy} and ${sell}). Transfers between wallets never pay one.`;
    },
    detail: (a) => {
      const buy = perMilleText(n(a[0]));
      const sell = perMilleText(n(a[1]));
      return t`buy ${buy}, sell ${sell}`;
    },
  },
  setMarketPair: {
    title: msg`Market pairs`,
    bound: () =>
      t`Register a market pair, whose trades pay the fees and obey the limits, or remove one: only a contract whose token0 or token1 is ECO (an exchange pair of ECO), never an ordinary wallet.`,
    detail: (a) => {
      const pair = addr(a[0]);
      return a[1] ? t`register ${pair}` : t`remove ${pair}`;
    },
  },
  setMaxTransactionLimitEnabled: {
    title: msg`Per-trade limits on or off`,
    bound: (b) =>
      b.maxTransactionLimitEnabled
        ? t`Switch the limits on the size of one market trade on or off (now on).`
        : t`Switch the limits on the size of one market trade on or off (now off).`,
    detail: (a) => (a[0] ? t`on` : t`off`),
  },
  setMaxTransferRates: {
    title: msg`Per-trade limits`,
    bound: (b) => {
      const maxSupply = ecoText(b.maxSupply);
      return t`Set the largest buy and the largest sell in one market trade, each between 0.1% and 100% of the maximum supply of ${maxSupply}.`;
    },
    // The contract takes the sell limit first, then the buy limit.
    detail: (a) => {
      const buy = perMilleText(n(a[1]));
      const sell = perMilleText(n(a[0]));
      return t`buys up to ${buy}, sells up to ${sell} of the maximum supply`;
    },
  },
  setExcludedFromFees: {
    title: msg`Exclusion from fees`,
    bound: () =>
      t`Exclude an address from the trade fees, or include it again; an excluded address can also send and receive ECO before trading is enabled.`,
    detail: (a) => {
      const address = addr(a[0]);
      return a[1] ? t`exclude ${address}` : t`include again ${address}`;
    },
  },
  setExcludedFromLimits: {
    title: msg`Exclusion from limits`,
    bound: () => t`Exclude an address from the per-trade limits, or include it again.`,
    detail: (a) => {
      const address = addr(a[0]);
      return a[1] ? t`exclude ${address}` : t`include again ${address}`;
    },
  },
  setFundWallet: {
    title: msg`Fund wallet`,
    bound: (b) => {
      if (isZero(b.fundWallet)) {
        return t`Choose the wallet that receives the trade fees and the withdrawn ETH; never the zero address (now nobody).`;
      }
      const wallet = addressText(b.fundWallet);
      return t`Choose the wallet that receives the trade fees and the withdrawn ETH; never the zero address (now ${wallet}).`;
    },
    detail: (a) => addr(a[0]),
  },
  withdraw: {
    title: msg`Withdrawing the proceeds`,
    bound: () =>
      t`Send the fund wallet, and nowhere else, only the ETH and USDC no buyer may take back any more: purchases past their withdrawal period, in a stage that was finalized and met its minimum raise. The rest stays in the contract.`,
    detail: () => t`what no buyer may take back, in ETH and USDC, to the fund wallet`,
  },
  setSaleGuardian: {
    title: msg`Sale guardian`,
    bound: (b) => {
      if (isZero(b.saleGuardian)) {
        return t`Name the one address that may close a sale stage at once, or nobody (now nobody).`;
      }
      const guardian = addressText(b.saleGuardian);
      return t`Name the one address that may close a sale stage at once, or nobody (now ${guardian}).`;
    },
    detail: (a) => addr(a[0]),
  },
  transferOwnership: {
    title: msg`Handing over ownership`,
    bound: (b) => {
      if (isZero(b.pendingOwner)) {
        return t`Offer ownership to another address, which becomes the owner only once it accepts.`;
      }
      const offeredTo = addressText(b.pendingOwner);
      return t`Offer ownership to another address, which becomes the owner only once it accepts (offered now to ${offeredTo}).`;
    },
    detail: (a) => {
      const to = addr(a[0]);
      return t`offer to ${to}`;
    },
  },
  renounceOwnership: {
    title: msg`Giving up ownership`,
    bound: () =>
      t`Disabled: the contract refuses it, so the proceeds and the settings always have an owner.`,
    detail: () => t`the contract refuses it`,
  },
} as const satisfies Record<OwnerFunctionName, PowerText>;

/**
 * What the owner cannot do, whatever it announces: rules of the contract (eco-token.sol,
 * docs/decisions/0032 and 0033), shown beside the powers so a buyer reads both sides. Each is read
 * with `i18n._(text)` in the page's language.
 */
export const ownerCannotTexts: readonly MessageDescriptor[] = [
  msg`Take the payments the contract holds for buyers: withdrawing sends the fund wallet only what no buyer may take back any more.`,
  msg`Shorten the withdrawal period of a purchase already made, or change the length of the period or a stage's minimum raise: the deadline is fixed when the purchase is made, the rest at deployment. Only a stage's closing time, set or brought forward through the timelock and counted down to on this page, shortens the periods of purchases made after it.`,
  msg`Stop a buyer from withdrawing a purchase within its period, or from claiming the refund of a cancelled stage or of one that missed its minimum raise: nobody's permission is needed.`,
  msg`Enable trading before the last withdrawal period has ended, or while a minimum raise is still to be decided.`,
  msg`Cancel a stage it has finalized, or any stage once trading is enabled, or reopen a cancelled stage.`,
];

/**
 * What the sale guardian may do, titled like the owner's powers for the scheduled calls (read
 * with `i18n._`).
 */
export const guardianPowerText = {
  title: msg`Closing a stage at once`,
  bound: msg`The sale guardian may close a sale stage at once, and nothing else.`,
} as const;

/** The guardian's and the public functions, for the rare call the timelock makes to them. */
const otherCallTexts: Record<
  (typeof publicFunctionNames)[number] | (typeof guardianFunctionNames)[number],
  CallText
> = {
  closeSale: { title: guardianPowerText.title, detail: (a) => stageText(a[0]) },
  approve: {
    title: msg`Approval`,
    detail: (a) => {
      const amount = ecoText(n(a[1]));
      const to = addr(a[0]);
      return t`${amount} to ${to}`;
    },
  },
  transfer: {
    title: msg`Transfer`,
    detail: (a) => {
      const amount = ecoText(n(a[1]));
      const to = addr(a[0]);
      return t`${amount} to ${to}`;
    },
  },
  transferFrom: {
    title: msg`Transfer`,
    detail: (a) => {
      const amount = ecoText(n(a[2]));
      const from = addr(a[0]);
      const to = addr(a[1]);
      return t`${amount} from ${from} to ${to}`;
    },
  },
  privateSale: { title: msg`Purchase in the private sale`, detail: (a) => ecoText(n(a[0])) },
  publicSale: { title: msg`Purchase in the public sale`, detail: (a) => ecoText(n(a[0])) },
  mintForPartners: { title: msg`Purchase in the partners sale`, detail: (a) => ecoText(n(a[2])) },
  buyWithUsdc: {
    title: msg`Purchase for USDC`,
    detail: (a) => {
      const amount = ecoText(n(a[1]));
      const stage = stageText(a[0]);
      return t`${amount} in the ${stage}`;
    },
  },
  buyWithUsdcPermit: {
    title: msg`Purchase for USDC`,
    detail: (a) => {
      const amount = ecoText(n(a[1]));
      const stage = stageText(a[0]);
      return t`${amount} in the ${stage}`;
    },
  },
  withdrawPurchase: {
    title: msg`Withdrawing a purchase`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const purchase = n(a[1]).toString();
      return t`${stage}, purchase ${purchase}`;
    },
  },
  claimRefund: {
    title: msg`Claiming a refund`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const purchase = n(a[1]).toString();
      return t`${stage}, purchase ${purchase}`;
    },
  },
  releasePurchases: {
    title: msg`Settling purchases`,
    detail: (a) => {
      const stage = stageText(a[0]);
      const count = n(a[1]).toString();
      return t`${stage}, up to ${count}`;
    },
  },
  acceptOwnership: { title: msg`Accepting ownership`, detail: () => '' },
};

const callTexts: Record<string, CallText | undefined> = { ...ownerPowerTexts, ...otherCallTexts };

/**
 * The owner's powers with their bounds, in the page's order: every owner function of ECO's ABI,
 * since ownerPowerTexts is typed to have each of them and nothing else.
 */
export function ownerPowers(bounds: OwnerBounds) {
  return (Object.keys(ownerPowerTexts) as OwnerFunctionName[]).map((name) => ({
    functionName: name,
    title: i18n._(ownerPowerTexts[name].title),
    bound: ownerPowerTexts[name].bound(bounds),
  }));
}

/**
 * A call the owner timelock holds for ECO, in words: the power's title and its arguments,
 * "Fees: buy 1.5%, sell 2%". `data` names a call that is not one of ECO's functions.
 */
export function describeOwnerCall(call: EcoOwnerCall | undefined, data: Hex, value = 0n): string {
  const withValue = (description: string) => {
    if (value <= 0n) return description;
    const amount = ethText(value);
    return t`${description}, sending ${amount}`;
  };
  if (!call) return withValue(unknownEcoCallText(data));
  const text = Object.hasOwn(callTexts, call.functionName)
    ? callTexts[call.functionName]
    : undefined;
  if (!text) return withValue(callText(call));
  const title = i18n._(text.title);
  const detail = text.detail(call.args);
  return withValue(detail ? t`${title}: ${detail}` : title);
}

/**
 * When a scheduled call may run: "can run from 12:00 PM, Dec 1, 2026 UTC (in 2 days 4 hours)",
 * or "ready to run" once that time has come (`readyAt` and `now` in ms).
 */
export function pendingStatusText(readyAt: number | undefined, now: number): string {
  if (readyAt === undefined || readyAt <= now) return t`ready to run`;
  const time = formatUtcDateTime(readyAt);
  const countdown = formatCountdown(readyAt - now);
  return t`can run from ${time} (in ${countdown})`;
}

/** How a settled operation ended: "executed in block 1234" or "cancelled in block 1234". */
export function settledStatusText(op: Pick<TimelockOperationWithTime, 'status' | 'settledBlock'>) {
  const block = op.settledBlock?.toString();
  switch (op.status) {
    case 'executed':
      return block === undefined ? t`executed` : t`executed in block ${block}`;
    case 'cancelled':
      return block === undefined ? t`cancelled` : t`cancelled in block ${block}`;
    case 'pending':
      return block === undefined ? t`pending` : t`pending in block ${block}`;
  }
}

/**
 * The operations worth showing: the pending ones, soonest first, and the last `recent` executed
 * or cancelled ones, newest first.
 */
export function splitOperations(operations: readonly TimelockOperationWithTime[], recent = 5) {
  const pending = operations
    .filter((op) => op.status === 'pending')
    .sort((a, b) => (a.readyAt ?? 0) - (b.readyAt ?? 0));
  const settled = operations
    .filter((op) => op.status !== 'pending')
    .sort(
      (a, b) =>
        Number((b.settledBlock ?? 0n) - (a.settledBlock ?? 0n)) ||
        (b.settledLogIndex ?? 0) - (a.settledLogIndex ?? 0),
    )
    .slice(0, recent);
  return { pending, settled };
}

/** The sentence about the owner when it is a timelock: from getMinDelay. */
export function timelockSentence(minDelay: bigint): string {
  if (minDelay === 0n) {
    return t`The owner is a timelock contract (OpenZeppelin TimelockController) with no delay: a change can run as soon as it is announced on the chain.`;
  }
  const delay = formatDelay(minDelay);
  return t`The owner is a timelock contract (OpenZeppelin TimelockController): every change waits ${delay} after it is announced on the chain.`;
}

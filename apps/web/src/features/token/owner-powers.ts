import { saleStages, type ecoTokenAbi, type SaleStageKey } from '@eco/contracts';
import { zeroAddress, type Address, type Hex } from 'viem';
import { stageLabel } from '@/content/token';
import {
  ecoText,
  ethText,
  formatDelay,
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
export const perMilleText = (value: bigint) => `${formatUnits(value, 1)}%`;
/** Basis points as a percentage: 2000 -> "20%". */
export const bpsText = (value: bigint) => `${formatUnits(value, 2)}%`;
/** An address short enough for a sentence; the zero address is nobody. */
export const addressText = (address: Address) =>
  address.toLowerCase() === zeroAddress ? 'nobody' : truncateMiddle(address);
/** A stage number (the contract's Stage enum) by the name the page gives it: "Private sale". */
const stageText = (stage: unknown) => stageLabel(Number(stage));
/** A sale schedule time in seconds since the epoch; 0 means by hand. */
const scheduleTime = (seconds: bigint) => (seconds === 0n ? 'by hand' : formatUtcSeconds(seconds));
// A decoded call's arguments are unknown to TypeScript; the ABI decoded each as its type.
const n = (value: unknown) => BigInt(value as bigint);
const addr = (value: unknown) => addressText(value as Address);

/** A function's title, and the arguments of a call of it in words (a call the timelock holds). */
type CallText = { title: string; detail: (a: readonly unknown[]) => string };
type PowerText = CallText & { bound: (b: OwnerBounds) => string };

/**
 * Every owner function in plain words, with the bound the contract puts on it (eco-token.sol).
 * The order is the page's. Typed against the ABI, so a new owner function fails the type check.
 */
export const ownerPowerTexts = {
  setTokenPrice: {
    title: 'Prices',
    bound: () => "Set a stage's price in ETH per ECO; never 0, so no stage gives ECO away.",
    detail: (a) => `${stageText(a[0])}, ${ethText(n(a[1]))} per ECO`,
  },
  setUsdcPrice: {
    title: 'USDC prices',
    bound: () =>
      "Set a stage's price in USDC per ECO, or 0 to sell it for ETH only; a purchase already made keeps what it paid.",
    detail: (a) =>
      n(a[1]) === 0n
        ? `${stageText(a[0])}, ETH only`
        : `${stageText(a[0])}, ${usdcText(n(a[1]))} per ECO`,
  },
  cancelStage: {
    title: 'Cancelling a stage',
    bound: () =>
      "Cancel a sale stage for good, only before it is finalized (until then all of its money is held) and before trading is enabled: it sells no more, and every buyer in it may claim a full refund, with no deadline and without the team's help.",
    detail: (a) => `${stageText(a[0])}, for good: every purchase in it becomes refundable`,
  },
  finalizeStage: {
    title: 'Finalizing a stage',
    bound: () =>
      "Finalize a sale stage, after which it can no longer be cancelled and its purchases past their withdrawal period may be settled: their payments may go to the fund wallet and their referral rewards to the referrers. Buying and withdrawing within each purchase's period go on as before.",
    detail: (a) =>
      `${stageText(a[0])}: no longer cancellable; its money past the withdrawal periods may be released`,
  },
  setSaleOpen: {
    title: 'Opening and closing stages',
    bound: () =>
      "Open or close a sale stage by hand; doing so clears the stage's opening and closing times.",
    detail: (a) => `${stageText(a[0])}, ${a[1] ? 'open' : 'close'}`,
  },
  setSaleSchedule: {
    title: 'Sale schedule',
    bound: () =>
      "Set when a stage opens and closes by itself; the closing time must come after the opening time. A purchase's withdrawal period never runs past the closing time set when it is made, so an earlier closing time shortens the periods of purchases made after the change, never of those already made.",
    detail: (a) =>
      `${stageText(a[0])}, opens ${scheduleTime(n(a[1]))}, closes ${scheduleTime(n(a[2]))}`,
  },
  setWalletCap: {
    title: 'Caps per wallet',
    bound: () =>
      'Set the most one address may buy in a stage; never 0, and lowering it takes nothing back from anyone.',
    detail: (a) => `${stageText(a[0])}, ${ecoText(n(a[1]))} per wallet`,
  },
  setMerkleRootOfPartners: {
    title: 'Partners list',
    bound: () =>
      'Replace the partners list (its merkle root), which says who may buy in the Partners stage and up to how much.',
    detail: (a) => `new root ${shortHash(String(a[0]))}`,
  },
  setReferralRewardBps: {
    title: 'Referral reward',
    bound: (b) =>
      `Set the reward a referrer receives: at most ${bpsText(b.maxReferralRewardBps)} of the tokens bought (now ${bpsText(b.referralRewardBps)}).`,
    detail: (a) => `${bpsText(n(a[0]))} of the tokens bought`,
  },
  mint: {
    title: 'Minting',
    bound: (b) => {
      const total = saleStages.reduce((sum, stage) => sum + b.mintable[stage.key], 0n);
      const parts = saleStages
        .map((stage) => `${stageText(stage.number)} ${ecoText(b.mintable[stage.key])}`)
        .join(', ');
      return `Mint ECO to any address, only out of a sale stage's unsold allocation: at most ${ecoText(total)} in all now (${parts}), never beyond the maximum supply of ${ecoText(b.maxSupply)}.`;
    },
    detail: (a) => `${ecoText(n(a[2]))} out of the ${stageText(a[0])} allocation to ${addr(a[1])}`,
  },
  enableTrading: {
    title: 'Trading',
    bound: (b) =>
      b.tradingEnabled
        ? 'Enable trading with market pairs: done, and it can never be disabled.'
        : "Enable trading with market pairs, once, and not before every buyer's withdrawal period has ended and every minimum raise is decided: it can never be disabled again.",
    detail: () => 'enable, for good',
  },
  setFees: {
    title: 'Fees',
    bound: (b) =>
      `Set the fees on trades with a market pair: at most ${perMilleText(b.maxBuyFee)} on buys and ${perMilleText(b.maxSellFee)} on sells (now ${perMilleText(b.buyFee)} and ${perMilleText(b.sellFee)}). Transfers between wallets never pay one.`,
    detail: (a) => `buy ${perMilleText(n(a[0]))}, sell ${perMilleText(n(a[1]))}`,
  },
  setMarketPair: {
    title: 'Market pairs',
    bound: () =>
      'Register a market pair, whose trades pay the fees and obey the limits, or remove one: only a contract whose token0 or token1 is ECO (an exchange pair of ECO), never an ordinary wallet.',
    detail: (a) => `${a[1] ? 'register' : 'remove'} ${addr(a[0])}`,
  },
  setMaxTransactionLimitEnabled: {
    title: 'Per-trade limits on or off',
    bound: (b) =>
      `Switch the limits on the size of one market trade on or off (now ${b.maxTransactionLimitEnabled ? 'on' : 'off'}).`,
    detail: (a) => (a[0] ? 'on' : 'off'),
  },
  setMaxTransferRates: {
    title: 'Per-trade limits',
    bound: (b) =>
      `Set the largest buy and the largest sell in one market trade, each between 0.1% and 100% of the maximum supply of ${ecoText(b.maxSupply)}.`,
    // The contract takes the sell limit first, then the buy limit.
    detail: (a) =>
      `buys up to ${perMilleText(n(a[1]))}, sells up to ${perMilleText(n(a[0]))} of the maximum supply`,
  },
  setExcludedFromFees: {
    title: 'Exclusion from fees',
    bound: () =>
      'Exclude an address from the trade fees, or include it again; an excluded address can also send and receive ECO before trading is enabled.',
    detail: (a) => `${a[1] ? 'exclude' : 'include again'} ${addr(a[0])}`,
  },
  setExcludedFromLimits: {
    title: 'Exclusion from limits',
    bound: () => 'Exclude an address from the per-trade limits, or include it again.',
    detail: (a) => `${a[1] ? 'exclude' : 'include again'} ${addr(a[0])}`,
  },
  setFundWallet: {
    title: 'Fund wallet',
    bound: (b) =>
      `Choose the wallet that receives the trade fees and the withdrawn ETH; never the zero address (now ${addressText(b.fundWallet)}).`,
    detail: (a) => addr(a[0]),
  },
  withdraw: {
    title: 'Withdrawing the proceeds',
    bound: () =>
      'Send the fund wallet, and nowhere else, only the ETH and USDC no buyer may take back any more: purchases past their withdrawal period, in a stage that was finalized and met its minimum raise. The rest stays in the contract.',
    detail: () => 'what no buyer may take back, in ETH and USDC, to the fund wallet',
  },
  setSaleGuardian: {
    title: 'Sale guardian',
    bound: (b) =>
      `Name the one address that may close a sale stage at once, or nobody (now ${addressText(b.saleGuardian)}).`,
    detail: (a) => addr(a[0]),
  },
  transferOwnership: {
    title: 'Handing over ownership',
    bound: (b) =>
      `Offer ownership to another address, which becomes the owner only once it accepts${
        b.pendingOwner.toLowerCase() === zeroAddress
          ? ''
          : ` (offered now to ${addressText(b.pendingOwner)})`
      }.`,
    detail: (a) => `offer to ${addr(a[0])}`,
  },
  renounceOwnership: {
    title: 'Giving up ownership',
    bound: () =>
      'Disabled: the contract refuses it, so the proceeds and the settings always have an owner.',
    detail: () => 'the contract refuses it',
  },
} as const satisfies Record<OwnerFunctionName, PowerText>;

/**
 * What the owner cannot do, whatever it announces: rules of the contract (eco-token.sol,
 * docs/decisions/0032 and 0033), shown beside the powers so a buyer reads both sides.
 */
export const ownerCannotTexts = [
  'Take the payments the contract holds for buyers: withdrawing sends the fund wallet only what no buyer may take back any more.',
  "Shorten the withdrawal period of a purchase already made, or change the length of the period or a stage's minimum raise: the deadline is fixed when the purchase is made, the rest at deployment. Only a stage's closing time, set or brought forward through the timelock and counted down to on this page, shortens the periods of purchases made after it.",
  "Stop a buyer from withdrawing a purchase within its period, or from claiming the refund of a cancelled stage or of one that missed its minimum raise: nobody's permission is needed.",
  'Enable trading before the last withdrawal period has ended, or while a minimum raise is still to be decided.',
  'Cancel a stage it has finalized, or any stage once trading is enabled, or reopen a cancelled stage.',
] as const;

/** What the sale guardian may do, titled like the owner's powers for the scheduled calls. */
export const guardianPowerText = {
  title: 'Closing a stage at once',
  bound: 'The sale guardian may close a sale stage at once, and nothing else.',
} as const;

/** The guardian's and the public functions, for the rare call the timelock makes to them. */
const otherCallTexts: Record<
  (typeof publicFunctionNames)[number] | (typeof guardianFunctionNames)[number],
  CallText
> = {
  closeSale: { title: guardianPowerText.title, detail: (a) => stageText(a[0]) },
  approve: { title: 'Approval', detail: (a) => `${ecoText(n(a[1]))} to ${addr(a[0])}` },
  transfer: { title: 'Transfer', detail: (a) => `${ecoText(n(a[1]))} to ${addr(a[0])}` },
  transferFrom: {
    title: 'Transfer',
    detail: (a) => `${ecoText(n(a[2]))} from ${addr(a[0])} to ${addr(a[1])}`,
  },
  privateSale: { title: 'Purchase in the private sale', detail: (a) => ecoText(n(a[0])) },
  publicSale: { title: 'Purchase in the public sale', detail: (a) => ecoText(n(a[0])) },
  mintForPartners: { title: 'Purchase in the partners sale', detail: (a) => ecoText(n(a[2])) },
  buyWithUsdc: {
    title: 'Purchase for USDC',
    detail: (a) => `${ecoText(n(a[1]))} in the ${stageText(a[0])}`,
  },
  buyWithUsdcPermit: {
    title: 'Purchase for USDC',
    detail: (a) => `${ecoText(n(a[1]))} in the ${stageText(a[0])}`,
  },
  withdrawPurchase: {
    title: 'Withdrawing a purchase',
    detail: (a) => `${stageText(a[0])}, purchase ${n(a[1]).toString()}`,
  },
  claimRefund: {
    title: 'Claiming a refund',
    detail: (a) => `${stageText(a[0])}, purchase ${n(a[1]).toString()}`,
  },
  releasePurchases: {
    title: 'Settling purchases',
    detail: (a) => `${stageText(a[0])}, up to ${n(a[1]).toString()}`,
  },
  acceptOwnership: { title: 'Accepting ownership', detail: () => '' },
};

const callTexts: Record<string, CallText | undefined> = { ...ownerPowerTexts, ...otherCallTexts };

/**
 * The owner's powers with their bounds, in the page's order: every owner function of ECO's ABI,
 * since ownerPowerTexts is typed to have each of them and nothing else.
 */
export function ownerPowers(bounds: OwnerBounds) {
  return (Object.keys(ownerPowerTexts) as OwnerFunctionName[]).map((name) => ({
    functionName: name,
    title: ownerPowerTexts[name].title,
    bound: ownerPowerTexts[name].bound(bounds),
  }));
}

/**
 * A call the owner timelock holds for ECO, in words: the power's title and its arguments,
 * "Fees: buy 1.5%, sell 2%". `data` names a call that is not one of ECO's functions.
 */
export function describeOwnerCall(call: EcoOwnerCall | undefined, data: Hex, value = 0n): string {
  const withValue = (text: string) => (value > 0n ? `${text}, sending ${ethText(value)}` : text);
  if (!call) return withValue(unknownEcoCallText(data));
  const text = Object.hasOwn(callTexts, call.functionName)
    ? callTexts[call.functionName]
    : undefined;
  if (!text) return withValue(callText(call));
  const detail = text.detail(call.args);
  return withValue(detail ? `${text.title}: ${detail}` : text.title);
}

/**
 * When a scheduled call may run: "can run from 12:00 PM, Dec 1, 2026 UTC (in 2 days 4 hours)",
 * or "ready to run" once that time has come (`readyAt` and `now` in ms).
 */
export function pendingStatusText(readyAt: number | undefined, now: number): string {
  if (readyAt === undefined || readyAt <= now) return 'ready to run';
  return `can run from ${formatUtcDateTime(readyAt)} (in ${formatCountdown(readyAt - now)})`;
}

/** How a settled operation ended: "executed in block 1234" or "cancelled in block 1234". */
export function settledStatusText(op: Pick<TimelockOperationWithTime, 'status' | 'settledBlock'>) {
  return op.settledBlock === undefined ? op.status : `${op.status} in block ${op.settledBlock}`;
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

/** What the owner being a timelock means, for "The owner is …": from getMinDelay. */
export function timelockSentence(minDelay: bigint): string {
  const what = 'a timelock contract (OpenZeppelin TimelockController)';
  return minDelay === 0n
    ? `${what} with no delay: a change can run as soon as it is announced on the chain`
    : `${what}: every change waits ${formatDelay(minDelay)} after it is announced on the chain`;
}

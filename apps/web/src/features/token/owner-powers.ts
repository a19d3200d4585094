import { saleStages, type ecoTokenAbi, type SaleStageKey } from '@eco/contracts';
import { zeroAddress, type Address, type Hex } from 'viem';
import { stageLabel } from '@/content/token';
import {
  ecoText,
  ethText,
  formatDelay,
  formatUtcDateTime,
  shortHash,
  truncateMiddle,
} from '@/lib/format';
import { formatUnits } from '@/lib/units';
import { callText, unknownEcoCallText } from '@/lib/wallet/call-text';
import type { EcoOwnerCall, TimelockOperationWithTime } from '@/lib/wallet/owner-timelock';
import { formatCountdown } from './stage-schedule';

/**
 * ECO's state-changing functions anyone may call: buying, ERC-20 transfers and approvals, and
 * accepting ownership (only whoever it was offered to can). Every other one is the owner's.
 */
export const publicFunctionNames = [
  'approve',
  'transfer',
  'transferFrom',
  'privateSale',
  'publicSale',
  'mintForPartners',
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
 * What bounds the owner's powers now, as read from the contract: caps are its constants, the
 * rest its current state (shown next to a bound so a reader sees how far it is from it).
 */
export type OwnerBounds = {
  /** Per mille of the traded amount. */
  buyFee: bigint;
  sellFee: bigint;
  maxBuyFee: bigint;
  maxSellFee: bigint;
  /** Basis points of the tokens bought. */
  referralRewardBps: bigint;
  maxReferralRewardBps: bigint;
  /** What each stage can still mint (mintableFor), in base units. */
  mintable: Record<SaleStageKey, bigint>;
  maxSupply: bigint;
  tradingEnabled: boolean;
  maxTransactionLimitEnabled: boolean;
  fundWallet: Address;
  saleGuardian: Address;
  /** Who ownership has been offered to and not yet accepted by (zero address: nobody). */
  pendingOwner: Address;
};

/** What each stage can still sell or mint: its allocation less what it sold (mintableFor). */
export const unsoldByStage = (stages: Record<SaleStageKey, { allocation: bigint; sold: bigint }>) =>
  Object.fromEntries(
    saleStages.map(({ key }) => [key, stages[key].allocation - stages[key].sold]),
  ) as Record<SaleStageKey, bigint>;

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
const scheduleTime = (seconds: bigint) =>
  seconds === 0n ? 'by hand' : formatUtcDateTime(Number(seconds) * 1000);

type PowerText = { title: string; bound: (b: OwnerBounds) => string };

/**
 * Every owner function in plain words, with the bound the contract puts on it (eco-token.sol).
 * The order is the page's. Typed against the ABI, so a new owner function fails the type check.
 */
export const ownerPowerTexts = {
  setTokenPrice: {
    title: 'Prices',
    bound: () => "Set a stage's price in ETH per ECO; never 0, so no stage gives ECO away.",
  },
  setSaleOpen: {
    title: 'Opening and closing stages',
    bound: () =>
      "Open or close a sale stage by hand; doing so clears the stage's opening and closing times.",
  },
  setSaleSchedule: {
    title: 'Sale schedule',
    bound: () =>
      'Set when a stage opens and closes by itself; the closing time must come after the opening time.',
  },
  setWalletCap: {
    title: 'Caps per wallet',
    bound: () =>
      'Set the most one address may buy in a stage; never 0, and lowering it takes nothing back from anyone.',
  },
  setMerkleRootOfPartners: {
    title: 'Partners list',
    bound: () =>
      'Replace the partners list (its merkle root), which says who may buy in the Partners stage and up to how much.',
  },
  setReferralRewardBps: {
    title: 'Referral reward',
    bound: (b) =>
      `Set the reward a referrer receives: at most ${bpsText(b.maxReferralRewardBps)} of the tokens bought (now ${bpsText(b.referralRewardBps)}).`,
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
  },
  enableTrading: {
    title: 'Trading',
    bound: (b) =>
      b.tradingEnabled
        ? 'Enable trading with market pairs: done, and it can never be disabled.'
        : 'Enable trading with market pairs, once: it can never be disabled again.',
  },
  setFees: {
    title: 'Fees',
    bound: (b) =>
      `Set the fees on trades with a market pair: at most ${perMilleText(b.maxBuyFee)} on buys and ${perMilleText(b.maxSellFee)} on sells (now ${perMilleText(b.buyFee)} and ${perMilleText(b.sellFee)}). Transfers between wallets never pay one.`,
  },
  setMarketPair: {
    title: 'Market pairs',
    bound: () =>
      'Register a market pair, whose trades pay the fees and obey the limits, or remove one: only a contract whose token0 or token1 is ECO (an exchange pair of ECO), never an ordinary wallet.',
  },
  setMaxTransactionLimitEnabled: {
    title: 'Per-trade limits on or off',
    bound: (b) =>
      `Switch the limits on the size of one market trade on or off (now ${b.maxTransactionLimitEnabled ? 'on' : 'off'}).`,
  },
  setMaxTransferRates: {
    title: 'Per-trade limits',
    bound: (b) =>
      `Set the largest buy and the largest sell in one market trade, each between 0.1% and 100% of the maximum supply of ${ecoText(b.maxSupply)}.`,
  },
  setExcludedFromFees: {
    title: 'Exclusion from fees',
    bound: () =>
      'Exclude an address from the trade fees, or include it again; an excluded address can also send and receive ECO before trading is enabled.',
  },
  setExcludedFromLimits: {
    title: 'Exclusion from limits',
    bound: () => 'Exclude an address from the per-trade limits, or include it again.',
  },
  setFundWallet: {
    title: 'Fund wallet',
    bound: (b) =>
      `Choose the wallet that receives the trade fees and the withdrawn ETH; never the zero address (now ${addressText(b.fundWallet)}).`,
  },
  withdraw: {
    title: 'Withdrawing the proceeds',
    bound: () => 'Send all ETH the contract holds to the fund wallet, and nowhere else.',
  },
  setSaleGuardian: {
    title: 'Sale guardian',
    bound: (b) =>
      `Name the one address that may close a sale stage at once, or nobody (now ${addressText(b.saleGuardian)}).`,
  },
  transferOwnership: {
    title: 'Handing over ownership',
    bound: (b) =>
      `Offer ownership to another address, which becomes the owner only once it accepts${
        b.pendingOwner.toLowerCase() === zeroAddress
          ? ''
          : ` (offered now to ${addressText(b.pendingOwner)})`
      }.`,
  },
  renounceOwnership: {
    title: 'Giving up ownership',
    bound: () =>
      'Disabled: the contract refuses it, so the proceeds and the settings always have an owner.',
  },
} as const satisfies Record<OwnerFunctionName, PowerText>;

/** What the sale guardian may do, titled like the owner's powers for the scheduled calls. */
export const guardianPowerText = {
  title: 'Closing a stage at once',
  bound: 'The sale guardian may close a sale stage at once, and nothing else.',
} as const;

/** Titles of the public functions, for the rare call the timelock makes to them. */
const publicTitles: Record<(typeof publicFunctionNames)[number], string> = {
  approve: 'Approval',
  transfer: 'Transfer',
  transferFrom: 'Transfer',
  privateSale: 'Purchase in the private sale',
  publicSale: 'Purchase in the public sale',
  mintForPartners: 'Purchase in the partners sale',
  acceptOwnership: 'Accepting ownership',
};

const isDescribed = (name: string): name is OwnerFunctionName =>
  Object.hasOwn(ownerPowerTexts, name);

/** One owner power as the page lists it. */
export type OwnerPower = { functionName: OwnerFunctionName; title: string; bound: string };

/**
 * The owner's powers with their bounds, in the page's order: every owner function of ECO's ABI,
 * since ownerPowerTexts is typed to have each of them and nothing else.
 */
export function ownerPowers(bounds: OwnerBounds): OwnerPower[] {
  return (Object.keys(ownerPowerTexts) as OwnerFunctionName[]).map((name) => ({
    functionName: name,
    title: ownerPowerTexts[name].title,
    bound: ownerPowerTexts[name].bound(bounds),
  }));
}

/** The arguments of a call, in words, for the functions whose arguments need more than a list. */
function callDetail(functionName: string, a: readonly unknown[]): string | undefined {
  const n = (i: number) => BigInt(a[i] as bigint);
  const addr = (i: number) => addressText(a[i] as Address);
  switch (functionName) {
    case 'setFees':
      return `buy ${perMilleText(n(0))}, sell ${perMilleText(n(1))}`;
    case 'enableTrading':
      return 'enable, for good';
    case 'setMaxTransactionLimitEnabled':
      return a[0] ? 'on' : 'off';
    case 'setMaxTransferRates':
      // The contract takes the sell limit first, then the buy limit.
      return `buys up to ${perMilleText(n(1))}, sells up to ${perMilleText(n(0))} of the maximum supply`;
    case 'setExcludedFromFees':
    case 'setExcludedFromLimits':
      return `${a[1] ? 'exclude' : 'include again'} ${addr(0)}`;
    case 'setMarketPair':
      return `${a[1] ? 'register' : 'remove'} ${addr(0)}`;
    case 'setMerkleRootOfPartners':
      return `new root ${shortHash(String(a[0]))}`;
    case 'setTokenPrice':
      return `${stageText(a[0])}, ${ethText(n(1))} per ECO`;
    case 'setSaleOpen':
      return `${stageText(a[0])}, ${a[1] ? 'open' : 'close'}`;
    case 'setSaleSchedule':
      return `${stageText(a[0])}, opens ${scheduleTime(n(1))}, closes ${scheduleTime(n(2))}`;
    case 'setWalletCap':
      return `${stageText(a[0])}, ${ecoText(n(1))} per wallet`;
    case 'setReferralRewardBps':
      return `${bpsText(n(0))} of the tokens bought`;
    case 'mint':
      return `${ecoText(n(2))} out of the ${stageText(a[0])} allocation to ${addr(1)}`;
    case 'setFundWallet':
    case 'setSaleGuardian':
      return addr(0);
    case 'withdraw':
      return 'all ETH the contract holds, to the fund wallet';
    case 'transferOwnership':
      return `offer to ${addr(0)}`;
    case 'renounceOwnership':
      return 'the contract refuses it';
    case 'closeSale':
      return stageText(a[0]);
    case 'approve':
    case 'transfer':
      return `${ecoText(n(1))} to ${addr(0)}`;
    case 'transferFrom':
      return `${ecoText(n(2))} from ${addr(0)} to ${addr(1)}`;
    case 'privateSale':
    case 'publicSale':
      return ecoText(n(0));
    case 'mintForPartners':
      return ecoText(n(2));
    case 'acceptOwnership':
      return '';
    default:
      return undefined;
  }
}

/**
 * A call the owner timelock holds for ECO, in words: the power's title and its arguments,
 * "Fees: buy 1.5%, sell 2%". `data` names a call that is not one of ECO's functions.
 */
export function describeOwnerCall(call: EcoOwnerCall | undefined, data: Hex, value = 0n): string {
  const withValue = (text: string) => (value > 0n ? `${text}, sending ${ethText(value)}` : text);
  if (!call) return withValue(unknownEcoCallText(data));
  const { functionName, args } = call;
  const title = isDescribed(functionName)
    ? ownerPowerTexts[functionName].title
    : functionName === 'closeSale'
      ? guardianPowerText.title
      : (publicTitles as Record<string, string | undefined>)[functionName];
  const detail = callDetail(functionName, args);
  if (title === undefined || detail === undefined) return withValue(callText(call));
  return withValue(detail ? `${title}: ${detail}` : title);
}

/**
 * The chain's clock now (ms), which the timelock compares `readyAt` with: the latest block's time
 * as read at `readAt` (this computer's clock then), moved on by the time since. Never behind this
 * computer's clock: the next block, which would run the call, is stamped at least that late
 * (a local chain with no new blocks keeps an old latest block for long).
 */
export function chainNow(wallNow: number, chainTime: number, readAt: number): number {
  return Math.max(wallNow, chainTime + Math.max(0, wallNow - readAt));
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

// What a transaction was, decoded from the chain alone: the receipt pages, the receipt PDF and the
// receipt API read a transaction, its receipt and its block and describe it with
// `describeTransaction`, so a receipt never depends on the indexer having caught up.
import {
  decodeFunctionData,
  getAddress,
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem';
import type { Address, Client, Hash, Hex, Log, Transaction, TransactionReceipt } from 'viem';
import { getBlock, getBlockNumber, getTransaction, getTransactionReceipt } from 'viem/actions';
import { ecoDonationsAbi } from './generated/eco-donations-abi';
import { ecoTokenAbi } from './generated/eco-token-abi';
import type { EcoDeployment } from './index';
import { saleStageNames } from './stages';
import type { SaleStage, SaleStageKey } from './stages';

/** A transaction hash: 0x and 64 hexadecimal digits (either case). */
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** Whether `value` is written as a transaction hash (it may still name no transaction). */
export function isTransactionHash(value: string): value is Hash {
  return TRANSACTION_HASH.test(value);
}

/** What every transaction has, mined or not. */
export interface TransactionFacts {
  chainId: number;
  hash: Hash;
  /** The account that signed and paid for the transaction. */
  from: Address;
  /** The account or contract called; null for a contract deployment. */
  to: Address | null;
  /** Wei sent with the transaction (a purchase's refund of any excess is not subtracted). */
  value: bigint;
}

/** What a transaction in a block has besides. */
export interface MinedFacts extends TransactionFacts {
  blockNumber: bigint;
  blockHash: Hash;
  /** The block's time, seconds since the epoch. */
  timestamp: bigint;
  /** The newest block the node knew when the transaction was read. */
  headBlockNumber: bigint;
  /** Blocks from the transaction's own to the head, both counted: 1 right after it is mined. */
  confirmations: bigint;
  gasUsed: bigint;
  /** Wei paid per gas unit. */
  effectiveGasPrice: bigint;
  /** Wei the sender paid for gas: gasUsed × effectiveGasPrice. */
  fee: bigint;
}

/** What a purchase was paid with, as ECO's `Asset` enum names it (0 ETH, 1 USDC). */
export type PaymentAsset = 'eth' | 'usdc';
const ASSETS: readonly PaymentAsset[] = ['eth', 'usdc'];

/** Which purchase of ECO's sale, and what it bought and paid: what a purchase and its return share. */
interface PurchaseRef {
  /** The ECO contract that emitted the event (the deployment's). */
  contract: Address;
  /** Who received the ECO: the sender, or the contract that bought on their behalf. */
  buyer: Address;
  stage: SaleStage;
  stageKey: SaleStageKey;
  /** The purchase's number in its stage: with the stage, what withdrawing or refunding names. */
  index: bigint;
  asset: PaymentAsset;
  /** ECO bought (or, returned, taken back and burned), in base units (18 decimals). */
  amount: bigint;
  /**
   * Paid for it (or, returned, all of it paid back), in the asset's base units: wei, or USDC's
   * 6 decimals. Any excess ETH sent with a purchase was refunded in the same transaction.
   */
  cost: bigint;
}

/** A purchase from ECO's sale, as ECO's own TokensPurchased event records it. */
export interface PurchaseFacts extends PurchaseRef {
  /** The asset's base units per whole ECO that this purchase paid: cost ÷ amount, rounded down. */
  pricePerEco: bigint;
  /** The referrer the contract rewards, or null without a referral. */
  referrer: Address | null;
  /**
   * ECO reserved for the referrer, in base units (0 without a referral): minted to them once the
   * purchase is final, never if it is withdrawn or refunded.
   */
  reward: bigint;
  /** Until this time (seconds since the epoch) the buyer may withdraw; the block time: no right. */
  withdrawableUntil: bigint;
}

/** A purchase undone, as ECO's own PurchaseReturned event records it: ECO burned, payment back. */
export interface ReturnFacts extends PurchaseRef {
  /** A withdrawal within the purchase's window, or a refund of a cancelled or failed stage. */
  reason: 'withdrawal' | 'refund';
}

/** A donation through EcoDonations, as its own Donated event records it. */
export interface DonationFacts {
  /** The EcoDonations contract that emitted the event (the deployment's). */
  contract: Address;
  campaignId: bigint;
  donor: Address;
  /** Wei given; the contract forwarded all of it to the campaign's wallet in the same transaction. */
  amount: bigint;
  /** The donor's own words, as they wrote them (at most 140 bytes); checked by nobody. */
  memo: string;
}

/** An event that looks like ECO's or EcoDonations' but was emitted by another contract. */
export interface ImpostorEvent {
  address: Address;
  eventName: 'TokensPurchased' | 'PurchaseReturned' | 'Donated';
}

/** A transaction as a receipt describes it. */
export type DescribedTransaction =
  /** Not in a block yet (or the node has not indexed its receipt yet). */
  | ({ kind: 'pending' } & TransactionFacts)
  /** Mined but reverted: nothing happened except that the sender paid the fee. */
  | ({
      kind: 'failed';
      /** What the transaction tried, when it called one of the deployment's functions a receipt covers. */
      attempted: 'purchase' | 'return' | 'donation' | null;
    } & MinedFacts)
  | ({ kind: 'purchase'; purchase: PurchaseFacts } & MinedFacts)
  | ({ kind: 'return'; returned: ReturnFacts } & MinedFacts)
  | ({ kind: 'donation'; donation: DonationFacts } & MinedFacts)
  /** Succeeded, but is neither one purchase nor one donation. */
  | ({
      kind: 'other';
      /** What the transaction is. */
      is: OtherTransaction;
      /** Why it is not a receipt, beside its look-alike events. */
      notReceipt: NotAReceipt[];
      /**
       * `is` in English, for the API's answer and other readers ("a plain transfer of ether to
       * 0x…"); the site words `is` in the page's language (decision 0047's pattern).
       */
      summary: string;
      /** `notReceipt` and the look-alike events in English, one sentence each, as `summary`. */
      reasons: string[];
      /** Look-alike events other contracts emitted in it: they prove nothing. */
      impostors: ImpostorEvent[];
    } & MinedFacts);

/**
 * What a transaction that is no receipt is: a deployment, a plain transfer of ether, or a call.
 * Facts, not words: the site words them in the page's language.
 */
export type OtherTransaction =
  { kind: 'deployment' } | { kind: 'transfer'; to: Address } | { kind: 'call'; to: Address };

/** Why a successful transaction is no receipt (its look-alike events aside). */
export type NotAReceipt =
  /** ECO has no deployment on the chain, so nothing there is an ECO purchase. */
  | { kind: 'not-deployed'; chainId: number }
  /** More than one purchase, return or donation: a receipt covers exactly one. */
  | { kind: 'several'; purchases: number; returns: number; donations: number }
  /** ECO's contract recorded no purchase in it. */
  | { kind: 'no-purchase'; eco: Address }
  /** The donations contract recorded no donation in it. */
  | { kind: 'no-donation'; donations: Address };

/** What a receipt's heading calls each kind of transaction, on the page and in the PDF. */
export const receiptTitles = {
  purchase: 'Receipt: ECO purchase',
  return: 'Receipt: ECO purchase given back',
  donation: 'Receipt: donation',
  failed: 'This transaction failed',
  other: 'Neither a purchase nor a donation',
  pending: 'Pending: waiting for the blockchain',
} as const satisfies Record<DescribedTransaction['kind'], string>;

/** The block a transaction was mined in, as far as a receipt needs it. */
export interface BlockFacts {
  number: bigint | null;
  hash: Hash | null;
  timestamp: bigint;
}

/** What `describeTransaction` reads: everything comes from one node at about one moment. */
export interface DescribeInput {
  chainId: number;
  transaction: Pick<Transaction, 'hash' | 'from' | 'to' | 'value' | 'input'>;
  /** Null while the transaction is pending. */
  receipt: Pick<
    TransactionReceipt,
    | 'transactionHash'
    | 'status'
    | 'blockNumber'
    | 'blockHash'
    | 'gasUsed'
    | 'effectiveGasPrice'
    | 'logs'
  > | null;
  /** The receipt's block; null while pending. */
  block: BlockFacts | null;
  headBlockNumber: bigint;
  /** ECO's deployment on `chainId` (findEcoDeployment); undefined where ECO is not deployed. */
  deployment: EcoDeployment | undefined;
}

/** The node's answers do not fit together (another transaction's receipt, another block). */
export class InconsistentChainAnswerError extends Error {
  override name = 'InconsistentChainAnswerError';
}

/** The functions that buy from ECO's sale; a failed call to one is a failed purchase. */
const SALE_FUNCTIONS = new Set([
  'publicSale',
  'privateSale',
  'mintForPartners',
  'buyWithUsdc',
  'buyWithUsdcPermit',
]);
/** The functions that give a purchase back; a failed call to one is a failed return. */
const RETURN_FUNCTIONS = new Set(['withdrawPurchase', 'claimRefund']);

/** Which of the deployment's actions the transaction called, by its input. */
function attemptedAction(
  transaction: DescribeInput['transaction'],
  deployment: EcoDeployment | undefined,
): 'purchase' | 'return' | 'donation' | null {
  if (!deployment || !transaction.to) return null;
  try {
    if (isAddressEqual(transaction.to, deployment.address)) {
      const { functionName } = decodeFunctionData({ abi: ecoTokenAbi, data: transaction.input });
      if (SALE_FUNCTIONS.has(functionName)) return 'purchase';
      return RETURN_FUNCTIONS.has(functionName) ? 'return' : null;
    }
    if (isAddressEqual(transaction.to, deployment.donations.address)) {
      const { functionName } = decodeFunctionData({
        abi: ecoDonationsAbi,
        data: transaction.input,
      });
      return functionName === 'donate' ? 'donation' : null;
    }
  } catch {
    // Input that matches no function of the contract: not an attempt at either.
  }
  return null;
}

/** `is` in English, in a few words. */
function englishSummary(is: OtherTransaction): string {
  switch (is.kind) {
    case 'deployment':
      return 'a contract deployment';
    case 'transfer':
      return `a plain transfer of ether to ${is.to}`;
    case 'call':
      return `a call to ${is.to}`;
  }
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Why a transaction is no receipt, in English: one sentence per reason and look-alike event. */
function englishReasons(notReceipt: NotAReceipt[], impostors: ImpostorEvent[]): string[] {
  return [
    ...notReceipt.map((reason) => {
      switch (reason.kind) {
        case 'not-deployed':
          return `ECO is not deployed on chain ${reason.chainId}, so nothing there is an ECO purchase.`;
        case 'several':
          return `It holds ${reason.purchases} ECO purchase(s), ${reason.returns} withdrawal(s) or refund(s) and ${reason.donations} donation(s); a receipt covers a transaction with exactly one.`;
        case 'no-purchase':
          return `It is not an ECO purchase: ECO's contract (${reason.eco}) recorded no purchase in it.`;
        case 'no-donation':
          return `It is not a donation: the donations contract (${reason.donations}) recorded no donation in it.`;
      }
    }),
    ...impostors.map(
      (impostor) =>
        `It carries a ${impostor.eventName} event from ${short(impostor.address)}, which is not ${
          impostor.eventName === 'Donated' ? 'the donations' : "ECO's"
        } contract: anyone can emit such an event, so it proves nothing.`,
    ),
  ];
}

/** What a successful transaction that is no receipt is. */
function otherTransaction(to: Address | null, input: Hex): OtherTransaction {
  if (!to) return { kind: 'deployment' };
  if (input === '0x' || input.length === 0) return { kind: 'transfer', to };
  return { kind: 'call', to };
}

/**
 * Describes a transaction for a receipt: a purchase, a donation, something else, a failure, or
 * pending. A purchase or a donation is recognised only by an event emitted by the deployment's
 * own ECO or EcoDonations contract: any contract can emit an event with the same signature and
 * any arguments, so an event from another address proves nothing (it is reported as an impostor).
 * Throws InconsistentChainAnswerError when the receipt or block is not the transaction's.
 */
export function describeTransaction(input: DescribeInput): DescribedTransaction {
  const { chainId, transaction, receipt, block, headBlockNumber, deployment } = input;
  if (deployment && deployment.chainId !== chainId) {
    throw new Error(`the deployment given is on chain ${deployment.chainId}, not ${chainId}`);
  }
  const facts: TransactionFacts = {
    chainId,
    hash: transaction.hash,
    from: getAddress(transaction.from),
    to: transaction.to ? getAddress(transaction.to) : null,
    value: transaction.value,
  };
  if (!receipt) return { kind: 'pending', ...facts };

  // A node behind a load balancer can mix answers; a receipt of another transaction, or a block
  // other than the receipt's, would put wrong figures on a receipt someone keeps.
  if (receipt.transactionHash.toLowerCase() !== transaction.hash.toLowerCase()) {
    throw new InconsistentChainAnswerError(
      `the node answered with the receipt of ${receipt.transactionHash} for ${transaction.hash}`,
    );
  }
  if (!block) throw new InconsistentChainAnswerError(`no block for mined ${transaction.hash}`);
  if (
    (block.number !== null && block.number !== receipt.blockNumber) ||
    (block.hash !== null && block.hash.toLowerCase() !== receipt.blockHash.toLowerCase())
  ) {
    throw new InconsistentChainAnswerError(
      `the node answered with block ${block.number} for a receipt in block ${receipt.blockNumber}`,
    );
  }
  const mined: MinedFacts = {
    ...facts,
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    timestamp: block.timestamp,
    headBlockNumber,
    // A head older than the receipt's block (one node of a pool lagging behind another) still
    // means the transaction is in one block: never 0 or negative.
    confirmations:
      headBlockNumber >= receipt.blockNumber ? headBlockNumber - receipt.blockNumber + 1n : 1n,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: receipt.effectiveGasPrice,
    fee: receipt.gasUsed * receipt.effectiveGasPrice,
  };
  if (receipt.status !== 'success') {
    return { kind: 'failed', attempted: attemptedAction(transaction, deployment), ...mined };
  }

  const logs: Log[] = receipt.logs;
  const purchaseLogs = parseEventLogs({ abi: ecoTokenAbi, logs, eventName: 'TokensPurchased' });
  const returnLogs = parseEventLogs({ abi: ecoTokenAbi, logs, eventName: 'PurchaseReturned' });
  const donationLogs = parseEventLogs({ abi: ecoDonationsAbi, logs, eventName: 'Donated' });
  const ecoAddress = deployment?.address;
  const donationsAddress = deployment?.donations.address;
  const purchases = purchaseLogs.filter(
    (log) => ecoAddress !== undefined && isAddressEqual(log.address, ecoAddress),
  );
  const returns = returnLogs.filter(
    (log) => ecoAddress !== undefined && isAddressEqual(log.address, ecoAddress),
  );
  const donations = donationLogs.filter(
    (log) => donationsAddress !== undefined && isAddressEqual(log.address, donationsAddress),
  );
  const impostors: ImpostorEvent[] = [
    ...purchaseLogs
      .filter((log) => !purchases.includes(log))
      .map((log) => ({ address: getAddress(log.address), eventName: 'TokensPurchased' as const })),
    ...returnLogs
      .filter((log) => !returns.includes(log))
      .map((log) => ({ address: getAddress(log.address), eventName: 'PurchaseReturned' as const })),
    ...donationLogs
      .filter((log) => !donations.includes(log))
      .map((log) => ({ address: getAddress(log.address), eventName: 'Donated' as const })),
  ];

  const receiptEvents = purchases.length + returns.length + donations.length;
  if (purchases.length === 1 && receiptEvents === 1 && ecoAddress) {
    const { args } = purchases[0]!;
    const rewarded = args.reward > 0n && !isAddressEqual(args.referrer, zeroAddress);
    return {
      kind: 'purchase',
      ...mined,
      purchase: {
        contract: getAddress(ecoAddress),
        buyer: getAddress(args.buyer),
        ...stageAndAsset(args.stage, args.asset),
        index: args.index,
        amount: args.amount,
        cost: args.cost,
        pricePerEco: args.amount === 0n ? 0n : (args.cost * 10n ** 18n) / args.amount,
        referrer: rewarded ? getAddress(args.referrer) : null,
        reward: rewarded ? args.reward : 0n,
        withdrawableUntil: args.withdrawableUntil,
      },
    };
  }
  if (returns.length === 1 && receiptEvents === 1 && ecoAddress) {
    const { args } = returns[0]!;
    return {
      kind: 'return',
      ...mined,
      returned: {
        contract: getAddress(ecoAddress),
        buyer: getAddress(args.buyer),
        ...stageAndAsset(args.stage, args.asset),
        index: args.index,
        amount: args.amount,
        cost: args.cost,
        // ECO's PurchaseStatus: 2 Withdrawn, 3 Refunded; its event carries no other.
        reason: args.status === 2 ? 'withdrawal' : 'refund',
      },
    };
  }
  if (donations.length === 1 && receiptEvents === 1 && donationsAddress) {
    const { args } = donations[0]!;
    return {
      kind: 'donation',
      ...mined,
      donation: {
        contract: getAddress(donationsAddress),
        campaignId: args.campaignId,
        donor: getAddress(args.donor),
        amount: args.amount,
        memo: args.memo,
      },
    };
  }

  const notReceipt: NotAReceipt[] = !deployment
    ? [{ kind: 'not-deployed', chainId }]
    : receiptEvents > 1
      ? // Only a contract buying, returning or giving several times in one call gets here; the
        // site never does.
        [
          {
            kind: 'several',
            purchases: purchases.length,
            returns: returns.length,
            donations: donations.length,
          },
        ]
      : [
          { kind: 'no-purchase', eco: getAddress(deployment.address) },
          { kind: 'no-donation', donations: getAddress(deployment.donations.address) },
        ];
  const is = otherTransaction(facts.to, transaction.input);
  return {
    kind: 'other',
    ...mined,
    is,
    notReceipt,
    summary: englishSummary(is),
    reasons: englishReasons(notReceipt, impostors),
    impostors,
  };
}

/** A stage and asset from ECO's own event, whose enums cannot carry other values. */
function stageAndAsset(
  stage: number,
  asset: number,
): { stage: SaleStage; stageKey: SaleStageKey; asset: PaymentAsset } {
  const stageKey = saleStageNames[stage];
  const paid = ASSETS[asset];
  if (stageKey === undefined || paid === undefined) {
    throw new InconsistentChainAnswerError(`ECO reported stage ${stage} and asset ${asset}`);
  }
  return { stage: stage as SaleStage, stageKey, asset: paid };
}

// Controls, bidirectional overrides and isolates, and invisible marks: in a memo they could make
// the text around them read differently than it is (an address or amount reversed, a line that
// looks like the site's own), so a receipt shows each as a visible replacement character.
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A donor's memo as a receipt shows it; `altered` when a hidden character was replaced. */
export function displayMemo(memo: string): { text: string; altered: boolean } {
  const text = memo.replace(HIDDEN_CHARACTERS, '\ufffd');
  return { text, altered: text !== memo };
}

/** What `readTransaction` read from the node, for `describeTransaction`. */
export interface TransactionReading {
  transaction: Transaction;
  receipt: TransactionReceipt | null;
  block: BlockFacts | null;
  headBlockNumber: bigint;
}

/** A block time some nodes put in the receipt (anvil as a number, others as hex). */
function receiptTimestamp(receipt: TransactionReceipt): bigint | undefined {
  const value = (receipt as { blockTimestamp?: unknown }).blockTimestamp;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value);
  if (typeof value === 'bigint' && value >= 0n) return value;
  return undefined;
}

/**
 * Reads what a receipt needs from one node: the transaction, its receipt and the head block
 * number at once (one round trip on a batching transport), then the block's time only when the
 * receipt does not carry it. Null when the node knows no transaction `hash`. Errors of the node
 * itself (down, timeouts) are thrown as viem raised them.
 */
export async function readTransaction(
  client: Client,
  hash: Hash,
): Promise<TransactionReading | null> {
  const [transaction, receipt, head] = await Promise.allSettled([
    getTransaction(client, { hash }),
    getTransactionReceipt(client, { hash }),
    // Never the client's cached head: confirmations count from the newest block.
    getBlockNumber(client, { cacheTime: 0 }),
  ]);
  if (transaction.status === 'rejected') {
    if (transaction.reason instanceof TransactionNotFoundError) return null;
    throw transaction.reason;
  }
  if (head.status === 'rejected') throw head.reason;
  if (receipt.status === 'rejected') {
    if (receipt.reason instanceof TransactionReceiptNotFoundError) {
      return {
        transaction: transaction.value,
        receipt: null,
        block: null,
        headBlockNumber: head.value,
      };
    }
    throw receipt.reason;
  }
  const mined = receipt.value;
  const timestamp = receiptTimestamp(mined);
  const block: BlockFacts =
    timestamp === undefined
      ? await getBlock(client, { blockNumber: mined.blockNumber })
      : { number: mined.blockNumber, hash: mined.blockHash, timestamp };
  return { transaction: transaction.value, receipt: mined, block, headBlockNumber: head.value };
}

/** `value` with every bigint written as a decimal string, as JSON carries it. */
export type Jsonified<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** A described transaction as the receipt API answers it: amounts as decimal strings. */
export type DescribedTransactionJson = Jsonified<DescribedTransaction>;

/** Writes every bigint of `value` as a decimal string (JSON cannot carry bigints). */
export function toJsonValue<T>(value: T): Jsonified<T> {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    ),
  ) as Jsonified<T>;
}

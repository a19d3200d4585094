import { zeroAddress, parseAbi, type Address, type MulticallResults } from 'viem';
import type {
  ContractFunctionName,
  ContractFunctionParameters,
  ContractFunctionReturnType,
} from 'viem';
import { MULTICALL3_ADDRESS } from './chains';
import { ethUsdFeedAbi, findEthUsdFeed, type EthUsdFeed } from './eth-usd-feed';
import { ecoTokenAbi } from './generated/eco-token-abi';
import { minimumStates, SaleStage, saleStageNames, saleStages } from './stages';
import type { MinimumStateKey, SaleStageKey } from './stages';

// The reads of the figures every visitor shares (the token page's facts, the sale stages, their
// money-back terms and the ETH/USD feed), as one list of calls for one multicall. One place for
// the site, which reads them itself when a visitor asks to check them against their own node
// (and for the Buy dialog and the eligibility check, beside the wallet's own reads), and for the
// API, which reads them once per block for everyone (docs/decisions/0040). `chainId` is only for
// wagmi; viem's multicall ignores it.

// ---------------------------------------------------------------------------------------------
// The sale stages

/** One stage's views, typed by the ABI. */
function stageCalls(eco: Address, stage: number, wallet: Address, chainId?: number) {
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  return [
    { ...base, functionName: 'tokenPrice', args: [stage] },
    { ...base, functionName: 'isSaleOpen', args: [stage] },
    { ...base, functionName: 'allocationOf', args: [stage] },
    { ...base, functionName: 'soldIn', args: [stage] },
    { ...base, functionName: 'walletCapOf', args: [stage] },
    { ...base, functionName: 'saleScheduleOf', args: [stage] },
    { ...base, functionName: 'boughtBy', args: [stage, wallet] },
    { ...base, functionName: 'purchaseCount', args: [stage] },
  ] as const;
}

type StageResults = MulticallResults<ReturnType<typeof stageCalls>, false>;

const callsPerStage = stageCalls(zeroAddress, 0, zeroAddress).length;

/**
 * Every stage's views, in contract order, for one multicall; `wallet`'s purchases per stage
 * (the zero address, who bought nothing, when there is none). Spelled out per stage of the
 * contract's Stage enum, not mapped over a list, so that the calls, and so the multicall's
 * answers, keep their types.
 */
export function saleStageContracts(eco: Address, wallet: Address = zeroAddress, chainId?: number) {
  return [
    ...stageCalls(eco, SaleStage.Partners, wallet, chainId),
    ...stageCalls(eco, SaleStage.Private, wallet, chainId),
    ...stageCalls(eco, SaleStage.Public, wallet, chainId),
  ] as const;
}

/**
 * Names the answers to saleStageContracts (the first of `results`, in its order): what the
 * contract says about each sale stage, at one block. `price` is wei per whole ECO; `sold` counts
 * purchases, rewards and owner mints; `walletCap` is the most one address may buy in the stage
 * and `bought` what `wallet` has bought there; `opensAt` and `closesAt` are when the stage opens
 * and closes by itself, in seconds since the epoch (0 = by hand); `purchases` counts every purchase
 * ever made in the stage, withdrawn and refunded ones too.
 */
export function parseSaleStages(results: readonly unknown[]) {
  return saleStages.map(({ key }, i) => {
    // One stage's answers, in stageCalls' order; slicing loses the tuple's types, the ABI's.
    const [price, open, allocation, sold, walletCap, [opensAt, closesAt], bought, purchases] =
      results.slice(i * callsPerStage, (i + 1) * callsPerStage) as StageResults;
    const remaining = allocation - sold;
    return {
      key,
      price,
      open,
      allocation,
      sold,
      remaining,
      walletCap,
      bought,
      opensAt,
      closesAt,
      purchases,
    };
  });
}

/** What the contract says about one sale stage, at one block. */
export type SaleStageState = ReturnType<typeof parseSaleStages>[number];

// ---------------------------------------------------------------------------------------------
// The stages' money-back terms (docs/decisions/0032, 0034)

/** A stage's minimum raise as `minimumRaiseOf` answers it (ECO base units, seconds). */
export type MinimumRaise = {
  amount: bigint;
  deadline: bigint;
  /** What counts towards it so far: purchases before the deadline, less those withdrawn. */
  counted: bigint;
  state: MinimumStateKey;
};

/** What the contract says of a stage's money-back terms, at one block. */
export type StageTerms = {
  /** USDC base units per whole ECO; 0: the stage sells for ETH only. */
  usdcPrice: bigint;
  /** ECO base units and deadline (seconds since the epoch); amount 0 and deadline 0: none. */
  minimum: MinimumRaise;
  cancelled: boolean;
  finalized: boolean;
};

const USDC = 1;

function termsCalls(eco: Address, stage: SaleStage, chainId?: number) {
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  return [
    { ...base, functionName: 'priceOf', args: [stage, USDC] },
    { ...base, functionName: 'minimumRaiseOf', args: [stage] },
    { ...base, functionName: 'isCancelled', args: [stage] },
    { ...base, functionName: 'isFinalized', args: [stage] },
  ] as const;
}

type TermsResults = MulticallResults<ReturnType<typeof termsCalls>, false>;
const callsPerTerms = termsCalls(zeroAddress, SaleStage.Partners).length;

/** Every stage's terms, in contract order; spelled out per stage so the answers keep their types. */
export function stageTermsContracts(eco: Address, chainId?: number) {
  return [
    ...termsCalls(eco, SaleStage.Partners, chainId),
    ...termsCalls(eco, SaleStage.Private, chainId),
    ...termsCalls(eco, SaleStage.Public, chainId),
  ] as const;
}

/** How many answers stageTermsContracts asks for. */
export const STAGE_TERMS_CALL_COUNT = stageTermsContracts(zeroAddress).length;

/** Names the answers to stageTermsContracts (the first of `results`, in its order). */
export function parseStageTerms(results: readonly unknown[]): Record<SaleStageKey, StageTerms> {
  return Object.fromEntries(
    saleStageNames.map((key, i) => {
      const [usdcPrice, [amount, deadline, counted, state], cancelled, finalized] = results.slice(
        i * callsPerTerms,
        (i + 1) * callsPerTerms,
      ) as TermsResults;
      const minimum = {
        amount,
        deadline: BigInt(deadline),
        counted,
        state: minimumStates[state] ?? 'none',
      };
      return [key, { usdcPrice, minimum, cancelled, finalized }];
    }),
  ) as Record<SaleStageKey, StageTerms>;
}

// ---------------------------------------------------------------------------------------------
// The ETH/USD feed

// Multicall3's view of the block it runs in: the feed's age is judged against the chain's clock,
// not the visitor's (which may be off, and which a local chain's moved clock does not follow).
const blockTimestampAbi = parseAbi(['function getCurrentBlockTimestamp() view returns (uint256)']);

/** The chain's time (seconds) at the block a batch of reads runs in, read in the same multicall. */
export const blockTimestampCall = (chainId: number) =>
  ({
    address: MULTICALL3_ADDRESS,
    abi: blockTimestampAbi,
    functionName: 'getCurrentBlockTimestamp',
    chainId,
  }) as const;

/**
 * The reads behind a USD figure, to append to a batch of reads (one multicall): the feed's latest
 * round, its decimals and the chain's time at that block. `parseEthUsdReads` names the answers.
 */
export function ethUsdFeedCalls(feed: Pick<EthUsdFeed, 'address'>, chainId: number) {
  return [
    { address: feed.address, abi: ethUsdFeedAbi, functionName: 'latestRoundData', chainId },
    { address: feed.address, abi: ethUsdFeedAbi, functionName: 'decimals', chainId },
    blockTimestampCall(chainId),
  ] as const;
}

/**
 * Names the answers of `ethUsdFeedCalls` (in that order): the feed's latest round (`answer` is
 * USD per ETH in units of 10^-decimals) and the block's timestamp, seconds since the epoch.
 */
export function parseEthUsdReads(results: readonly unknown[]) {
  const [round, decimals, chainTime] = results as [
    readonly [bigint, bigint, bigint, bigint, bigint],
    number,
    bigint,
  ];
  const [roundId, answer, , updatedAt, answeredInRound] = round;
  return { roundId, answer, updatedAt, answeredInRound, decimals: Number(decimals), chainTime };
}

/** A feed's latest round as read, with the chain's time at the block it was read in. */
export type EthUsdReading = ReturnType<typeof parseEthUsdReads>;

// ---------------------------------------------------------------------------------------------
// The token page's figures

export const tokenShareNames = [
  'privateSaleShare',
  'publicSaleShare',
  'ecosystemShare',
  'communityShare',
  'foundersShare',
  'listingShare',
  'partnersShare',
  'marketingShare',
] as const;

export const tokenScalarNames = [
  'name',
  'symbol',
  'decimals',
  'totalSupply',
  'maxSupply',
  'buyFee',
  'sellFee',
  'maxBuyFee',
  'maxSellFee',
  'tradingEnabled',
  'maxTransactionLimitEnabled',
  'maxTransferAmount',
  'maxTransferAmountBuy',
  'referralRewardBps',
  // Read here, in the page's one multicall, so the founders' vesting needs only one more read.
  'foundersVestingWallets',
  // Who holds the owner's powers: the token page's owner section and the owner panel show them.
  'owner',
  'pendingOwner',
  'saleGuardian',
  'fundWallet',
  'maxReferralRewardBps',
] as const;

/** What ECO's view function `N` answers. */
export type EcoRead<N extends ContractFunctionName<typeof ecoTokenAbi, 'view'>> =
  ContractFunctionReturnType<typeof ecoTokenAbi, 'view', N>;

/** The token's figures one stage has, as read from the contract. */
export type TokenStageFigures = Pick<
  SaleStageState,
  'price' | 'allocation' | 'sold' | 'open' | 'walletCap' | 'opensAt' | 'closesAt'
> &
  StageTerms;

/** Everything the token page shows, as read from the contract: each figure by its getter's name. */
export type TokenFigures = { [N in (typeof tokenScalarNames)[number]]: EcoRead<N> } & {
  decimals: number;
  shares: Record<(typeof tokenShareNames)[number], bigint>;
  stages: Record<SaleStageKey, TokenStageFigures>;
};

// The stages' reads for one (any) wallet: how many answers they take in the figures' multicall.
const SALE_STAGE_CALL_COUNT = saleStageContracts(MULTICALL3_ADDRESS).length;

/**
 * The multicall behind the token page: one eth_call for every figure. The stages' reads carry
 * `boughtBy` for the zero address (who bought nothing): the list is the Buy dialog's, and its
 * answer is left out of the figures.
 */
export function tokenFigureContracts(address: Address, chainId: number) {
  const base = { address, abi: ecoTokenAbi, chainId } as const;
  return [
    ...tokenScalarNames.map((functionName) => ({ ...base, functionName })),
    ...tokenShareNames.map((functionName) => ({ ...base, functionName })),
    ...saleStageContracts(address, undefined, chainId),
    // Each stage's USDC price, minimum raise, cancelled and finalized (docs/decisions/0032, 0034).
    ...stageTermsContracts(address, chainId),
  ];
}

/** Turns the multicall's results (in tokenFigureContracts order) into named figures. */
export function parseTokenFigures(results: readonly unknown[]): TokenFigures {
  let index = 0;
  const next = () => results[index++];
  const scalars = Object.fromEntries(tokenScalarNames.map((name) => [name, next()])) as Record<
    (typeof tokenScalarNames)[number],
    never
  >;
  const shares = Object.fromEntries(
    tokenShareNames.map((name) => [name, next()]),
  ) as TokenFigures['shares'];
  const terms = parseStageTerms(
    results.slice(
      index + SALE_STAGE_CALL_COUNT,
      index + SALE_STAGE_CALL_COUNT + STAGE_TERMS_CALL_COUNT,
    ),
  );
  const stages = Object.fromEntries(
    parseSaleStages(results.slice(index, index + SALE_STAGE_CALL_COUNT)).map((stage) => [
      stage.key,
      { ...stage, ...terms[stage.key] },
    ]),
  ) as Record<SaleStageKey, SaleStageState & StageTerms>;
  return { ...scalars, decimals: Number(scalars.decimals), shares, stages };
}

/** How many results tokenFigureContracts asks for (the same on every chain). */
export const TOKEN_FIGURE_CALL_COUNT = tokenFigureContracts(MULTICALL3_ADDRESS, 1).length;

/**
 * The shared figures' one multicall: every token figure, then, where the chain has an ETH/USD
 * feed, its latest round, decimals and the block's time (so USD figures cost no request of their
 * own).
 */
export function sharedFigureContracts(
  address: Address,
  chainId: number,
): readonly ContractFunctionParameters[] {
  const feed = findEthUsdFeed(chainId);
  return [
    ...tokenFigureContracts(address, chainId),
    ...(feed ? ethUsdFeedCalls(feed, chainId) : []),
  ];
}

/** The shared figures as read: the token's, and the feed's reading where the chain has one. */
export type SharedFigureReading = { figures: TokenFigures; ethUsd?: EthUsdReading };

/** Names the answers of sharedFigureContracts (in its order). */
export function parseSharedFigures(results: readonly unknown[]): SharedFigureReading {
  const figures = parseTokenFigures(results.slice(0, TOKEN_FIGURE_CALL_COUNT));
  if (results.length === TOKEN_FIGURE_CALL_COUNT) return { figures };
  return { figures, ethUsd: parseEthUsdReads(results.slice(TOKEN_FIGURE_CALL_COUNT)) };
}

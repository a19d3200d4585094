// The feed's reads for a batched multicall: apart from eth-usd.ts, which pages import for the
// words and figures, because the ABIs and viem's parser would weigh on those pages' first load.
import { ethUsdFeedAbi, MULTICALL3_ADDRESS, type EthUsdFeed } from '@eco/contracts';
import { parseAbi } from 'viem';

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

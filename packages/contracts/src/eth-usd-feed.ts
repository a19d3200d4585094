import { parseAbi, type Address } from 'viem';
import { ethUsdFeeds } from './generated/eth-usd-feeds';

/**
 * The calls the site makes on an ETH/USD feed: Chainlink's AggregatorV3Interface, which both
 * Chainlink's aggregators and the local chain's mock (MockV3Aggregator) implement.
 * test/eth-usd-feed.test.ts checks each entry against the compiled mock.
 */
export const ethUsdFeedAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function description() view returns (string)',
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
]);

/**
 * The local mock's own setter (MockV3Aggregator.updateAnswer): anyone may call it, which is what
 * keeps the local chain's sample price fresh (scripts/start.mjs) and lets browser tests restore it.
 */
export const localEthUsdFeedAbi = [
  ...ethUsdFeedAbi,
  ...parseAbi([
    'function updateAnswer(int256 _answer)',
    'function latestAnswer() view returns (int256)',
  ]),
] as const;

/** The ETH/USD price feed of one chain. */
export interface EthUsdFeed {
  chainId: number;
  address: Address;
  /** The longest the feed goes without a new answer: an older answer is stale. */
  heartbeatSeconds: number;
  /**
   * True on the local chain: Chainlink's MockV3Aggregator answering a sample price, which is no
   * market price and must be labelled so.
   */
  mock: boolean;
}

const feeds: Partial<Record<number, EthUsdFeed>> = ethUsdFeeds;

/** The ETH/USD feed of `chainId`, or undefined where the site knows none. */
export function findEthUsdFeed(chainId: number): EthUsdFeed | undefined {
  return feeds[chainId];
}

import type { Address } from 'viem';
import { ethUsdFeeds } from './generated/eth-usd-feeds';

/**
 * The calls the site makes on an ETH/USD feed: Chainlink's AggregatorV3Interface, which both
 * Chainlink's aggregators and the local chain's mock (MockV3Aggregator) implement.
 * test/eth-usd-feed.test.ts checks each entry against the compiled mock.
 */
export const ethUsdFeedAbi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'description',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const;

/**
 * The local mock's own setter (MockV3Aggregator.updateAnswer): anyone may call it, which is what
 * keeps the local chain's sample price fresh (scripts/start.mjs) and lets browser tests restore it.
 */
export const localEthUsdFeedAbi = [
  ...ethUsdFeedAbi,
  {
    type: 'function',
    name: 'updateAnswer',
    stateMutability: 'nonpayable',
    inputs: [{ name: '_answer', type: 'int256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'latestAnswer',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'int256' }],
  },
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

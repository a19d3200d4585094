import { findEcoDeployment, findEthUsdFeed, MULTICALL3_ADDRESS } from '@eco/contracts';
import {
  parseSharedFigures,
  sharedFigureContracts,
  type SharedFigureReading,
} from '@eco/contracts/figure-reads';
import type { ApiChainFigures } from '@eco/shared';
import { createPublicClient, http } from 'viem';
import type { Address } from 'viem';

/** A chain's head as the node sees it. */
export interface ChainHead {
  number: bigint;
  hash: `0x${string}`;
  /** Seconds since the epoch. */
  timestamp: bigint;
}

/** Reads one chain for the shared figures; tests may give their own. */
export interface ChainFiguresReader {
  chainId: number;
  /** The ECO contract on that chain. */
  token: Address;
  /** The node's latest block (one eth_getBlockByNumber). */
  head(): Promise<ChainHead>;
  /** Every shared figure at `block` (one eth_call: a Multicall3 aggregate pinned to it). */
  readAt(block: bigint): Promise<SharedFigureReading>;
}

/**
 * The reader over RPC_URL for ECO on `chainId`, or undefined without RPC_URL or without an ECO
 * deployment there (the route answers 404 for such a chain: there is nothing to read).
 */
export function createChainFiguresReader(
  rpcUrl: string | undefined,
  chainId: number,
): ChainFiguresReader | undefined {
  const deployment = findEcoDeployment(chainId);
  if (!rpcUrl || !deployment) return undefined;
  // Short timeout and no retry: requests wait on this (a failure is answered 503 and tried again
  // on the next poll, not hammered).
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) });
  const contracts = sharedFigureContracts(deployment.address, chainId);
  return {
    chainId,
    token: deployment.address,
    async head() {
      const block = await client.getBlock({ blockTag: 'latest' });
      return { number: block.number, hash: block.hash, timestamp: block.timestamp };
    },
    async readAt(blockNumber) {
      const results = await client.multicall({
        contracts,
        allowFailure: false,
        multicallAddress: MULTICALL3_ADDRESS,
        // One aggregate3 call whatever its size (viem splits at 1 KB of calldata by default).
        batchSize: 0,
        blockNumber,
      });
      return parseSharedFigures(results);
    },
  };
}

const text = (value: bigint) => value.toString();

/** The API's answer for a reading at `head`: every amount as a decimal string. */
export function chainFiguresAnswer(
  reader: Pick<ChainFiguresReader, 'chainId' | 'token'>,
  head: ChainHead,
  { figures: f, ethUsd }: SharedFigureReading,
): ApiChainFigures {
  const feed = findEthUsdFeed(reader.chainId);
  const stage = (key: keyof typeof f.stages) => {
    const s = f.stages[key];
    return {
      price: text(s.price),
      allocation: text(s.allocation),
      sold: text(s.sold),
      open: s.open,
      walletCap: text(s.walletCap),
      opensAt: text(s.opensAt),
      closesAt: text(s.closesAt),
      usdcPrice: text(s.usdcPrice),
      minimum: {
        amount: text(s.minimum.amount),
        deadline: text(s.minimum.deadline),
        counted: text(s.minimum.counted),
        state: s.minimum.state,
      },
      cancelled: s.cancelled,
      finalized: s.finalized,
    };
  };
  const shares = Object.fromEntries(
    Object.entries(f.shares).map(([name, value]) => [name, text(value)]),
  ) as ApiChainFigures['figures']['shares'];
  const [vesting1, vesting2, vesting3] = f.foundersVestingWallets;
  return {
    chainId: reader.chainId,
    token: reader.token,
    block: { number: text(head.number), hash: head.hash, timestamp: text(head.timestamp) },
    figures: {
      name: f.name,
      symbol: f.symbol,
      decimals: f.decimals,
      totalSupply: text(f.totalSupply),
      maxSupply: text(f.maxSupply),
      buyFee: text(f.buyFee),
      sellFee: text(f.sellFee),
      maxBuyFee: text(f.maxBuyFee),
      maxSellFee: text(f.maxSellFee),
      tradingEnabled: f.tradingEnabled,
      maxTransactionLimitEnabled: f.maxTransactionLimitEnabled,
      maxTransferAmount: text(f.maxTransferAmount),
      maxTransferAmountBuy: text(f.maxTransferAmountBuy),
      referralRewardBps: text(f.referralRewardBps),
      foundersVestingWallets: [vesting1, vesting2, vesting3],
      owner: f.owner,
      pendingOwner: f.pendingOwner,
      saleGuardian: f.saleGuardian,
      fundWallet: f.fundWallet,
      maxReferralRewardBps: text(f.maxReferralRewardBps),
      shares,
      stages: { partners: stage('partners'), private: stage('private'), public: stage('public') },
    },
    ethUsd:
      ethUsd && feed
        ? {
            feed: feed.address,
            roundId: text(ethUsd.roundId),
            answer: text(ethUsd.answer),
            updatedAt: text(ethUsd.updatedAt),
            answeredInRound: text(ethUsd.answeredInRound),
            decimals: ethUsd.decimals,
            heartbeatSeconds: feed.heartbeatSeconds,
            mock: feed.mock,
          }
        : null,
  };
}

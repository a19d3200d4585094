import { ecoTokenAbi, findEcoDeployment, MULTICALL3_ADDRESS } from '@eco/contracts';
import type {
  IndexerCampaignWalletsAnswer,
  IndexerDonationsAnswer,
  IndexerFundWalletAnswer,
  IndexerSaleAnswer,
} from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { erc20Abi, getAddress, parseAbi, zeroAddress } from 'viem';
import { usePublicClient } from 'wagmi';
import { historyLag, historyQueryOptions, readIndexer, readWholeList } from '@/lib/indexer';
import {
  ASSET_FUNDS_CALL_COUNT,
  assetFundsContracts,
  parseAssetFunds,
  parseStageTerms,
  stageTermsContracts,
} from '@/lib/wallet/money-back-reads';

const ethBalanceAbi = parseAbi(['function getEthBalance(address) view returns (uint256)']);

/**
 * The sale's money and the fund wallet's ether: both histories from the indexer (two requests, and
 * one more per further 1,000 flows of the fund wallet), and the chain's own figures read at the
 * very blocks those histories reach, so they can be compared without a race (one multicall: per
 * asset the contract's totals, held and withdrawable funds, per stage its money-back terms; one
 * read of the contract's USDC where it takes USDC; one eth_getBalance), plus one eth_blockNumber
 * for the lag. The
 * campaigns' wallets and the fund wallet's donations (two more requests) are read after the fund
 * wallet's history, so they reach at least as far: a payment is never checked without them.
 */
export function useTreasury(chainId: number) {
  const client = usePublicClient({ chainId });
  const deployment = findEcoDeployment(chainId);
  const eco = deployment?.address;
  return useQuery({
    queryKey: ['eco', 'treasury', chainId, eco],
    enabled: Boolean(client && eco),
    ...historyQueryOptions,
    // A verdict must be the chain's now, never one restored from storage.
    meta: { persist: false },
    queryFn: async ({ signal }) => {
      if (!client || !eco) throw new Error('The chain client is not ready.');
      const [sale, fund, head] = await Promise.all([
        readIndexer<IndexerSaleAnswer>(chainId, '/sale', signal),
        readWholeList<IndexerFundWalletAnswer, 'flows'>(chainId, '/fund-wallet', 'flows', signal),
        client.getBlockNumber({ cacheTime: 0 }),
      ]);
      const saleBlock = BigInt(sale.indexed.number);
      const [
        [ethHeld, fundWallet, usdc, ...money],
        { wallets: campaignWallets },
        { donations: fundDonations },
      ] = await Promise.all([
        client.multicall({
          allowFailure: false,
          blockNumber: saleBlock,
          contracts: [
            {
              address: MULTICALL3_ADDRESS,
              abi: ethBalanceAbi,
              functionName: 'getEthBalance',
              args: [eco],
            },
            { address: eco, abi: ecoTokenAbi, functionName: 'fundWallet' },
            { address: eco, abi: ecoTokenAbi, functionName: 'usdc' },
            ...assetFundsContracts(eco),
            ...stageTermsContracts(eco),
          ],
        }),
        readWholeList<IndexerCampaignWalletsAnswer, 'wallets'>(
          chainId,
          '/campaign-wallets',
          'wallets',
          signal,
        ),
        readWholeList<IndexerDonationsAnswer, 'donations'>(
          chainId,
          `/accounts/${fund.wallet}/donations`,
          'donations',
          signal,
        ),
      ]);
      const [fundBalance, usdcHeld] = await Promise.all([
        client.getBalance({
          address: getAddress(fund.wallet),
          blockNumber: BigInt(fund.indexed.number),
        }),
        usdc === zeroAddress
          ? 0n
          : client.readContract({
              address: usdc,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [eco],
              blockNumber: saleBlock,
            }),
      ]);
      const saleLag = historyLag(sale.indexed, head);
      const fundLag = historyLag(fund.indexed, head);
      return {
        sale,
        // Every flow of the fund wallet (read page by page): the reconciliation explains each one.
        fund,
        // ECO's own counters, balances and stages' terms, read at the block the sale's history
        // reaches; whether it takes USDC at all.
        contract: {
          funds: parseAssetFunds(money),
          balances: { eth: ethHeld, usdc: usdcHeld },
          terms: parseStageTerms(money.slice(ASSET_FUNDS_CALL_COUNT)),
          takesUsdc: usdc !== zeroAddress,
          fundWallet,
        },
        // The fund wallet's balance at the block its history reaches.
        fundBalance,
        // Every wallet each campaign had: a payment tagged to a campaign is checked against them.
        campaignWallets,
        // EcoDonations and the fund wallet's own donations through it: a campaign payment may be one.
        donations: { contract: deployment.donations.address, given: fundDonations },
        behind: saleLag.behind || fundLag.behind,
        catchingUp: saleLag.catchingUp || fundLag.catchingUp,
      };
    },
  });
}

export type Treasury = NonNullable<ReturnType<typeof useTreasury>['data']>;

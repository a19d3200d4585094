import { ecoTokenAbi, findEcoDeployment, MULTICALL3_ADDRESS } from '@eco/contracts';
import type {
  IndexerCampaignWalletsAnswer,
  IndexerDonationsAnswer,
  IndexerFundWalletAnswer,
  IndexerSaleAnswer,
} from '@eco/shared';
import { useQuery } from '@tanstack/react-query';
import { getAddress, parseAbi } from 'viem';
import { usePublicClient } from 'wagmi';
import { historyLag, historyQueryOptions, readIndexer, readWholeList } from '@/lib/indexer';

const ethBalanceAbi = parseAbi(['function getEthBalance(address) view returns (uint256)']);

/**
 * The sale's and the fund wallet's ether: both histories from the indexer (two requests, and one
 * more per further 1,000 flows of the fund wallet), and
 * the chain's own figures read at the very blocks those histories reach, so they can be compared
 * without a race (one multicall, one eth_getBalance), plus one eth_blockNumber for the lag. The
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
      const [
        [raised, withdrawn, held, fundWallet],
        { wallets: campaignWallets },
        { donations: fundDonations },
      ] = await Promise.all([
        client.multicall({
          allowFailure: false,
          blockNumber: BigInt(sale.indexed.number),
          contracts: [
            { address: eco, abi: ecoTokenAbi, functionName: 'totalRaised' },
            { address: eco, abi: ecoTokenAbi, functionName: 'totalWithdrawn' },
            {
              address: MULTICALL3_ADDRESS,
              abi: ethBalanceAbi,
              functionName: 'getEthBalance',
              args: [eco],
            },
            { address: eco, abi: ecoTokenAbi, functionName: 'fundWallet' },
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
      const fundBalance = await client.getBalance({
        address: getAddress(fund.wallet),
        blockNumber: BigInt(fund.indexed.number),
      });
      const saleLag = historyLag(sale.indexed, head);
      const fundLag = historyLag(fund.indexed, head);
      return {
        sale,
        // Every flow of the fund wallet (read page by page): the reconciliation explains each one.
        fund,
        // ECO's own counters and balance, read at the block the sale's history reaches.
        contract: { raised, withdrawn, held, fundWallet },
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

import { ecoTokenAbi } from '@eco/contracts';
import { readLogsInRanges } from '@eco/contracts/logs';
import { useQuery } from '@tanstack/react-query';
import type { Address, Hash } from 'viem';
import { usePublicClient } from 'wagmi';

export type PurchaseRow = {
  hash: Hash;
  blockNumber: bigint;
  timestamp: number;
  stage: number;
  amount: bigint;
  cost: bigint;
  referrer: Address;
  reward: bigint;
};

/**
 * The account's purchases and the referral rewards it earned, from the contract's
 * TokensPurchased events since its deployment block (two log queries, split only if the RPC
 * refuses the range; one block read per distinct block for the dates).
 */
export function usePurchaseHistory(
  contract: Address | undefined,
  account: Address | undefined,
  fromBlock: bigint,
  chainId: number,
) {
  const client = usePublicClient({ chainId });
  return useQuery({
    queryKey: ['eco', 'purchase-history', chainId, contract, account, fromBlock.toString()],
    enabled: Boolean(client && contract && account),
    staleTime: 0,
    queryFn: async () => {
      if (!client || !contract || !account) throw new Error('The wallet is not ready.');
      const base = { address: contract, abi: ecoTokenAbi, eventName: 'TokensPurchased' } as const;
      const latest = () => client.getBlockNumber({ cacheTime: 0 });
      const [bought, referred] = await Promise.all([
        readLogsInRanges(
          fromBlock,
          (range) => client.getContractEvents({ ...base, ...range, args: { buyer: account } }),
          latest,
        ),
        readLogsInRanges(
          fromBlock,
          (range) => client.getContractEvents({ ...base, ...range, args: { referrer: account } }),
          latest,
        ),
      ]);
      const blocks = [...new Set([...bought, ...referred].map((log) => log.blockNumber))];
      const times = new Map(
        await Promise.all(
          blocks.map(
            async (blockNumber) =>
              [
                blockNumber,
                Number((await client.getBlock({ blockNumber })).timestamp) * 1000,
              ] as const,
          ),
        ),
      );
      const toRow = (log: (typeof bought)[number]): PurchaseRow => ({
        hash: log.transactionHash,
        blockNumber: log.blockNumber,
        timestamp: times.get(log.blockNumber) ?? 0,
        stage: Number(log.args.stage),
        amount: log.args.amount ?? 0n,
        cost: log.args.cost ?? 0n,
        referrer: log.args.referrer as Address,
        reward: log.args.reward ?? 0n,
      });
      const newestFirst = (a: PurchaseRow, b: PurchaseRow) => Number(b.blockNumber - a.blockNumber);
      return {
        purchases: bought.map(toRow).sort(newestFirst),
        rewards: referred
          .map(toRow)
          .filter((row) => row.reward > 0n)
          .sort(newestFirst),
      };
    },
  });
}

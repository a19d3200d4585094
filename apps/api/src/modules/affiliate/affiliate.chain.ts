import { ecoTokenAbi, findEcoDeployment } from '@eco/contracts';
import { createPublicClient, http } from 'viem';
import type { Address } from 'viem';

/** Totals of the purchases that named a referrer (amounts in wei). */
export interface ReferredPurchases {
  count: number;
  tokens: bigint;
  rewards: bigint;
}

/** Reads referred purchases from the chain (TokensPurchased events). */
export interface ReferredPurchasesReader {
  chainId: number;
  read(referrer: Address): Promise<ReferredPurchases>;
}

/** A reason the chain cannot be read that is fine to show (not an outage). */
export class ChainUnavailableError extends Error {}

/** Reader over RPC_URL, or undefined when no RPC is configured. */
export function createReferredPurchasesReader(
  rpcUrl: string | undefined,
  chainId: number,
): ReferredPurchasesReader | undefined {
  if (!rpcUrl) return undefined;
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }),
  });
  return {
    chainId,
    async read(referrer) {
      const deployment = findEcoDeployment(chainId);
      if (!deployment) throw new ChainUnavailableError(`ECO is not deployed on chain ${chainId}.`);
      const events = await client.getContractEvents({
        address: deployment.address,
        abi: ecoTokenAbi,
        eventName: 'TokensPurchased',
        args: { referrer },
        fromBlock: deployment.deploymentBlock,
        toBlock: 'latest',
        strict: true,
      });
      return events.reduce<ReferredPurchases>(
        (sum, event) => ({
          count: sum.count + 1,
          tokens: sum.tokens + event.args.amount,
          rewards: sum.rewards + event.args.reward,
        }),
        { count: 0, tokens: 0n, rewards: 0n },
      );
    },
  };
}

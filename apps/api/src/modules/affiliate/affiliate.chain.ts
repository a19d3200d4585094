import { ecoTokenAbi, findEcoDeployment } from '@eco/contracts';
import { readLogsInRanges } from '@eco/contracts/logs';
import { createPublicClient, http, zeroAddress } from 'viem';
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

/** Totals of every referrer that earned a reward, for the team's leaderboard. */
export interface ReferralTotalsReader {
  chainId: number;
  readAll(): Promise<Map<Address, ReferredPurchases>>;
}

/** A reason the chain cannot be read that is fine to show (not an outage). */
export class ChainUnavailableError extends Error {}

function publicClient(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) });
}

/** TokensPurchased events since the deployment, of every purchase or of those naming `referrer`. */
function readPurchases(
  client: ReturnType<typeof publicClient>,
  deployment: ReturnType<typeof requireDeployment>,
  referrer?: Address,
) {
  return readLogsInRanges(
    deployment.deploymentBlock,
    (range) =>
      client.getContractEvents({
        address: deployment.address,
        abi: ecoTokenAbi,
        eventName: 'TokensPurchased',
        args: referrer ? { referrer } : {},
        ...range,
        strict: true,
      }),
    () => client.getBlockNumber({ cacheTime: 0 }),
  );
}

function requireDeployment(chainId: number) {
  const deployment = findEcoDeployment(chainId);
  if (!deployment) throw new ChainUnavailableError(`ECO is not deployed on chain ${chainId}.`);
  return deployment;
}

/** Reader over RPC_URL, or undefined when no RPC is configured. */
export function createReferredPurchasesReader(
  rpcUrl: string | undefined,
  chainId: number,
): ReferredPurchasesReader | undefined {
  if (!rpcUrl) return undefined;
  const client = publicClient(rpcUrl);
  return {
    chainId,
    async read(referrer) {
      const events = await readPurchases(client, requireDeployment(chainId), referrer);
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

/**
 * Leaderboard reader over RPC_URL (every TokensPurchased event since the deployment, summed per
 * referrer), or undefined when no RPC is configured.
 */
export function createReferralTotalsReader(
  rpcUrl: string | undefined,
  chainId: number,
): ReferralTotalsReader | undefined {
  if (!rpcUrl) return undefined;
  const client = publicClient(rpcUrl);
  return {
    chainId,
    async readAll() {
      // The referrer is an indexed topic, but "any non-zero referrer" cannot be a topic filter:
      // read every purchase and skip those without a reward (the contract logs address(0) then).
      const events = await readPurchases(client, requireDeployment(chainId));
      const totals = new Map<Address, ReferredPurchases>();
      for (const { args } of events) {
        if (args.referrer === zeroAddress) continue;
        const sum = totals.get(args.referrer) ?? { count: 0, tokens: 0n, rewards: 0n };
        totals.set(args.referrer, {
          count: sum.count + 1,
          tokens: sum.tokens + args.amount,
          rewards: sum.rewards + args.reward,
        });
      }
      return totals;
    },
  };
}

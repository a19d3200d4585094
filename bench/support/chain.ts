// The benchmarks' own view of the chain: straight to anvil, never through the counting proxy.
import { createPublicClient, createTestClient, createWalletClient, http, parseEther } from 'viem';
import type { Address, Hash, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { defineLocalChain, ecoLocalContract, SaleStage } from '@eco/contracts';

/** Clients reading and steering the anvil at `anvilUrl`. */
export function chainClients(anvilUrl: string) {
  const chain = defineLocalChain(anvilUrl);
  const transport = http(anvilUrl);
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ chain, transport, mode: 'anvil' }),
  };
}

/** ECO's address and ABI on the local chain. */
export const eco = ecoLocalContract;

/** The key of a fresh random account given 1000 ETH on anvil, and nothing else. */
export async function fundedAccount(anvilUrl: string): Promise<Hex> {
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  await chainClients(anvilUrl).testClient.setBalance({ address, value: parseEther('1000') });
  return privateKey;
}

/** One public-sale purchase the benchmark made: who, its transaction and the block it is in. */
export interface BenchPurchase {
  buyer: Address;
  hash: Hash;
  block: bigint;
  /** When its receipt arrived (performance.now()). */
  at: number;
}

/**
 * `count` fresh buyers, each buying in the public sale one transaction after the other (1 ECO,
 * then 2, …; each waits for its receipt before the next) until `stop()`: every mined purchase is
 * kept, and a purchase that reverts stops the run with its reason.
 */
export async function publicBuyers(anvilUrl: string, count: number) {
  const { publicClient } = chainClients(anvilUrl);
  const chain = defineLocalChain(anvilUrl);
  const price = await publicClient.readContract({
    ...eco,
    functionName: 'tokenPrice',
    args: [SaleStage.Public],
  });
  const accounts = await Promise.all(
    Array.from({ length: count }, async () => privateKeyToAccount(await fundedAccount(anvilUrl))),
  );
  const purchases: BenchPurchase[] = [];
  let running = true;
  const buy = async (account: (typeof accounts)[number]) => {
    const wallet = createWalletClient({ account, chain, transport: http(anvilUrl) });
    for (let whole = 1n; running; whole++) {
      // Whole tokens cost exactly `whole` times the price per token: nothing to round.
      const hash = await wallet.writeContract({
        ...eco,
        functionName: 'publicSale',
        args: [whole * 10n ** 18n],
        value: whole * price,
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`purchase ${hash} reverted`);
      purchases.push({
        buyer: account.address,
        hash,
        block: receipt.blockNumber,
        at: performance.now(),
      });
    }
  };
  const buying = Promise.all(accounts.map(buy));
  // Seen at once, not only when stop() awaits it.
  buying.catch(() => {});
  return {
    buyers: accounts.map((account) => account.address),
    purchases,
    /** Lets each buyer's purchase in flight be mined, then stops; rejects if one reverted. */
    stop: async () => {
      running = false;
      await buying;
    },
  };
}

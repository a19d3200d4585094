// The benchmarks' own view of the chain: straight to anvil, never through the counting proxy.
import { createPublicClient, createTestClient, http, parseEther } from 'viem';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { defineLocalChain, ecoLocalContract } from '@eco/contracts';

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

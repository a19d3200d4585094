// The benchmarks' own view of the chain: straight to anvil, never through the counting proxy.
import { createPublicClient, createTestClient, http, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
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

/** A fresh random account given `eth` (default 1000 ETH) on anvil, and nothing else. */
export async function fundedAccount(
  anvilUrl: string,
  eth: bigint = parseEther('1000'),
): Promise<{ privateKey: Hex; address: Address }> {
  const privateKey = generatePrivateKey();
  const { address } = privateKeyToAccount(privateKey);
  await chainClients(anvilUrl).testClient.setBalance({ address, value: eth });
  return { privateKey, address };
}

import { ecoLocalChain, ecoTokenAbi, localDevAccounts, saleStageByKey } from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, createWalletClient, http, type Hash } from 'viem';
import { expect } from 'vitest';

/** The buyer of `buyInPublicSale`: a local account outside the partners list. */
export const publicBuyer = localDevAccounts.nonPartner;

/**
 * Buys `whole` ECO in the public sale on `chain` as publicBuyer, paying the stage price (plus a
 * wei, which the contract returns); the purchase's hash and block, once it is mined.
 */
export async function buyInPublicSale(
  chain: LocalChain,
  whole: bigint,
): Promise<{ hash: Hash; block: bigint }> {
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });
  const amount = whole * 10n ** 18n;
  const price = await client.readContract({
    address: chain.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'tokenPrice',
    args: [saleStageByKey.public.number],
  });
  const hash = await createWalletClient({
    transport: http(chain.rpcUrl),
    account: publicBuyer,
    chain: ecoLocalChain,
  }).writeContract({
    address: chain.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: [amount],
    value: (amount * price) / 10n ** 18n + 1n,
  });
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return { hash, block: receipt.blockNumber };
}

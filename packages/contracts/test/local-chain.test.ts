import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { defineLocalChain, MULTICALL3_ADDRESS } from '../src/chains';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { startLocalChain } from '../src/local-chain';
import { getPartnerGrant } from '../src/partners';
import { localDevAccounts } from '../src/local-accounts';

describe('startLocalChain', () => {
  it('serves ECO at the generated address with Multicall3, open sales and the partners root, then stops', async () => {
    const chain = await startLocalChain({ port: 0 });
    let stopped = false;
    try {
      expect(chain.chainId).toBe(31337);
      expect(chain.deployment.address).toBe(ecoDeployments[31337].address);
      expect(chain.deployment.deploymentBlock).toBe(2);
      const client = createPublicClient({
        chain: defineLocalChain(chain.rpcUrl),
        transport: http(chain.rpcUrl),
      });
      expect(await client.getChainId()).toBe(31337);
      expect((await client.getCode({ address: MULTICALL3_ADDRESS }))?.length).toBeGreaterThan(100);

      // viem batches these through Multicall3, which is what the site's batched reads do.
      const eco = { address: chain.deployment.address, abi: ecoTokenAbi } as const;
      const grant = getPartnerGrant(localDevAccounts.partners[0])!;
      const results = await client.multicall({
        allowFailure: false,
        contracts: [
          { ...eco, functionName: 'isSaleOpen', args: [0] },
          { ...eco, functionName: 'isSaleOpen', args: [1] },
          { ...eco, functionName: 'isSaleOpen', args: [2] },
          { ...eco, functionName: 'tokenPriceForPublic' },
          {
            ...eco,
            functionName: 'isPartner',
            args: [localDevAccounts.partners[0], grant.allocation, grant.proof],
          },
          {
            ...eco,
            functionName: 'isPartner',
            args: [localDevAccounts.nonPartner, grant.allocation, grant.proof],
          },
        ],
      });
      expect(results).toEqual([true, true, true, 40_000_000_000_000n, true, false]);

      await chain.stop();
      stopped = true;
      await expect(client.getChainId()).rejects.toThrow();
    } finally {
      if (!stopped) await chain.stop();
    }
  });

  it('reports a clear error when the port is taken', async () => {
    const first = await startLocalChain({ port: 0 });
    try {
      const port = Number(new URL(first.rpcUrl).port);
      await expect(startLocalChain({ port })).rejects.toThrow(/anvil/);
    } finally {
      await first.stop();
    }
  });
});

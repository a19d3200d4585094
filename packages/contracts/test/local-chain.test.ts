import { createPublicClient, createTestClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { startAnvil } from '../src/anvil';
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

  it('gives each node started on port 0 at the same time its own port, the one anvil itself bound', async () => {
    // Parallel test runs start their nodes at once. Each must talk to its own: a port chosen
    // before anvil binds it can be taken by another run's node in between (seen in CI, where two
    // suites then shared one chain). Anvil binds port 0 itself and says which port it got.
    const nodes = await Promise.all(Array.from({ length: 6 }, () => startAnvil({ port: 0 })));
    try {
      expect(new Set(nodes.map((node) => node.port)).size).toBe(nodes.length);
      // A balance set on one node shows on that node alone.
      const clients = nodes.map((node) => {
        const chain = defineLocalChain(node.rpcUrl);
        return {
          test: createTestClient({ chain, transport: http(node.rpcUrl), mode: 'anvil' }),
          read: createPublicClient({ chain, transport: http(node.rpcUrl) }),
        };
      });
      const address = localDevAccounts.nonPartner;
      await Promise.all(
        clients.map((client, i) => client.test.setBalance({ address, value: BigInt(i + 1) })),
      );
      const balances = await Promise.all(
        clients.map((client) => client.read.getBalance({ address })),
      );
      expect(balances).toEqual(nodes.map((_, i) => BigInt(i + 1)));
    } finally {
      await Promise.all(nodes.map((node) => node.stop()));
    }
    // Stopped means gone: nothing answers on their ports any more.
    for (const node of nodes) {
      await expect(fetch(node.rpcUrl, { method: 'POST' })).rejects.toThrow();
    }
  });
});

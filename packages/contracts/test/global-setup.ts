import { createPublicClient, createTestClient, createWalletClient, getAddress, http } from 'viem';
import type { Address, Hash } from 'viem';
import type { TestProject } from 'vitest/node';
import { startAnvil } from '../src/anvil';
import { defineLocalChain } from '../src/chains';
import { compile, getArtifact } from '../src/compile';
import { localDevAccounts } from '../src/local-accounts';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { deployLocalEco } from '../src/local-chain';
import { uniswap } from './uniswap';

/** Addresses of the shared fixture every test file starts from. */
export interface FixtureAddresses {
  eco: Address;
  /** ECO's owner, an OwnerTimelock; impersonated, so tests can call owner functions directly. */
  timelock: Address;
  weth: Address;
  factory: Address;
  router: Address;
  probe: Address;
  /** A MockPair of ECO and WETH, whose code tests give to accounts that stand in for a pool. */
  mockPair: Address;
  /** LocalUsdc, the local chain's USDC stand-in, which funded accounts 0-4. */
  usdc: Address;
}

/** The local deployment's USDC stand-in, which config/31337.json asks for. */
function localUsdc(deployment: { usdc?: { address: Address } }): Address {
  if (!deployment.usdc) throw new Error('the local deployment has no USDC stand-in');
  return deployment.usdc.address;
}

declare module 'vitest' {
  export interface ProvidedContext {
    rpcUrl: string;
    fixture: FixtureAddresses;
  }
}

/**
 * One anvil on a free port (never 8545, which `npm run chain` may be using) with the default ECO
 * deployment (its owner timelock impersonated, sales closed), Uniswap V2 from its npm artifacts, a contract-wallet probe and a
 * mock pair of ECO.
 */
export default async function setup(project: TestProject) {
  const compiled = await compile();
  // FIFO ordering keeps transactions that the property tests mine together in sending order.
  const anvil = await startAnvil({ port: 0, args: ['--order', 'fifo'] });
  try {
    // Deployed exactly as the generated local deployment (stages open), then closed below.
    const deployment = await deployLocalEco(anvil.rpcUrl, { compiled });
    const chain = defineLocalChain(anvil.rpcUrl);
    const transport = http(anvil.rpcUrl);
    const publicClient = createPublicClient({ chain, transport });
    const wallet = createWalletClient({ chain, transport, account: localDevAccounts.owner });
    const deployed = async (hash: Promise<Hash>): Promise<Address> => {
      const receipt = await publicClient.waitForTransactionReceipt({
        hash: await hash,
        pollingInterval: 20,
      });
      if (!receipt.contractAddress) throw new Error('fixture deployment failed');
      return getAddress(receipt.contractAddress);
    };
    const weth = await deployed(wallet.deployContract({ ...uniswap.weth }));
    const factory = await deployed(
      wallet.deployContract({ ...uniswap.factory, args: [localDevAccounts.owner] }),
    );
    const router = await deployed(
      wallet.deployContract({ ...uniswap.router, args: [factory, weth] }),
    );
    const probeArtifact = getArtifact(compiled, 'SaleProbe');
    const probe = await deployed(
      wallet.deployContract({
        abi: probeArtifact.abi,
        bytecode: probeArtifact.bytecode,
        args: [deployment.address],
      }),
    );
    const mockPairArtifact = getArtifact(compiled, 'MockPair');
    const mockPair = await deployed(
      wallet.deployContract({
        abi: mockPairArtifact.abi,
        bytecode: mockPairArtifact.bytecode,
        args: [deployment.address, weth],
      }),
    );
    project.provide('rpcUrl', anvil.rpcUrl);
    // The timelock's own flow (schedule, wait, execute) is tested in timelock.test.ts; the rules'
    // tests call ECO as its owner directly, which anvil allows by impersonating the timelock.
    const testClient = createTestClient({ chain, transport, mode: 'anvil' });
    const timelock = deployment.timelock.address;
    await testClient.impersonateAccount({ address: timelock });
    await testClient.setBalance({ address: timelock, value: 10n ** 21n });
    const asTimelock = createWalletClient({ chain, transport, account: timelock });
    for (const stage of [0, 1, 2] as const) {
      const hash = await asTimelock.writeContract({
        address: deployment.address,
        abi: ecoTokenAbi,
        functionName: 'setSaleOpen',
        args: [stage, false],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      if (receipt.status !== 'success') throw new Error('closing the fixture sale stages failed');
    }
    project.provide('fixture', {
      eco: deployment.address,
      timelock,
      weth,
      factory,
      router,
      probe,
      mockPair,
      usdc: localUsdc(deployment),
    });
  } catch (error) {
    await anvil.stop();
    throw error;
  }
  return () => anvil.stop();
}

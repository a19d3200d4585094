import { createPublicClient, createTestClient, createWalletClient, http } from 'viem';
import type { Address } from 'viem';
import { startAnvil } from './anvil';
import type { AnvilInstance } from './anvil';
import { defineLocalChain, MULTICALL3_ADDRESS } from './chains';
import { compile, getArtifact } from './compile';
import type { CompileResult } from './compile';
import { deployEcoToken, deployPlanFor, writeDeploymentFile } from './deploy';
import type { DeploymentRecord } from './deploy';
import { ecoTokenAbi } from './generated/eco-token-abi';
import { findEcoDeployment } from './index';
import { LOCAL_CHAIN_ID, localDevAccounts } from './local-accounts';

export { MULTICALL3_ADDRESS } from './chains';
export type { DeploymentRecord } from './deploy';

/** Options of startLocalChain. */
export interface LocalChainOptions {
  host?: string;
  /** Defaults to $ANVIL_PORT or 8545; 0 picks a free port (what test setups want). */
  port?: number;
  /** Open the partners, private and public sale (default true). */
  openSales?: boolean;
  /** Rewrite deployments/31337.json (default false; `npm run chain` does). */
  writeDeploymentFile?: boolean;
  /** Forward anvil's log to stdout. */
  verbose?: boolean;
  /** Further anvil command-line arguments. */
  anvilArgs?: string[];
}

/** A running local chain with ECO deployed. */
export interface LocalChain {
  rpcUrl: string;
  chainId: typeof LOCAL_CHAIN_ID;
  deployment: DeploymentRecord;
  stop(): Promise<void>;
}

/**
 * Puts Multicall3 at its canonical address and deploys the owner timelock and ECO from account 0
 * with config/31337.json. Used on a fresh anvil so the addresses are always those in
 * src/generated.
 */
export async function deployLocalEco(
  rpcUrl: string,
  options: { openSales?: boolean; compiled?: CompileResult } = {},
): Promise<DeploymentRecord> {
  const compiled = options.compiled ?? (await compile());
  const chain = defineLocalChain(rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const walletClient = createWalletClient({ chain, transport, account: localDevAccounts.owner });

  // setCode does not touch account 0's nonce, which is what keeps the ECO address stable.
  await createTestClient({ chain, transport, mode: 'anvil' }).setCode({
    address: MULTICALL3_ADDRESS,
    bytecode: getArtifact(compiled, 'Multicall3').deployedBytecode,
  });
  const nonce = await publicClient.getTransactionCount({ address: localDevAccounts.owner });
  if (nonce !== 0) {
    throw new Error(
      `Account 0 already sent ${nonce} transaction(s); ECO must be deployed on a fresh chain`,
    );
  }
  const plan = deployPlanFor(LOCAL_CHAIN_ID);
  // The local config opens every stage at deployment; tests of closed stages ask for none.
  const openSales = options.openSales ?? true;
  const deployment = await deployEcoToken({
    walletClient,
    publicClient,
    compiled,
    plan: {
      ...plan,
      token: { ...plan.token, openStages: [openSales, openSales, openSales] },
    },
  });

  const expected = findEcoDeployment(LOCAL_CHAIN_ID)?.address;
  if (expected && expected !== deployment.address) {
    console.warn(
      `ECO was deployed at ${deployment.address} but src/generated says ${expected}; run npm run build -w packages/contracts`,
    );
  }
  return deployment;
}

/**
 * Starts anvil (chain id 31337), deploys ECO with the default configuration, the partners' merkle
 * root and open sale stages. Resolves once everything is ready; stop() shuts anvil down.
 */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const compiled = await compile();
  const port = options.port ?? (Number(process.env.ANVIL_PORT) || 8545);
  const anvil: AnvilInstance = await startAnvil({
    host: options.host ?? '127.0.0.1',
    port,
    chainId: LOCAL_CHAIN_ID,
    verbose: options.verbose ?? false,
    args: options.anvilArgs ?? [],
  });
  try {
    const deployment = await deployLocalEco(anvil.rpcUrl, {
      compiled,
      openSales: options.openSales ?? true,
    });
    if (options.writeDeploymentFile) writeDeploymentFile(deployment);
    return { rpcUrl: anvil.rpcUrl, chainId: LOCAL_CHAIN_ID, deployment, stop: () => anvil.stop() };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * Makes ECO's owner (the owner timelock) send transactions on a local anvil without waiting out
 * its delay: anvil impersonates it and funds it for gas. For tests of other things than the
 * timelock, which then write `{ account: owner }` through a JSON-RPC wallet client. Returns the
 * owner's address.
 */
export async function impersonateLocalOwner(rpcUrl: string, eco: Address): Promise<Address> {
  const chain = defineLocalChain(rpcUrl);
  const transport = http(rpcUrl);
  const owner = await createPublicClient({ chain, transport }).readContract({
    address: eco,
    abi: ecoTokenAbi,
    functionName: 'owner',
  });
  const testClient = createTestClient({ chain, transport, mode: 'anvil' });
  await testClient.impersonateAccount({ address: owner });
  await testClient.setBalance({ address: owner, value: 10n ** 21n });
  return owner;
}

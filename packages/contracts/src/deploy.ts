import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAddress } from 'viem';
import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem';
import { getArtifact, packageRoot } from './compile';
import type { CompileResult } from './compile';
import { resolveConstructorConfig } from './deploy-config';
import type { EcoConstructorConfig, NetworkConfigFile } from './deploy-config';
import type { ecoTokenAbi } from './generated/eco-token-abi';
import { buildPartnersTree, parsePartnersList } from './merkle';

/** JSON-safe constructor arguments (bigints as decimal strings). */
export type SerializedConstructorConfig = {
  [K in keyof EcoConstructorConfig]: EcoConstructorConfig[K] extends bigint
    ? string
    : EcoConstructorConfig[K];
};

/** Contents of deployments/<chainId>.json. */
export interface DeploymentRecord {
  chainId: number;
  contractName: 'EcoToken';
  address: Address;
  /** First block to read the contract's history from (the original's 28075714). */
  deploymentBlock: number;
  transactionHash: Hex;
  deployer: Address;
  constructorArgs: SerializedConstructorConfig;
  compiler: { solcVersion: string; settings: CompileResult['settings']; inputHash: string };
}

const configDir = join(packageRoot, 'config');
const deploymentsDir = join(packageRoot, 'deployments');

/** Reads config/<chainId>.json. */
export function loadNetworkConfig(chainId: number): NetworkConfigFile {
  const path = join(configDir, `${chainId}.json`);
  if (!existsSync(path)) {
    throw new Error(`No network config for chain ${chainId}: create config/${chainId}.json`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as NetworkConfigFile;
}

/** Merkle root of the partners list a network config points at, or null if it names none. */
export function partnersRootFor(config: NetworkConfigFile): Hex | null {
  if (!config.partnersFile) return null;
  const path = join(packageRoot, config.partnersFile);
  const partners = parsePartnersList(readFileSync(path, 'utf8'), config.partnersFile);
  return buildPartnersTree(partners).root as Hex;
}

/** Constructor arguments for a chain, validated; throws if any wallet is unknown. */
export function constructorConfigFor(chainId: number): EcoConstructorConfig {
  const config = loadNetworkConfig(chainId);
  return resolveConstructorConfig(config, partnersRootFor(config));
}

function serialize(config: EcoConstructorConfig): SerializedConstructorConfig {
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [
      key,
      typeof value === 'bigint' ? value.toString() : value,
    ]),
  ) as SerializedConstructorConfig;
}

/** Deploys EcoToken with `config` and returns the deployment record (not yet written). */
export async function deployEcoToken(params: {
  walletClient: WalletClient<Transport, Chain | undefined, Account>;
  publicClient: PublicClient;
  compiled: CompileResult;
  config: EcoConstructorConfig;
}): Promise<DeploymentRecord> {
  const { walletClient, publicClient, compiled, config } = params;
  const artifact = getArtifact(compiled, 'EcoToken');
  const hash = await walletClient.deployContract({
    // The freshly compiled ABI, not the checked-in one, so a stale generated file cannot matter.
    abi: artifact.abi as typeof ecoTokenAbi,
    bytecode: artifact.bytecode,
    args: [config],
    chain: walletClient.chain ?? null,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 250 });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`EcoToken deployment failed in transaction ${hash}`);
  }
  return {
    chainId: await publicClient.getChainId(),
    contractName: 'EcoToken',
    address: getAddress(receipt.contractAddress),
    deploymentBlock: Number(receipt.blockNumber),
    transactionHash: hash,
    deployer: walletClient.account.address,
    constructorArgs: serialize(config),
    compiler: {
      solcVersion: compiled.solcVersion,
      settings: compiled.settings,
      inputHash: compiled.inputHash,
    },
  };
}

/** Writes deployments/<chainId>.json (or into `dir`). */
export function writeDeploymentFile(record: DeploymentRecord, dir = deploymentsDir): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${record.chainId}.json`);
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
  return path;
}

/** All deployment records in deployments/, ordered by chain id. */
export function readDeploymentFiles(): DeploymentRecord[] {
  if (!existsSync(deploymentsDir)) return [];
  return readdirSync(deploymentsDir)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(deploymentsDir, name), 'utf8')) as DeploymentRecord)
    .sort((a, b) => a.chainId - b.chainId);
}

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { erc20Abi, getAddress, getContractAddress } from 'viem';
import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem';
import { getArtifact, packageRoot } from './compile';
import type { CompileResult } from './compile';
import { resolveDeployPlan, USDC_DECIMALS } from './deploy-config';
import { localDevPrivateKeys } from './local-accounts';
import type { DeployPlan, EcoConstructorConfig, NetworkConfigFile } from './deploy-config';
import { ethUsdFeedAbi } from './eth-usd-feed';
import type { ecoTokenAbi } from './generated/eco-token-abi';
import { buildPartnersTree, parsePartnersList } from './merkle';
import { toJsonValue, type Jsonified } from './receipt';
import { privateKeyToAddress } from 'viem/accounts';

/** JSON-safe constructor arguments (bigints as decimal strings). */
export type SerializedConstructorConfig = Jsonified<EcoConstructorConfig>;

/** Where a contract was created: its address, creation transaction and block. */
interface Deployed {
  address: Address;
  transactionHash: Hex;
  deploymentBlock: number;
}

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
  /** The token's owner: an OwnerTimelock (OpenZeppelin TimelockController), deployed just before. */
  timelock: {
    address: Address;
    transactionHash: Hex;
    /** Seconds between scheduling an owner call and running it. */
    minDelay: number;
    proposers: Address[];
    executors: Address[];
  };
  /** The FoundersVestingWallet contracts EcoToken created in its constructor, one per founder. */
  foundersVestingWallets: Address[];
  /** EcoDonations, owned by the timelock, and the campaigns it was deployed with. */
  donations: Deployed & { campaigns: { id: number; wallet: Address }[] };
  /** CarbonLedgerRegistry, owned by the timelock, and the publisher it was deployed with. */
  carbonLedgerRegistry: Deployed & { publisher: Address };
  /**
   * A second CarbonLedgerRegistry, owned by the timelock, on which the team publishes the hash of
   * each version of the fund wallet's outflow tags (apps/web/public/content/
   * fund-wallet-outflows.json), deployed after the ETH/USD feed.
   */
  outflowTagsRegistry: Deployed & { publisher: Address };
  /**
   * A third CarbonLedgerRegistry, owned by the timelock, on which the team publishes the hash of
   * each version of the white paper (its canonical JSON, /docs/eco-white-paper.json), deployed
   * after every other contract and, on the local chain, after the test wallets were given USDC.
   */
  whitePaperRegistry: Deployed & { publisher: Address };
  /**
   * The ETH/USD price feed the site shows USD figures from: Chainlink's aggregator, or on the local
   * chain a mock (Chainlink's MockV3Aggregator) deployed after every other contract, answering a
   * sample price that is no market price. The mock's deployment is recorded; Chainlink's own
   * feed has none.
   */
  ethUsdFeed: {
    address: Address;
    /** The longest the feed goes without a new answer; an older answer is stale. */
    heartbeatSeconds: number;
    decimals: number;
    mock: boolean;
  } & Partial<Deployed>;
  /**
   * The USDC the sale takes (absent: ETH only): Circle's, with the page its address was read from,
   * or on the local chain LocalUsdc, a stand-in deployed last that funded the test wallets.
   */
  usdc?: {
    address: Address;
    decimals: number;
    source: string;
    standIn: boolean;
  } & Partial<Deployed>;
  compiler: { solcVersion: string; settings: CompileResult['settings']; inputHash: string };
}

const configDir = join(packageRoot, 'config');
const deploymentsDir = join(packageRoot, 'deployments');

/** Reads config/<chainId>.json (or <dir>/<chainId>.json). */
export function loadNetworkConfig(chainId: number, dir = configDir): NetworkConfigFile {
  const path = join(dir, `${chainId}.json`);
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

/** What a deployment to a chain creates, validated; throws if any wallet is unknown. */
export function deployPlanFor(chainId: number, dir?: string): DeployPlan {
  const config = loadNetworkConfig(chainId, dir);
  return resolveDeployPlan(config, partnersRootFor(config));
}

/**
 * The decimals `address` answers, as a Chainlink feed or an ERC-20 token does; throws a sentence
 * naming the config field and the address if it answers no such call.
 */
async function readDecimals(
  publicClient: PublicClient,
  address: Address,
  field: 'ethUsdFeed.address' | 'usdc.address',
): Promise<number> {
  try {
    return await publicClient.readContract({
      address,
      abi: field === 'usdc.address' ? erc20Abi : ethUsdFeedAbi,
      functionName: 'decimals',
    });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    const what = field === 'usdc.address' ? 'a token' : 'a Chainlink feed';
    throw new Error(
      `${field} ${address} does not answer decimals() as ${what} does (${reason}); check it in config/<chainId>.json`,
    );
  }
}

/** Throws a sentence naming the address unless it answers USDC's six decimals. */
async function checkUsdc(publicClient: PublicClient, address: Address): Promise<void> {
  const decimals = await readDecimals(publicClient, address, 'usdc.address');
  if (decimals !== USDC_DECIMALS) {
    throw new Error(
      `usdc.address ${address} has ${decimals} decimals, not USDC's ${USDC_DECIMALS}; check it in config/<chainId>.json`,
    );
  }
}

type Wallet = WalletClient<Transport, Chain | undefined, Account>;

interface Deployer {
  walletClient: Wallet;
  publicClient: PublicClient;
  compiled: CompileResult;
}

/**
 * Sends the creation of the compiled contract `name` (the freshly compiled ABI, not the checked-in
 * one, so a stale generated file cannot matter) and waits for it; throws naming `name` if it failed.
 */
async function create(
  { walletClient, publicClient, compiled }: Deployer,
  name: string,
  args: readonly unknown[],
): Promise<Deployed> {
  const { abi, bytecode } = getArtifact(compiled, name);
  const chain = walletClient.chain ?? null;
  const hash = await walletClient.deployContract({ abi, bytecode, args, chain });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 250 });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`${name} deployment failed in transaction ${hash}`);
  }
  return {
    address: getAddress(receipt.contractAddress),
    transactionHash: hash,
    deploymentBlock: Number(receipt.blockNumber),
  };
}

/**
 * Deploys the owner timelock, then EcoToken, EcoDonations and CarbonLedgerRegistry owned by it,
 * on the local chain the mock ETH/USD feed, a second CarbonLedgerRegistry for the fund wallet's
 * outflow tags, on the local chain the USDC stand-in, and last a third CarbonLedgerRegistry for
 * the white paper, and returns the deployment record (not yet written). The timelock comes first
 * so no contract ever has an owner without code; the later contracts keep ECO's and the
 * timelock's addresses where they were (they take the deployer's next nonces). A Chainlink feed
 * is checked (it must answer `decimals()`) before anything is sent.
 */
export async function deployEcoToken(
  params: Deployer & { plan: DeployPlan },
): Promise<DeploymentRecord> {
  const { walletClient, publicClient, compiled, plan } = params;
  const feedPlan = plan.ethUsdFeed;
  const feedDecimals =
    feedPlan.kind === 'chainlink'
      ? await readDecimals(publicClient, feedPlan.address, 'ethUsdFeed.address')
      : feedPlan.decimals;
  // Circle's USDC is checked before anything is sent, as the feed is: a wrong address must not
  // leave a token deployed against it.
  if (plan.usdc.kind === 'circle') await checkUsdc(publicClient, plan.usdc.address);
  const deployer = walletClient.account.address;
  // The stand-in is deployed last (every earlier address stays where it was), so the token is
  // given the address it will have: the deployer's nonce after the contracts before it.
  const firstNonce = await publicClient.getTransactionCount({
    address: deployer,
    blockTag: 'pending',
  });
  const creationsBeforeUsdc = feedPlan.kind === 'local-mock' ? 6 : 5;
  const usdcPlan = plan.usdc;
  const standInAddress = getContractAddress({
    from: deployer,
    nonce: BigInt(firstNonce + creationsBeforeUsdc),
  });
  const { timestamp } = await publicClient.getBlock({ blockTag: 'latest' });
  const timelock = await create(params, 'OwnerTimelock', [
    plan.timelock.minDelay,
    plan.timelock.proposers,
    plan.timelock.executors,
  ]);
  const config: EcoConstructorConfig = {
    ...plan.token,
    owner: timelock.address,
    usdc: usdcPlan.kind === 'local-stand-in' ? standInAddress : plan.token.usdc,
    minimumRaises: [0, 1, 2].map((i) => {
      const raise = plan.token.minimumRaises[i as 0 | 1 | 2];
      const after = plan.minimumDeadlinesAfterDeployment[i];
      return after ? { ...raise, deadline: timestamp + after } : raise;
    }) as unknown as EcoConstructorConfig['minimumRaises'],
  };
  const token = await create(params, 'EcoToken', [config]);
  const foundersVestingWallets = await publicClient.readContract({
    address: token.address,
    abi: getArtifact(compiled, 'EcoToken').abi as typeof ecoTokenAbi,
    functionName: 'foundersVestingWallets',
    blockNumber: BigInt(token.deploymentBlock),
  });
  const donations = await create(params, 'EcoDonations', [
    timelock.address,
    plan.donations.campaigns.map((c) => BigInt(c.id)),
    plan.donations.campaigns.map((c) => c.wallet),
  ]);
  const ledger = await create(params, 'CarbonLedgerRegistry', [
    timelock.address,
    plan.carbonLedger.publisher,
  ]);
  // After the others, so every address above stays where it was before the local chain had a feed.
  const { address: feedAddress, ...feedDeployment }: Partial<Deployed> & { address: Address } =
    feedPlan.kind === 'local-mock'
      ? await create(params, 'LocalEthUsdFeed', [feedPlan.decimals, feedPlan.answer])
      : { address: feedPlan.address };
  // Last, for the same reason: the local chain's addresses above predate it.
  const tags = await create(params, 'CarbonLedgerRegistry', [
    timelock.address,
    plan.outflowTags.publisher,
  ]);
  let usdc: DeploymentRecord['usdc'];
  if (usdcPlan.kind === 'local-stand-in') {
    const standIn = await create(params, 'LocalUsdc', []);
    if (standIn.address !== standInAddress) {
      throw new Error(
        `LocalUsdc landed at ${standIn.address}, not ${standInAddress} as ECO was told`,
      );
    }
    await fundTestWallets(params, standIn.address, usdcPlan.fundTestWallets);
    usdc = { ...standIn, decimals: USDC_DECIMALS, source: 'local stand-in', standIn: true };
  } else if (usdcPlan.kind === 'circle') {
    usdc = {
      address: usdcPlan.address,
      decimals: USDC_DECIMALS,
      source: usdcPlan.source,
      standIn: false,
    };
  }
  // Last of all, so every address above (the stand-in's too, which ECO was given) stays where it was.
  const whitePaper = await create(params, 'CarbonLedgerRegistry', [
    timelock.address,
    plan.whitePaper.publisher,
  ]);
  return {
    chainId: await publicClient.getChainId(),
    contractName: 'EcoToken',
    address: token.address,
    deploymentBlock: token.deploymentBlock,
    transactionHash: token.transactionHash,
    deployer: walletClient.account.address,
    constructorArgs: toJsonValue(config),
    timelock: {
      address: timelock.address,
      transactionHash: timelock.transactionHash,
      minDelay: Number(plan.timelock.minDelay),
      proposers: plan.timelock.proposers,
      executors: plan.timelock.executors,
    },
    foundersVestingWallets: [...foundersVestingWallets],
    donations: { ...donations, campaigns: plan.donations.campaigns },
    carbonLedgerRegistry: { ...ledger, publisher: plan.carbonLedger.publisher },
    outflowTagsRegistry: { ...tags, publisher: plan.outflowTags.publisher },
    whitePaperRegistry: { ...whitePaper, publisher: plan.whitePaper.publisher },
    ethUsdFeed: {
      address: feedAddress,
      heartbeatSeconds: feedPlan.heartbeatSeconds,
      decimals: feedDecimals,
      mock: feedPlan.kind === 'local-mock',
      ...feedDeployment,
    },
    ...(usdc ? { usdc } : {}),
    compiler: {
      solcVersion: compiled.solcVersion,
      settings: compiled.settings,
      inputHash: compiled.inputHash,
    },
  };
}

/** Gives each local test wallet `amount` of the stand-in USDC. */
async function fundTestWallets(
  { walletClient, publicClient, compiled }: Deployer,
  address: Address,
  amount: bigint,
): Promise<void> {
  const { abi } = getArtifact(compiled, 'LocalUsdc');
  for (const key of Object.values(localDevPrivateKeys)) {
    const hash = await walletClient.writeContract({
      address,
      abi,
      functionName: 'mint',
      args: [privateKeyToAddress(key), amount],
      chain: walletClient.chain ?? null,
    });
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 250 });
  }
}

/** Writes deployments/<chainId>.json (or into `dir`). */
export function writeDeploymentFile(record: DeploymentRecord, dir = deploymentsDir): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${record.chainId}.json`);
  writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
  return path;
}

/** Every <chainId>.json in `dir`, ordered by chain id. */
function readChainFiles<File extends { chainId: number }>(dir: string): File[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as File)
    .sort((a, b) => a.chainId - b.chainId);
}

/** All deployment records in deployments/. */
export const readDeploymentFiles = () => readChainFiles<DeploymentRecord>(deploymentsDir);

/** Every network config in config/. */
export const readNetworkConfigs = () => readChainFiles<NetworkConfigFile>(configDir);

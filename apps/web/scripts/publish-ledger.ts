/**
 * Publishes the carbon ledger's current version on-chain: the keccak-256 of its canonical JSON
 * (src/lib/ledger-hash.ts) goes to CarbonLedgerRegistry.publish, from the publisher's wallet.
 * Run after every change to src/content/carbon-credits.ts that ships, so /carbon-credits can
 * show "ledger version N, published on-chain" instead of a mismatch.
 *
 *   RPC_URL=… PUBLISHER_PRIVATE_KEY=0x… SITE_URL=https://… npm run publish-ledger -w apps/web
 *   npm run publish-ledger -w apps/web -- --dry-run   (prints the hash and the chain's latest)
 *
 * On the local chain (31337) RPC_URL defaults to http://127.0.0.1:8545 and the key to the local
 * publisher's (anvil account 0), so trying it needs no setup.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import {
  carbonLedgerRegistryAbi,
  findEcoDeployment,
  localDevPrivateKeys,
  LOCAL_CHAIN_ID,
} from '@eco/contracts';
import { createPublicClient, createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { carbonCredits } from '../src/content/carbon-credits';
import { ledgerHash, ledgerJsonPath } from '../src/lib/ledger-hash';

export interface PublishEnv {
  rpcUrl: string;
  privateKey: Hex | undefined;
  siteUrl: string | undefined;
}

/** Reads RPC_URL, PUBLISHER_PRIVATE_KEY and SITE_URL, naming every bad variable at once. */
export function parsePublishEnv(env: Record<string, string | undefined>): PublishEnv {
  const problems: string[] = [];
  const rpcUrl = env.RPC_URL?.trim() || 'http://127.0.0.1:8545';
  if (!/^(https?|wss?):\/\/\S+$/.test(rpcUrl)) problems.push('RPC_URL must be an http(s) URL');
  const key = env.PUBLISHER_PRIVATE_KEY?.trim();
  // The value itself is never echoed: it is a secret.
  if (key && !/^0x[0-9a-fA-F]{64}$/.test(key)) {
    problems.push('PUBLISHER_PRIVATE_KEY must be 0x followed by 64 hex characters');
  }
  const siteUrl = env.SITE_URL?.trim() || undefined;
  if (siteUrl && !/^https?:\/\/\S+$/.test(siteUrl))
    problems.push('SITE_URL must be an http(s) URL');
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return { rpcUrl, privateKey: key as Hex | undefined, siteUrl };
}

/**
 * Publishes `hash` (default: the hash of the ledger in this checkout) unless the registry's
 * latest version already has it; returns the version and the transaction (if one was sent).
 */
export async function publishLedger(options: {
  rpcUrl: string;
  privateKey?: Hex;
  uri?: string;
  hash?: Hex;
  dryRun?: boolean;
}): Promise<{ hash: Hex; version: bigint; transactionHash?: Hex; unchanged: boolean }> {
  const transport = http(options.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  const registry = findEcoDeployment(chainId)?.carbonLedgerRegistry.address;
  if (!registry) throw new Error(`CarbonLedgerRegistry is not deployed on chain ${chainId}`);
  const hash = options.hash ?? ledgerHash(carbonCredits);
  const read = <F extends 'latestVersion' | 'latestHash' | 'publisher'>(functionName: F) =>
    publicClient.readContract({ address: registry, abi: carbonLedgerRegistryAbi, functionName });
  const [latestVersion, latestHash] = await Promise.all([
    read('latestVersion'),
    read('latestHash'),
  ]);
  if (latestVersion > 0n && latestHash.toLowerCase() === hash.toLowerCase()) {
    return { hash, version: latestVersion, unchanged: true };
  }
  if (options.dryRun) return { hash, version: latestVersion, unchanged: false };
  const key =
    options.privateKey ?? (chainId === LOCAL_CHAIN_ID ? localDevPrivateKeys.owner : undefined);
  if (!key) throw new Error('PUBLISHER_PRIVATE_KEY is not set');
  const account = privateKeyToAccount(key);
  const publisher = await read('publisher');
  if (publisher.toLowerCase() !== account.address.toLowerCase()) {
    throw new Error(`${account.address} is not the registry's publisher (${publisher})`);
  }
  const wallet = createWalletClient({ account, transport });
  const transactionHash = await wallet.writeContract({
    address: registry,
    abi: carbonLedgerRegistryAbi,
    functionName: 'publish',
    args: [hash, options.uri ?? ''],
    chain: null,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash: transactionHash });
  if (receipt.status !== 'success') throw new Error(`publish reverted in ${transactionHash}`);
  return { hash, version: latestVersion + 1n, transactionHash, unchanged: false };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  try {
    const env = parsePublishEnv(process.env);
    const dryRun = process.argv.includes('--dry-run');
    const result = await publishLedger({
      rpcUrl: env.rpcUrl,
      privateKey: env.privateKey,
      uri: env.siteUrl ? `${env.siteUrl.replace(/\/$/, '')}${ledgerJsonPath}` : '',
      dryRun,
    });
    if (result.unchanged) {
      console.info(
        `Ledger ${result.hash} is already version ${result.version}: nothing to publish.`,
      );
    } else if (dryRun) {
      console.info(`Would publish ${result.hash} as version ${result.version + 1n} (dry run).`);
    } else {
      console.info(
        `Published ${result.hash} as version ${result.version} in ${result.transactionHash}.`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

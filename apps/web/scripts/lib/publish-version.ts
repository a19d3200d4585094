// Publishing the hash of a document's version on its CarbonLedgerRegistry, from the publisher's
// wallet: what publish-ledger.ts (the carbon ledger), publish-outflow-tags.ts (the fund wallet's
// outflow tags) and publish-white-paper.ts (the white paper) share.
import { carbonLedgerRegistryAbi, localDevPrivateKeys, LOCAL_CHAIN_ID } from '@eco/contracts';
import { createPublicClient, createWalletClient, http, zeroHash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { publicationRegistry, type PublishedDocument } from '../../src/lib/publication';

/** Reads RPC_URL, PUBLISHER_PRIVATE_KEY and SITE_URL, naming every bad variable at once. */
export function parsePublishEnv(env: Record<string, string | undefined>) {
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

export interface PublishOptions {
  rpcUrl: string;
  privateKey?: Hex;
  /** Where the published JSON can be read. */
  uri?: string;
  dryRun?: boolean;
}

/**
 * Publishes `hash` as `document`'s next version unless its registry's latest version already has
 * it; returns the version and the transaction (if one was sent).
 */
export async function publishVersion(
  document: PublishedDocument,
  hash: Hex,
  options: PublishOptions,
) {
  // The registry refuses it too, but only after a key and a chain were needed to learn that.
  if (hash === zeroHash) {
    throw new Error(`The ${document} hash is zero: there is no version to publish yet`);
  }
  const transport = http(options.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  const registry = publicationRegistry(chainId, document);
  if (!registry) {
    throw new Error(
      `The ${document} registry (CarbonLedgerRegistry) is not deployed on chain ${chainId}`,
    );
  }
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

/**
 * The command line of a publish script, when `moduleUrl` is the script run (not a test importing
 * it): reads the environment, publishes (or with --dry-run only compares) and prints what
 * happened in a sentence; a failure is one line and exit code 1.
 */
export async function runPublishCommand(
  moduleUrl: string,
  what: string,
  publish: (options: PublishOptions) => ReturnType<typeof publishVersion>,
  servedAt: string,
): Promise<void> {
  if (process.argv[1] === undefined || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) {
    return;
  }
  try {
    const env = parsePublishEnv(process.env);
    const dryRun = process.argv.includes('--dry-run');
    const result = await publish({
      rpcUrl: env.rpcUrl,
      privateKey: env.privateKey,
      uri: env.siteUrl ? `${env.siteUrl.replace(/\/$/, '')}${servedAt}` : '',
      dryRun,
    });
    if (result.unchanged) {
      console.info(
        `${what} ${result.hash} is already version ${result.version}: nothing to publish.`,
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

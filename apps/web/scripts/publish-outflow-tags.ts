/**
 * Publishes the fund wallet's outflow tags on-chain: the keccak-256 of the canonical JSON of the
 * tags in public/content/fund-wallet-outflows.json (src/lib/ledger-hash.ts) goes to the outflow
 * tags' CarbonLedgerRegistry, from the publisher's wallet. Run it whenever that file changes and
 * ships (on every chain the site reads): /transparency counts no tag of a file that is not the
 * published version.
 *
 *   RPC_URL=… PUBLISHER_PRIVATE_KEY=0x… SITE_URL=https://… npm run publish-outflow-tags -w apps/web
 *   npm run publish-outflow-tags -w apps/web -- --dry-run   (the hash, and whether it is new)
 *
 * On the local chain (31337) RPC_URL defaults to http://127.0.0.1:8545 and the key to the local
 * publisher's (anvil account 0), so trying it needs no setup.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Hex } from 'viem';
import { fundWalletOutflowsFileSchema } from '../src/content/schemas';
import { outflowTagsHash, outflowTagsPath } from '../src/lib/ledger-hash';
import { publishVersion, runPublishCommand, type PublishOptions } from './lib/publish-version';

/** This checkout's tag file: what the site serves at outflowTagsPath once deployed. */
export const outflowTagsFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../public',
  outflowTagsPath,
);

/**
 * The hash of a tag file's text, as /transparency computes it from the file it reads; throws
 * naming the first problem of a file that is not valid (nothing invalid is ever published).
 */
export function outflowTagsFileHash(text: string): Hex {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('The outflow tags file is not JSON.');
  }
  const parsed = fundWalletOutflowsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(
      `The outflow tags file is not valid: ${issue?.path.join('.') || 'the file'}: ${issue?.message}`,
    );
  }
  // The file's own values, not the parsed ones (the schema trims strings): the page hashes them so.
  return outflowTagsHash((raw as { outflows: object[] }).outflows);
}

/**
 * Publishes `hash` (default: the hash of this checkout's tag file) unless the registry's latest
 * version already has it; returns the version and the transaction (if one was sent).
 */
export function publishOutflowTags(options: PublishOptions & { hash?: Hex }) {
  const hash = options.hash ?? outflowTagsFileHash(readFileSync(outflowTagsFile, 'utf8'));
  return publishVersion('outflow-tags', hash, options);
}

await runPublishCommand(import.meta.url, 'Outflow tags', publishOutflowTags, outflowTagsPath);

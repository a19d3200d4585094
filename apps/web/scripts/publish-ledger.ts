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
import type { Hex } from 'viem';
import { carbonCredits } from '../src/content/carbon-credits';
import { ledgerHash, ledgerJsonPath } from '../src/lib/ledger-hash';
import { publishVersion, runPublishCommand, type PublishOptions } from './lib/publish-version';

export { parsePublishEnv } from './lib/publish-version';

/**
 * Publishes `hash` (default: the hash of the ledger in this checkout) unless the registry's
 * latest version already has it; returns the version and the transaction (if one was sent).
 */
export function publishLedger(options: PublishOptions & { hash?: Hex }) {
  return publishVersion('ledger', options.hash ?? ledgerHash(carbonCredits), options);
}

await runPublishCommand(import.meta.url, 'Ledger', publishLedger, ledgerJsonPath);

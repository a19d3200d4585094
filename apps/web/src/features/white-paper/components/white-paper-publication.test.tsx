import {
  carbonLedgerRegistryAbi,
  defineLocalChain,
  findEcoDeployment,
  localDevAccounts,
} from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import type { IndexedLedgerVersion, IndexerLedgerAnswer } from '@eco/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createPublicClient, createWalletClient, http, keccak256, toHex, type Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig, WagmiContext, type Config } from 'wagmi';
import { createQueryClient } from '@/lib/react-query';
import WhitePaperPublication from './white-paper-publication';

// The status box against a real local chain (its white paper registry as deployed) and a stand-in
// for the indexer's /white-paper list, answered from the same chain's LedgerPublished events.
const registry = findEcoDeployment(31337)!.whitePaperRegistry;
let chain: LocalChain;
let config: Config;
let publicClient: ReturnType<typeof createPublicClient>;

beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
  const local = defineLocalChain(chain.rpcUrl);
  publicClient = createPublicClient({ chain: local, transport: http(chain.rpcUrl) });
  config = createConfig({ chains: [local], transports: { [local.id]: http(chain.rpcUrl) } });
});
afterAll(() => chain.stop());

async function indexedVersions(): Promise<IndexerLedgerAnswer> {
  const head = await publicClient.getBlock();
  const logs = await publicClient.getContractEvents({
    address: registry.address,
    abi: carbonLedgerRegistryAbi,
    eventName: 'LedgerPublished',
    fromBlock: registry.deploymentBlock,
  });
  const versions = await Promise.all(
    logs.map(async (log): Promise<IndexedLedgerVersion> => ({
      version: Number(log.args.version),
      ledgerHash: log.args.ledgerHash!,
      publisher: log.args.publisher!.toLowerCase() as Hex,
      uri: log.args.uri!,
      transactionHash: log.transactionHash,
      blockNumber: String(log.blockNumber),
      timestamp: String((await publicClient.getBlock({ blockNumber: log.blockNumber })).timestamp),
    })),
  );
  return {
    chainId: 31337,
    indexed: { number: Number(head.number), timestamp: Number(head.timestamp) },
    registry: registry.address.toLowerCase() as Hex,
    versions: versions.reverse().slice(0, 1),
    nextCursor: null,
  };
}

beforeEach(() => {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    (input instanceof Request ? input.url : input.toString()).startsWith(
      '/indexer/chains/31337/white-paper',
    )
      ? Response.json(await indexedVersions())
      : realFetch(input, init),
  );
});

async function publish(hash: Hex) {
  const wallet = createWalletClient({
    account: localDevAccounts.owner,
    chain: defineLocalChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
  });
  const transaction = await wallet.writeContract({
    address: registry.address,
    abi: carbonLedgerRegistryAbi,
    functionName: 'publish',
    args: [hash, '/docs/eco-white-paper.json'],
  });
  await publicClient.waitForTransactionReceipt({ hash: transaction });
  return transaction;
}

function renderBox(shownHash: Hex, chainIds: readonly number[] = [31337]) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WagmiContext.Provider value={config}>
        <WhitePaperPublication shownHash={shownHash} chainIds={chainIds} />
      </WagmiContext.Provider>
    </QueryClientProvider>,
  );
}

const shown = keccak256(toHex('the white paper shown'));
const edited = keccak256(toHex('an edited white paper'));

describe("the white paper's publication status", () => {
  it('says it is not published yet before the first version, with the hash of what is shown', async () => {
    const { unmount } = renderBox(shown);
    await screen.findByText('This white paper has not been published on-chain yet.');
    expect(document.body.textContent).toContain(shown);
    expect(document.body.textContent).toContain(
      `Registry contract on the local test chain: ${registry.address}`,
    );
    // The contract sells to anyone: only this site's Buy button follows the check.
    expect(document.body.textContent).toContain('This site shows its Buy button only once it is.');
    expect(document.body.textContent).not.toContain('ECO is');
    unmount();
  });

  it('names the version it is once published, with the transaction that published it', async () => {
    const transaction = await publish(shown);
    const { unmount } = renderBox(shown);
    await screen.findByText('This white paper is published on-chain as version 1.');
    expect(document.body.textContent).toContain(`in transaction ${transaction}`);
    expect(document.body.textContent).toContain(
      'This site shows its Buy button only while that holds on every network it sells on.',
    );
    unmount();
  });

  it('says it differs once another version is published, naming that version and its hash', async () => {
    await publish(edited);
    renderBox(shown);
    const box = await screen.findByRole('alert');
    expect(box.textContent).toContain(
      'This white paper differs from the published version (version 2).',
    );
    expect(box.textContent).toContain(`Published hash: ${edited}`);
    expect(box.textContent).toContain(
      'this site shows its Buy button only once the version shown is published.',
    );
  });

  it('checks every network the site sells on (those the Buy button waits for), each named', async () => {
    // The wallet's network is not the question: the Buy button waits for every one of them.
    const { unmount } = renderBox(edited, [31337, 1]);
    const local = await screen.findByRole('region', { name: 'On the local test chain' });
    await within(local).findByText('This white paper is published on-chain as version 2.');
    const mainnet = screen.getByRole('region', { name: 'On Ethereum mainnet' });
    within(mainnet).getByText('White paper versions are not published on this network yet.');
    unmount();
  });
});

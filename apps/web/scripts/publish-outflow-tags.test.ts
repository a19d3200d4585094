import { carbonLedgerRegistryAbi, findEcoDeployment } from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { readFileSync } from 'node:fs';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outflowTagsHash } from '../src/lib/ledger-hash';
import { publishLedger } from './publish-ledger';
import { outflowTagsFile, outflowTagsFileHash, publishOutflowTags } from './publish-outflow-tags';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
});
afterAll(() => chain.stop());

const local = findEcoDeployment(31337)!;
const latest = (registry: `0x${string}`) => {
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  return Promise.all(
    (['latestVersion', 'latestHash'] as const).map((functionName) =>
      client.readContract({ address: registry, abi: carbonLedgerRegistryAbi, functionName }),
    ),
  );
};
const tag = {
  chainId: 31337,
  transactionHash: `0x${'12'.repeat(32)}`,
  purpose: 'other',
  description: ' A supplier ',
  provenance: { status: 'sample' },
};

describe('publish-outflow-tags', () => {
  it("hashes a tag file's own values, and refuses a file that is not valid", () => {
    const text = JSON.stringify({ $comment: 'not a tag', outflows: [tag] });
    // The schema would trim the description; the hash is of the file as served.
    expect(outflowTagsFileHash(text)).toBe(outflowTagsHash([tag]));
    expect(() => outflowTagsFileHash('{')).toThrow('The outflow tags file is not JSON.');
    expect(() =>
      outflowTagsFileHash(JSON.stringify({ outflows: [{ ...tag, purpose: 'campaign' }] })),
    ).toThrow(
      'The outflow tags file is not valid: outflows.0.campaignId: a campaign payment names its campaign',
    );
  });

  it("publishes this checkout's tag file on its own registry, once, then only when it changes", async () => {
    const checkout = outflowTagsFileHash(readFileSync(outflowTagsFile, 'utf8'));
    const dry = await publishOutflowTags({ rpcUrl: chain.rpcUrl, dryRun: true });
    expect(dry).toMatchObject({ hash: checkout, version: 0n, unchanged: false });

    const first = await publishOutflowTags({
      rpcUrl: chain.rpcUrl,
      uri: 'https://eco.test/content/fund-wallet-outflows.json',
    });
    expect(first).toMatchObject({ version: 1n, unchanged: false });
    expect(await latest(local.outflowTagsRegistry.address)).toEqual([1n, checkout]);
    expect(await publishOutflowTags({ rpcUrl: chain.rpcUrl })).toMatchObject({
      version: 1n,
      unchanged: true,
    });
    const edited = outflowTagsHash([tag]);
    expect(await publishOutflowTags({ rpcUrl: chain.rpcUrl, hash: edited })).toMatchObject({
      version: 2n,
      unchanged: false,
    });
    expect(await latest(local.outflowTagsRegistry.address)).toEqual([2n, edited]);
    // The ledger's registry is another one: its versions did not move.
    expect((await latest(local.carbonLedgerRegistry.address))[0]).toBe(0n);
    expect(await publishLedger({ rpcUrl: chain.rpcUrl, dryRun: true })).toMatchObject({
      version: 0n,
    });
  });
});

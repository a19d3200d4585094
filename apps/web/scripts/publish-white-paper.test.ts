import { carbonLedgerRegistryAbi, findEcoDeployment } from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, http, keccak256, stringToHex, zeroHash, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whitePaperHash } from '../src/config/white-paper.generated';
import { publishOutflowTags } from './publish-outflow-tags';
import { publishLedger } from './publish-ledger';
import { publishWhitePaper } from './publish-white-paper';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
});
afterAll(() => chain.stop());

const local = findEcoDeployment(31337)!;
const client = () => createPublicClient({ transport: http(chain.rpcUrl) });
const latest = (registry: Address) =>
  Promise.all(
    (['latestVersion', 'latestHash'] as const).map((functionName) =>
      client().readContract({ address: registry, abi: carbonLedgerRegistryAbi, functionName }),
    ),
  );
const paper = (text: string) => keccak256(stringToHex(text));

describe('publish-white-paper', () => {
  it("publishes on the white paper's own registry, once, then only when the hash changes", async () => {
    const dry = await publishWhitePaper({ rpcUrl: chain.rpcUrl, hash: paper('v1'), dryRun: true });
    expect(dry).toMatchObject({ version: 0n, unchanged: false });
    expect((await latest(local.whitePaperRegistry.address))[0]).toBe(0n);

    const first = await publishWhitePaper({
      rpcUrl: chain.rpcUrl,
      hash: paper('v1'),
      uri: 'https://eco.test/docs/eco-white-paper.json',
    });
    expect(first).toMatchObject({ version: 1n, unchanged: false });
    expect(await latest(local.whitePaperRegistry.address)).toEqual([1n, paper('v1')]);
    const [event] = await client().getContractEvents({
      address: local.whitePaperRegistry.address,
      abi: carbonLedgerRegistryAbi,
      eventName: 'LedgerPublished',
      fromBlock: local.whitePaperRegistry.deploymentBlock,
    });
    expect(event?.args.uri).toBe('https://eco.test/docs/eco-white-paper.json');
    // Nothing changed: nothing is sent.
    expect(await publishWhitePaper({ rpcUrl: chain.rpcUrl, hash: paper('v1') })).toMatchObject({
      version: 1n,
      unchanged: true,
    });
    expect(await publishWhitePaper({ rpcUrl: chain.rpcUrl, hash: paper('v2') })).toMatchObject({
      version: 2n,
      unchanged: false,
    });
    expect(await latest(local.whitePaperRegistry.address)).toEqual([2n, paper('v2')]);
    // The other documents' registries are others: their versions did not move.
    expect((await latest(local.carbonLedgerRegistry.address))[0]).toBe(0n);
    expect((await latest(local.outflowTagsRegistry.address))[0]).toBe(0n);
    expect(await publishLedger({ rpcUrl: chain.rpcUrl, dryRun: true })).toMatchObject({
      version: 0n,
    });
    expect(await publishOutflowTags({ rpcUrl: chain.rpcUrl, dryRun: true })).toMatchObject({
      version: 0n,
    });
  });

  it("refuses a zero hash before asking the chain anything, and publishes this checkout's hash by default", async () => {
    await expect(
      publishWhitePaper({ rpcUrl: 'http://127.0.0.1:1', hash: zeroHash }),
    ).rejects.toThrow('The white-paper hash is zero: there is no version to publish yet');
    // By default this checkout's hash (a zero placeholder until scripts/build-pdfs.ts writes the
    // document's: then refused as above), exactly as if it were given.
    const outcome = (result: ReturnType<typeof publishWhitePaper>) =>
      result.then(
        (value) => ({ value }),
        (error: unknown) => ({ error: String(error) }),
      );
    expect(await outcome(publishWhitePaper({ rpcUrl: chain.rpcUrl, dryRun: true }))).toEqual(
      await outcome(
        publishWhitePaper({ rpcUrl: chain.rpcUrl, dryRun: true, hash: whitePaperHash }),
      ),
    );
  });
});

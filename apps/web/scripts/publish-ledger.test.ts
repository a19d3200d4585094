import { carbonLedgerRegistryAbi, findEcoDeployment, localDevPrivateKeys } from '@eco/contracts';
import { startLocalChain, type LocalChain } from '@eco/contracts/local-chain';
import { createPublicClient, http, keccak256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carbonCredits } from '../src/content/carbon-credits';
import { ledgerHash } from '../src/lib/ledger-hash';
import { parsePublishEnv, publishLedger } from './publish-ledger';

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
});
afterAll(() => chain.stop());

const registry = findEcoDeployment(31337)!.carbonLedgerRegistry.address;
const latest = () => {
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  return Promise.all([
    client.readContract({
      address: registry,
      abi: carbonLedgerRegistryAbi,
      functionName: 'latestVersion',
    }),
    client.readContract({
      address: registry,
      abi: carbonLedgerRegistryAbi,
      functionName: 'latestHash',
    }),
  ]);
};

describe('publish-ledger', () => {
  it('names every bad variable and never echoes the key', () => {
    expect(() =>
      parsePublishEnv({ RPC_URL: 'ftp://x', PUBLISHER_PRIVATE_KEY: '0xsecret', SITE_URL: 'nope' }),
    ).toThrow(
      'Invalid environment: RPC_URL must be an http(s) URL; PUBLISHER_PRIVATE_KEY must be 0x followed by 64 hex characters; SITE_URL must be an http(s) URL',
    );
    expect(() => parsePublishEnv({ PUBLISHER_PRIVATE_KEY: '0xsecret' })).not.toThrow(/secret/);
  });

  it("publishes this checkout's ledger hash once, then a new version only when it changes", async () => {
    const dry = await publishLedger({ rpcUrl: chain.rpcUrl, dryRun: true });
    expect(dry).toMatchObject({ hash: ledgerHash(carbonCredits), version: 0n, unchanged: false });
    expect((await latest())[0]).toBe(0n);

    const first = await publishLedger({
      rpcUrl: chain.rpcUrl,
      uri: 'https://eco.test/docs/carbon-ledger.json',
    });
    expect(first).toMatchObject({ version: 1n, unchanged: false });
    expect(await latest()).toEqual([1n, ledgerHash(carbonCredits)]);
    // Nothing changed: nothing is sent.
    expect(await publishLedger({ rpcUrl: chain.rpcUrl })).toMatchObject({
      version: 1n,
      unchanged: true,
    });

    const edited = carbonCredits.map((row, i) =>
      i === 0 ? { ...row, tonnes: row.tonnes + 1 } : row,
    );
    const second = await publishLedger({ rpcUrl: chain.rpcUrl, hash: ledgerHash(edited) });
    expect(second).toMatchObject({ version: 2n, unchanged: false });
    expect(await latest()).toEqual([2n, ledgerHash(edited)]);
  });

  it('refuses a key that is not the publisher, sending nothing', async () => {
    const [before] = await latest();
    await expect(
      publishLedger({
        rpcUrl: chain.rpcUrl,
        privateKey: localDevPrivateKeys.referrer,
        hash: keccak256(toHex('another')),
      }),
    ).rejects.toThrow(/is not the registry's publisher/);
    expect((await latest())[0]).toBe(before);
  });
});

import { keccak256, parseEventLogs, toHex, zeroHash } from 'viem';
import { describe, expect, it } from 'vitest';
import { carbonLedgerRegistryAbi } from '../src/generated/carbon-ledger-registry-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { accounts, contractAt, expectRevert, fixture, mined, useFreshChain } from './helpers';

useFreshChain();

const deployment = ecoDeployments[31337].carbonLedgerRegistry;
const registry = contractAt(deployment.address, carbonLedgerRegistryAbi);
const hashOf = (text: string) => keccak256(toHex(text));

describe('CarbonLedgerRegistry', () => {
  it('starts empty, owned by the timelock, with the configured publisher', async () => {
    expect(await registry.read.owner()).toBe(fixture.timelock);
    expect(await registry.read.publisher()).toBe(accounts.owner);
    expect(deployment.publisher).toBe(accounts.owner);
    expect(await registry.read.latestVersion()).toBe(0n);
    expect(await registry.read.latestHash()).toBe(zeroHash);
  });

  it('numbers each published version and keeps the latest hash', async () => {
    const publisher = registry.as(accounts.owner);
    const one = await mined(publisher.write.publish([hashOf('v1'), 'https://example.test/l.json']));
    const two = await mined(publisher.write.publish([hashOf('v2'), '']));
    expect(await registry.read.latestVersion()).toBe(2n);
    expect(await registry.read.latestHash()).toBe(hashOf('v2'));
    const events = parseEventLogs({
      abi: carbonLedgerRegistryAbi,
      logs: [...one.logs, ...two.logs],
      eventName: 'LedgerPublished',
    });
    expect(events.map((e) => e.args)).toEqual([
      {
        version: 1n,
        ledgerHash: hashOf('v1'),
        publisher: accounts.owner,
        uri: 'https://example.test/l.json',
      },
      { version: 2n, ledgerHash: hashOf('v2'), publisher: accounts.owner, uri: '' },
    ]);
  });

  it('refuses anyone but the publisher, an empty hash and a long uri', async () => {
    const stranger = accounts.spare[5];
    await expectRevert(registry.as(stranger).write.publish([hashOf('x'), '']), 'NotPublisher', [
      stranger,
    ]);
    // Not even the owner publishes: only the publisher does.
    await expectRevert(
      registry.as(fixture.timelock).write.publish([hashOf('x'), '']),
      'NotPublisher',
      [fixture.timelock],
    );
    const publisher = registry.as(accounts.owner);
    await expectRevert(publisher.write.publish([zeroHash, '']), 'EmptyLedgerHash');
    await expectRevert(publisher.write.publish([hashOf('x'), 'u'.repeat(201)]), 'UriTooLong', [
      201n,
      200n,
    ]);
    expect(await registry.read.latestVersion()).toBe(0n);
  });

  it('changes the publisher only through the owner, with an event', async () => {
    const stranger = accounts.spare[5];
    await expectRevert(
      registry.as(accounts.owner).write.setPublisher([stranger]),
      'OwnableUnauthorizedAccount',
      [accounts.owner],
    );
    await expectRevert(
      registry
        .as(fixture.timelock)
        .write.setPublisher(['0x0000000000000000000000000000000000000000']),
      'InvalidPublisher',
    );
    const receipt = await mined(registry.as(fixture.timelock).write.setPublisher([stranger]));
    const [event] = parseEventLogs({ abi: carbonLedgerRegistryAbi, logs: receipt.logs });
    expect(event?.args).toEqual({ oldPublisher: accounts.owner, newPublisher: stranger });
    await mined(registry.as(stranger).write.publish([hashOf('v1'), '']));
    await expectRevert(
      registry.as(accounts.owner).write.publish([hashOf('v2'), '']),
      'NotPublisher',
      [accounts.owner],
    );
  });
});

describe("the outflow tags' and the white paper's registries (a second and a third CarbonLedgerRegistry)", () => {
  const tags = ecoDeployments[31337].outflowTagsRegistry;
  const tagsRegistry = contractAt(tags.address, carbonLedgerRegistryAbi);
  const paper = ecoDeployments[31337].whitePaperRegistry;
  const paperRegistry = contractAt(paper.address, carbonLedgerRegistryAbi);

  it.each([
    ['outflow tags', tags],
    ['white paper', paper],
  ])(
    "the %s' is its own deployment, owned by the timelock, with the configured publisher",
    async (_, { address, publisher }) => {
      const own = contractAt(address, carbonLedgerRegistryAbi);
      expect(new Set([deployment.address, tags.address, paper.address]).size).toBe(3);
      expect(await own.read.owner()).toBe(fixture.timelock);
      expect(await own.read.publisher()).toBe(accounts.owner);
      expect(publisher).toBe(accounts.owner);
      expect(await own.read.latestVersion()).toBe(0n);
    },
  );

  it("numbers each document's versions apart from the others': none moves another", async () => {
    const publisher = accounts.owner;
    await mined(registry.as(publisher).write.publish([hashOf('ledger v1'), '']));
    await mined(tagsRegistry.as(publisher).write.publish([hashOf('tags v1'), '']));
    await mined(tagsRegistry.as(publisher).write.publish([hashOf('tags v2'), '']));
    await mined(paperRegistry.as(publisher).write.publish([hashOf('paper v1'), '']));
    expect(await registry.read.latestVersion()).toBe(1n);
    expect(await registry.read.latestHash()).toBe(hashOf('ledger v1'));
    expect(await tagsRegistry.read.latestVersion()).toBe(2n);
    expect(await tagsRegistry.read.latestHash()).toBe(hashOf('tags v2'));
    expect(await paperRegistry.read.latestVersion()).toBe(1n);
    expect(await paperRegistry.read.latestHash()).toBe(hashOf('paper v1'));
  });
});

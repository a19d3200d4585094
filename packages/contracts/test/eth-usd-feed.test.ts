import { getContractAddress, parseUnits } from 'viem';
import type { AbiFunction } from 'viem';
import { describe, expect, it } from 'vitest';
import { compile, getArtifact } from '../src/compile';
import { loadNetworkConfig, readDeploymentFiles } from '../src/deploy';
import { LOCAL_FEED_DECIMALS } from '../src/deploy-config';
import { ethUsdFeedAbi, findEthUsdFeed, localEthUsdFeedAbi } from '../src/eth-usd-feed';
import { ethUsdFeeds } from '../src/generated/eth-usd-feeds';
import { accounts, contractAt, fixture, publicClient, testClient, useFreshChain } from './helpers';

const localFeed = ethUsdFeeds[31337];
const feed = contractAt(localFeed.address, localEthUsdFeedAbi);
/** The sample price of config/31337.json, in the feed's units. */
const sampleAnswer = () =>
  parseUnits(loadNetworkConfig(31337).ethUsdFeed.mockAnswer ?? '', LOCAL_FEED_DECIMALS);

describe('the local chain’s ETH/USD feed', () => {
  useFreshChain();

  it('is deployed after the contracts that predate it, so no earlier address moved', () => {
    const [record] = readDeploymentFiles().filter((d) => d.chainId === 31337);
    const created = (nonce: bigint) => getContractAddress({ from: accounts.owner, nonce });
    // Account 0's first six transactions, in order: timelock, ECO, donations, ledger, feed, and
    // the outflow tags' registry, which came after the feed; then the USDC stand-in (nonce 6),
    // its mints for the five test wallets, and last the white paper's registry.
    expect(record?.timelock.address).toBe(created(0n));
    expect(record?.address).toBe(created(1n));
    expect(record?.address).toBe(fixture.eco);
    expect(record?.donations.address).toBe(created(2n));
    expect(record?.carbonLedgerRegistry.address).toBe(created(3n));
    expect(record?.ethUsdFeed).toMatchObject({
      address: created(4n),
      heartbeatSeconds: 3600,
      decimals: 8,
      mock: true,
    });
    expect(record?.ethUsdFeed.deploymentBlock).toBeGreaterThan(
      record?.carbonLedgerRegistry.deploymentBlock ?? Infinity,
    );
    expect(record?.outflowTagsRegistry.address).toBe(created(5n));
    expect(record?.usdc?.address).toBe(created(6n));
    expect(record?.whitePaperRegistry.address).toBe(created(12n));
    expect(localFeed).toEqual({
      chainId: 31337,
      address: created(4n),
      heartbeatSeconds: 3600,
      mock: true,
    });
  });

  it('answers latestRoundData and decimals as a Chainlink feed does, with the sample price', async () => {
    const [roundId, answer, startedAt, updatedAt, answeredInRound] =
      await feed.read.latestRoundData();
    expect(await feed.read.decimals()).toBe(LOCAL_FEED_DECIMALS);
    expect(answer).toBe(sampleAnswer());
    expect(answer).toBeGreaterThan(0n);
    // Nobody has answered since the deployment: its first round.
    expect(roundId).toBe(1n);
    expect(answeredInRound).toBe(roundId);
    // Its first answer carries the time of the block that deployed it.
    const [record] = readDeploymentFiles().filter((d) => d.chainId === 31337);
    const block = await publicClient.getBlock({
      blockNumber: BigInt(record?.ethUsdFeed.deploymentBlock ?? 0),
    });
    expect([startedAt, updatedAt]).toEqual([block.timestamp, block.timestamp]);
    expect(await feed.read.description()).toContain('MockV3Aggregator');
  });

  it('takes a new answer from anyone, stamped with the chain’s time (how it is kept fresh)', async () => {
    await testClient.increaseTime({ seconds: 7200 });
    await testClient.mine({ blocks: 1 });
    const [roundBefore, , , updatedBefore] = await feed.read.latestRoundData();
    const hash = await feed.as(accounts.nonPartner).write.updateAnswer([sampleAnswer()]);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const [roundId, answer, , updatedAt] = await feed.read.latestRoundData();
    expect(roundId).toBe(roundBefore + 1n);
    expect(answer).toBe(sampleAnswer());
    expect(updatedAt).toBe(block.timestamp);
    expect(updatedAt - updatedBefore).toBeGreaterThanOrEqual(7200n);
  });
});

describe('ethUsdFeedAbi', () => {
  it('matches the compiled mock, function by function', async () => {
    const compiled = getArtifact(await compile(), 'LocalEthUsdFeed').abi;
    for (const entry of localEthUsdFeedAbi) {
      const match = compiled.find(
        (item): item is AbiFunction => item.type === 'function' && item.name === entry.name,
      );
      expect(match, entry.name).toBeDefined();
      expect(match?.inputs.map((input) => input.type)).toEqual(entry.inputs.map((i) => i.type));
      expect(match?.outputs.map((output) => output.type)).toEqual(entry.outputs.map((o) => o.type));
    }
    expect(ethUsdFeedAbi.map((entry) => entry.name)).toEqual([
      'decimals',
      'description',
      'latestRoundData',
    ]);
  });
});

describe('findEthUsdFeed', () => {
  it('names Chainlink’s aggregators on mainnet and Sepolia, the mock locally, nothing elsewhere', () => {
    expect(findEthUsdFeed(1)).toEqual({
      chainId: 1,
      address: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
      heartbeatSeconds: 3600,
      mock: false,
    });
    expect(findEthUsdFeed(11155111)).toEqual({
      chainId: 11155111,
      address: '0x694AA1769357215DE4FAC081bf1f309aDC325306',
      heartbeatSeconds: 3600,
      mock: false,
    });
    expect(findEthUsdFeed(31337)?.mock).toBe(true);
    expect(findEthUsdFeed(5)).toBeUndefined();
  });
});

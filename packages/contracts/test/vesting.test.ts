import { afterAll, describe, expect, it } from 'vitest';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import {
  accounts,
  eco,
  ecoBalance,
  expectRevert,
  fixture,
  mined,
  ONE_ECO,
  publicClient,
  testClient,
  useFreshChain,
  vestingAt,
} from './helpers';

useFreshChain();

// The release test moves the chain's clock 400 days on; the snapshot revert after each test must
// take it back, or every later file would run more than a year in the future.
afterAll(async () => {
  const snapshot = await testClient.snapshot();
  await testClient.mine({ blocks: 1 });
  const next = await publicClient.getBlock();
  await testClient.revert({ id: snapshot });
  expect(next.timestamp).toBeLessThan(BigInt(Math.floor(Date.now() / 1000)) + DAY);
});

const DAY = 86_400n;
const founder = accounts.founders[0];
const wallet = vestingAt(accounts.foundersVesting[0]);
const allocation = 16_666_667n * ONE_ECO;

/** The deployment block's time: when the founders' vesting started. */
async function vestingStart(): Promise<bigint> {
  const block = await publicClient.getBlock({ blockNumber: ecoDeployments[31337].deploymentBlock });
  return block.timestamp;
}

describe("founders' vesting (OpenZeppelin VestingWalletCliff, created by ECO)", () => {
  it('vests nothing before the cliff, then linearly from the start until the end', async () => {
    const start = await vestingStart();
    const vested = (at: bigint) => wallet.read.vestedAmount([fixture.eco, at]);
    expect(await vested(start)).toBe(0n);
    expect(await vested(start + 365n * DAY - 1n)).toBe(0n);
    // At the cliff a third has vested at once: the schedule is linear from the start.
    expect(await vested(start + 365n * DAY)).toBe((allocation * 365n) / 1095n);
    expect(await vested(start + 730n * DAY)).toBe((allocation * 730n) / 1095n);
    expect(await vested(start + 1095n * DAY)).toBe(allocation);
    expect(await vested(start + 5000n * DAY)).toBe(allocation);
  });

  it('releases only what has vested, only to the founder, and only once trading is enabled', async () => {
    const start = await vestingStart();
    // Before the cliff there is nothing to release.
    expect(await wallet.read.releasable([fixture.eco])).toBe(0n);

    // Past the cliff: the vested part is releasable, but ECO does not move before trading.
    await testClient.setNextBlockTimestamp({ timestamp: start + 400n * DAY });
    await testClient.mine({ blocks: 1 });
    const vestedNow = (allocation * 400n) / 1095n;
    expect(await wallet.read.releasable([fixture.eco])).toBe(vestedNow);
    await expectRevert(
      wallet.as(accounts.nonPartner).write.release([fixture.eco]),
      'TradingNotEnabled',
    );
    await mined(eco.as(accounts.timelock).write.enableTrading());

    // Anyone may trigger a release; the tokens go to the founder, never to the caller.
    await testClient.setNextBlockTimestamp({ timestamp: start + 401n * DAY });
    await mined(wallet.as(accounts.nonPartner).write.release([fixture.eco]));
    const released = (allocation * 401n) / 1095n;
    expect(await ecoBalance(founder)).toBe(released);
    expect(await ecoBalance(accounts.nonPartner)).toBe(0n);
    expect(await wallet.read.released([fixture.eco])).toBe(released);
    expect(await ecoBalance(accounts.foundersVesting[0])).toBe(allocation - released);
  });
});

import { encodeFunctionData, keccak256, toHex, zeroHash } from 'viem';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ownerTimelockAbi } from '../src/generated/owner-timelock-abi';
import {
  accounts,
  contractAt,
  eco,
  ecoEvents,
  expectRevert,
  fixture,
  mined,
  publicClient,
  testClient,
  useFreshChain,
  ZERO_ADDRESS,
} from './helpers';

useFreshChain();

const timelock = contractAt(fixture.timelock, ownerTimelockAbi);
const asProposer = timelock.as(accounts.owner);
const stranger = accounts.nonPartner;
const DELAY = 300n;

/** setFees(15, 25) as the timelock would call it on ECO. */
const setFeesCall = encodeFunctionData({
  abi: ecoTokenAbi,
  functionName: 'setFees',
  args: [15n, 25n],
});
const salt = (label: string): Hex => keccak256(toHex(label));

async function scheduleSetFees(label: string) {
  const receipt = await mined(
    asProposer.write.schedule([fixture.eco, 0n, setFeesCall, zeroHash, salt(label), DELAY]),
  );
  const id = await timelock.read.hashOperation([
    fixture.eco,
    0n,
    setFeesCall,
    zeroHash,
    salt(label),
  ]);
  return { receipt, id };
}

const execute = (label: string, as: Address = accounts.owner) =>
  timelock.as(as).write.execute([fixture.eco, 0n, setFeesCall, zeroHash, salt(label)]);

async function waitOut(seconds: bigint) {
  await testClient.increaseTime({ seconds: Number(seconds) });
  await testClient.mine({ blocks: 1 });
}

describe('the owner timelock', () => {
  it('is ECO’s owner, so the team’s wallet cannot change anything directly', async () => {
    expect(await eco.read.owner()).toBe(fixture.timelock);
    expect(await timelock.read.getMinDelay()).toBe(DELAY);
    await expectRevert(
      eco.as(accounts.owner).write.setFees([15n, 25n]),
      'OwnableUnauthorizedAccount',
      [accounts.owner],
    );
  });

  it('runs a scheduled change only after its delay, and anyone can read it before then', async () => {
    const { receipt, id } = await scheduleSetFees('fees');
    const scheduled = await publicClient.getContractEvents({
      address: fixture.timelock,
      abi: ownerTimelockAbi,
      eventName: 'CallScheduled',
      blockHash: receipt.blockHash,
    });
    expect(scheduled[0]?.args).toMatchObject({
      id,
      target: fixture.eco,
      value: 0n,
      data: setFeesCall,
      delay: DELAY,
    });
    const block = await publicClient.getBlock({ blockHash: receipt.blockHash });
    expect(await timelock.read.getTimestamp([id])).toBe(block.timestamp + DELAY);
    expect(await timelock.read.isOperationReady([id])).toBe(false);

    await expectRevert(execute('fees'), 'TimelockUnexpectedOperationState');
    expect(await eco.read.buyFee()).toBe(10n);

    await waitOut(DELAY);
    expect(await timelock.read.isOperationReady([id])).toBe(true);
    const done = await mined(execute('fees'));
    expect(ecoEvents(done, 'FeesUpdated')[0]?.args).toEqual({
      oldBuyFee: 10n,
      oldSellFee: 10n,
      newBuyFee: 15n,
      newSellFee: 25n,
    });
    expect(await timelock.read.isOperationDone([id])).toBe(true);
    // Once done, it cannot run again.
    await expectRevert(execute('fees'), 'TimelockUnexpectedOperationState');
  });

  it('refuses a delay under its minimum, and a schedule or execution by anyone but the team', async () => {
    await expectRevert(
      asProposer.write.schedule([
        fixture.eco,
        0n,
        setFeesCall,
        zeroHash,
        salt('short'),
        DELAY - 1n,
      ]),
      'TimelockInsufficientDelay',
      [DELAY - 1n, DELAY],
    );
    await expectRevert(
      timelock
        .as(stranger)
        .write.schedule([fixture.eco, 0n, setFeesCall, zeroHash, salt('x'), DELAY]),
      'AccessControlUnauthorizedAccount',
    );
    await scheduleSetFees('team');
    await waitOut(DELAY);
    await expectRevert(execute('team', stranger), 'AccessControlUnauthorizedAccount');
  });

  it('lets the team cancel a pending change, which then can never run', async () => {
    const { id } = await scheduleSetFees('cancelled');
    await expectRevert(
      timelock.as(stranger).write.cancel([id]),
      'AccessControlUnauthorizedAccount',
    );
    const receipt = await mined(asProposer.write.cancel([id]));
    const cancelled = await publicClient.getContractEvents({
      address: fixture.timelock,
      abi: ownerTimelockAbi,
      eventName: 'Cancelled',
      blockHash: receipt.blockHash,
    });
    expect(cancelled[0]?.args).toEqual({ id });
    await waitOut(DELAY);
    await expectRevert(execute('cancelled'), 'TimelockUnexpectedOperationState');
    expect(await eco.read.buyFee()).toBe(10n);
  });
});

describe('the sale guardian', () => {
  it('closes a stage at once and can do nothing else; a stranger cannot close', async () => {
    expect(await eco.read.saleGuardian()).toBe(accounts.owner);
    await mined(eco.as(fixture.timelock).write.setSaleOpen([2, true]));
    await expectRevert(eco.as(stranger).write.closeSale([2]), 'NotOwnerOrSaleGuardian', [stranger]);
    const receipt = await mined(eco.as(accounts.owner).write.closeSale([2]));
    expect(ecoEvents(receipt, 'SaleOpenUpdated')[0]?.args).toEqual({
      stage: 2,
      oldValue: true,
      newValue: false,
    });
    expect(await eco.read.isSaleOpen([2])).toBe(false);
    // Opening again, or anything else, is the owner's (so the timelock's) alone.
    await expectRevert(
      eco.as(accounts.owner).write.setSaleOpen([2, true]),
      'OwnableUnauthorizedAccount',
      [accounts.owner],
    );
    // The owner may close too.
    await mined(eco.as(fixture.timelock).write.closeSale([1]));
  });

  it('is set by the owner only, and can be nobody', async () => {
    await expectRevert(
      eco.as(accounts.owner).write.setSaleGuardian([stranger]),
      'OwnableUnauthorizedAccount',
      [accounts.owner],
    );
    const receipt = await mined(eco.as(fixture.timelock).write.setSaleGuardian([ZERO_ADDRESS]));
    expect(ecoEvents(receipt, 'SaleGuardianUpdated')[0]?.args).toEqual({
      oldGuardian: accounts.owner,
      newGuardian: ZERO_ADDRESS,
    });
    await expectRevert(eco.as(accounts.owner).write.closeSale([0]), 'NotOwnerOrSaleGuardian', [
      accounts.owner,
    ]);
  });
});

import { parseEther, parseEventLogs, type Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { ecoDonationsAbi } from '../src/generated/eco-donations-abi';
import {
  accounts,
  contractAt,
  expectRevert,
  fixture,
  gasCost,
  mined,
  publicClient,
  testClient,
  useFreshChain,
} from './helpers';

useFreshChain();

const deployment = ecoDeployments[31337].donations;
const donations = contractAt(deployment.address, ecoDonationsAbi);
const donor = accounts.nonPartner;
const [first, second] = deployment.campaigns;
const balance = (address: Address) => publicClient.getBalance({ address });

describe('EcoDonations', () => {
  it('is owned by the owner timelock and takes donations for the campaigns deployed with it', async () => {
    expect(await donations.read.owner()).toBe(fixture.timelock);
    expect(deployment.campaigns.map((c) => c.id)).toEqual([1, 2, 3, 4]);
    for (const { id, wallet } of deployment.campaigns) {
      expect(await donations.read.campaign([BigInt(id)])).toEqual([wallet, true]);
    }
    expect(await donations.read.campaign([99n])).toEqual([
      '0x0000000000000000000000000000000000000000',
      false,
    ]);
  });

  it('forwards the whole donation to the campaign wallet in the same transaction and records it', async () => {
    const before = await balance(first.wallet);
    const donorBefore = await balance(donor);
    const receipt = await mined(
      donations.as(donor).write.donate([BigInt(first.id), 'For the mangroves 🌱'], {
        value: parseEther('0.5'),
      }),
    );
    expect(await balance(first.wallet)).toBe(before + parseEther('0.5'));
    expect(await balance(donor)).toBe(donorBefore - parseEther('0.5') - gasCost(receipt));
    // The contract keeps nothing.
    expect(await balance(deployment.address)).toBe(0n);
    const [event] = parseEventLogs({
      abi: ecoDonationsAbi,
      logs: receipt.logs,
      eventName: 'Donated',
    });
    expect(event?.address.toLowerCase()).toBe(deployment.address.toLowerCase());
    expect(event?.args).toEqual({
      campaignId: BigInt(first.id),
      donor,
      amount: parseEther('0.5'),
      memo: 'For the mangroves 🌱',
    });
  });

  it('refuses empty donations, long memos, unknown and stopped campaigns, and plain transfers', async () => {
    await expectRevert(donations.as(donor).write.donate([1n, '']), 'ZeroDonation');
    const memo = 'é'.repeat(71); // 142 bytes in UTF-8, 71 characters
    await expectRevert(donations.as(donor).write.donate([1n, memo], { value: 1n }), 'MemoTooLong', [
      142n,
      140n,
    ]);
    // Exactly 140 bytes passes.
    await mined(donations.as(donor).write.donate([1n, 'é'.repeat(70)], { value: 1n }));
    await expectRevert(
      donations.as(donor).write.donate([0n, ''], { value: 1n }),
      'UnknownCampaign',
      [0n],
    );
    await expectRevert(
      donations.as(donor).write.donate([5n, ''], { value: 1n }),
      'UnknownCampaign',
      [5n],
    );
    await mined(donations.as(fixture.timelock).write.setCampaignActive([2n, false]));
    await expectRevert(
      donations.as(donor).write.donate([2n, ''], { value: 1n }),
      'CampaignNotActive',
      [2n],
    );
    await expectRevert(
      testClient.sendUnsignedTransaction({ from: donor, to: deployment.address, value: 1n }),
      'DirectTransferRefused',
    );
    expect(await balance(deployment.address)).toBe(0n);
  });

  it('reverts the donation, taking nothing, when the campaign wallet refuses ether', async () => {
    // ECO has no receive function: a wallet that refuses ether.
    await mined(donations.as(fixture.timelock).write.setCampaignWallet([3n, fixture.eco]));
    const before = await balance(donor);
    await expectRevert(
      donations.as(donor).write.donate([3n, 'hi'], { value: parseEther('1') }),
      'ForwardFailed',
      [3n, fixture.eco],
    );
    // Only gas was spent.
    expect(before - (await balance(donor))).toBeLessThan(parseEther('0.01'));
  });

  it('lets only the owner register campaigns, move their wallets and stop them, with events', async () => {
    const stranger = accounts.spare[5];
    await expectRevert(
      donations.as(stranger).write.registerCampaign([7n, stranger]),
      'OwnableUnauthorizedAccount',
      [stranger],
    );
    await expectRevert(
      donations.as(stranger).write.setCampaignWallet([1n, stranger]),
      'OwnableUnauthorizedAccount',
      [stranger],
    );
    await expectRevert(
      donations.as(stranger).write.setCampaignActive([1n, false]),
      'OwnableUnauthorizedAccount',
      [stranger],
    );
    const owner = donations.as(fixture.timelock);
    await expectRevert(owner.write.registerCampaign([1n, stranger]), 'CampaignAlreadyRegistered', [
      1n,
    ]);
    await expectRevert(owner.write.registerCampaign([0n, stranger]), 'InvalidCampaignId', [0n]);
    await expectRevert(
      owner.write.registerCampaign([7n, deployment.address]),
      'InvalidCampaignWallet',
      [deployment.address],
    );
    await expectRevert(owner.write.setCampaignWallet([9n, stranger]), 'UnknownCampaign', [9n]);
    const registered = await mined(owner.write.registerCampaign([7n, stranger]));
    const moved = await mined(owner.write.setCampaignWallet([2n, stranger]));
    const stopped = await mined(owner.write.setCampaignActive([2n, false]));
    const events = parseEventLogs({
      abi: ecoDonationsAbi,
      logs: [...registered.logs, ...moved.logs, ...stopped.logs],
    });
    expect(events.map((e) => [e.eventName, e.args])).toEqual([
      ['CampaignRegistered', { campaignId: 7n, wallet: stranger }],
      ['CampaignWalletUpdated', { campaignId: 2n, oldWallet: second.wallet, newWallet: stranger }],
      ['CampaignActiveUpdated', { campaignId: 2n, oldActive: true, newActive: false }],
    ]);
    expect(await donations.read.campaign([2n])).toEqual([stranger, false]);
  });
});

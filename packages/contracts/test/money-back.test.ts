import { maxUint256, parseEther, parseUnits, zeroAddress } from 'viem';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { compile, getArtifact } from '../src/compile';
import { deployPlanFor } from '../src/deploy';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { localUsdcAbi } from '../src/generated/local-usdc-abi';
import { localDevPrivateKeys } from '../src/local-accounts';
import { getPartnerGrant } from '../src/partners';
import { permitTypes, usdcPermit } from '../src/permit';
import { largestAmountWithReward, purchaseGasBudget } from '../src/stages';
import {
  accounts,
  chain,
  contractAt,
  eco,
  ecoBalance,
  ecoEvents,
  expectRevert,
  fixture,
  gasCost,
  mined,
  ONE_ECO,
  openAllSales,
  probe,
  publicClient,
  testClient,
  useFreshChain,
  walletFor,
} from './helpers';

useFreshChain();

const DAY = 86_400n;
const ETH = 0;
const USDC = 1;
const [PARTNERS, PRIVATE, PUBLIC] = [0, 1, 2] as const;
const [HELD, RELEASED, WITHDRAWN, REFUNDED] = [0, 1, 2, 3] as const;
const [NONE, PENDING, MET, MISSED] = [0, 1, 2, 3] as const;

const PRICE = { private: parseEther('0.00003'), public: parseEther('0.00004') };
const USDC_PRICE = { partners: parseUnits('0.06', 6), private: parseUnits('0.09', 6) };
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const costOf = (amount: bigint, price: bigint) => ceilDiv(amount * price, ONE_ECO);

const usdc = contractAt(fixture.usdc, localUsdcAbi);

const asOwner = eco.as(accounts.timelock);
const buyer = accounts.nonPartner;
const asBuyer = eco.as(buyer);
const other = accounts.partner1;

const ethBalance = (address: Address) => publicClient.getBalance({ address });
const now = async () => (await publicClient.getBlock()).timestamp;
/** Moves the chain's clock to `time` (seconds) and mines a block there. */
const warpTo = async (time: bigint) => {
  await testClient.setNextBlockTimestamp({ timestamp: time });
  await testClient.mine({ blocks: 1 });
};
const purchase = (stage: number, index: bigint) => eco.read.purchaseOf([stage, index]);

/** Buys `amount` in the private stage for ETH as `from` (paying `extra` wei on top), returns the purchase index and receipt. */
async function buyEth(
  from: Address,
  amount: bigint,
  options: { referrer?: Address; extra?: bigint } = {},
) {
  const value = costOf(amount, PRICE.private) + (options.extra ?? 0n);
  const call = eco.as(from).write;
  const receipt = await mined(
    options.referrer
      ? call.privateSale([amount, options.referrer], { value })
      : call.privateSale([amount], { value }),
  );
  const [event] = ecoEvents(receipt, 'TokensPurchased');
  return { index: event!.args.index, receipt, event: event!.args };
}

/** Finalizes `stage` (the owner's announced decision) and releases up to `count` of its purchases, as anyone. */
async function finalizeAndRelease(stage: number, count = 100n) {
  if (!(await eco.read.isFinalized([stage]))) await mined(asOwner.write.finalizeStage([stage]));
  return mined(eco.as(other).write.releasePurchases([stage, count]));
}

/** Approves and buys `amount` in `stage` for USDC as `from`. */
async function buyUsdc(
  from: Address,
  stage: number,
  amount: bigint,
  referrer: Address = zeroAddress,
) {
  await mined(usdc.as(from).write.approve([fixture.eco, maxUint256]));
  const receipt = await mined(eco.as(from).write.buyWithUsdc([stage, amount, referrer, 0n, []]));
  const [event] = ecoEvents(receipt, 'TokensPurchased');
  return { index: event!.args.index, receipt, event: event!.args };
}

/** The buyer's own key, for the USDC permits it signs. */
const signer = privateKeyToAccount(localDevPrivateKeys.nonPartner);

/** A USDC permit signed by the buyer letting `spender` take `value`, valid for an hour. */
async function permitFor(value: bigint, spender: Address = fixture.eco) {
  const nonce = await usdc.read.nonces([buyer]);
  const deadline = (await now()) + 3600n;
  const signature = await signer.signTypedData({
    domain: {
      name: 'USD Coin (local stand-in)',
      version: '1',
      chainId: chain.id,
      verifyingContract: fixture.usdc,
    },
    types: permitTypes,
    primaryType: 'Permit',
    message: { owner: buyer, spender, value, nonce, deadline },
  });
  return usdcPermit(value, deadline, signature);
}

beforeEach(async () => {
  await openAllSales();
});

describe('the withdrawal right (MiCA Art. 13)', () => {
  it('gives back exactly what the purchase cost, never the overpayment already returned, and restores every figure', async () => {
    const amount = 1000n * ONE_ECO;
    const cost = costOf(amount, PRICE.private);
    const soldBefore = await eco.read.soldIn([PRIVATE]);
    const {
      index,
      event,
      receipt: buyReceipt,
    } = await buyEth(buyer, amount, { extra: parseEther('1') });
    const start = (await publicClient.getBlock({ blockNumber: buyReceipt.blockNumber })).timestamp;
    expect(event).toMatchObject({ asset: ETH, amount, cost, withdrawableUntil: start + 14n * DAY });
    expect(await eco.read.heldFunds([ETH])).toBe(cost);
    expect((await purchase(PRIVATE, index)).status).toBe(HELD);

    const ethBefore = await ethBalance(buyer);
    const receipt = await mined(asBuyer.write.withdrawPurchase([PRIVATE, index]));
    expect(await ethBalance(buyer)).toBe(ethBefore + cost - gasCost(receipt));
    expect(await ecoBalance(buyer)).toBe(0n);
    expect(await eco.read.soldIn([PRIVATE])).toBe(soldBefore);
    expect(await eco.read.boughtBy([PRIVATE, buyer])).toBe(0n);
    expect(await eco.read.heldFunds([ETH])).toBe(0n);
    expect((await purchase(PRIVATE, index)).status).toBe(WITHDRAWN);
    expect(ecoEvents(receipt, 'PurchaseReturned')[0]!.args).toMatchObject({
      buyer,
      stage: PRIVATE,
      index,
      asset: ETH,
      amount,
      cost,
      status: WITHDRAWN,
    });
    // The cap room is back: the buyer can buy the same amount again.
    await buyEth(buyer, amount);
  });

  it('gives back USDC for a USDC purchase', async () => {
    const amount = 2000n * ONE_ECO;
    const cost = costOf(amount, USDC_PRICE.private);
    const before = await usdc.read.balanceOf([buyer]);
    const { index } = await buyUsdc(buyer, PRIVATE, amount);
    expect(await usdc.read.balanceOf([buyer])).toBe(before - cost);
    await mined(asBuyer.write.withdrawPurchase([PRIVATE, index]));
    expect(await usdc.read.balanceOf([buyer])).toBe(before);
    expect(await eco.read.heldFunds([USDC])).toBe(0n);
  });

  it('is refused at and after the deadline, with the deadline', async () => {
    const { index, event } = await buyEth(buyer, ONE_ECO);
    await warpTo(event.withdrawableUntil);
    await expectRevert(asBuyer.write.withdrawPurchase([PRIVATE, index]), 'WithdrawalWindowClosed', [
      event.withdrawableUntil,
    ]);
  });

  it('is refused to anyone but the buyer, twice, and for a purchase that does not exist', async () => {
    const { index } = await buyEth(buyer, ONE_ECO);
    await expectRevert(eco.as(other).write.withdrawPurchase([PRIVATE, index]), 'NotYourPurchase', [
      buyer,
    ]);
    await mined(asBuyer.write.withdrawPurchase([PRIVATE, index]));
    await expectRevert(asBuyer.write.withdrawPurchase([PRIVATE, index]), 'PurchaseSettled', [
      WITHDRAWN,
    ]);
    await expectRevert(asBuyer.write.withdrawPurchase([PRIVATE, index + 1n]), 'UnknownPurchase', [
      PRIVATE,
      index + 1n,
    ]);
  });

  it('needs the bought tokens back: a buyer who moved them away cannot withdraw', async () => {
    const amount = 10n * ONE_ECO;
    const { index } = await buyEth(buyer, amount);
    // Before trading, a wallet may still send to an address excluded from fees (the fund wallet).
    await mined(asBuyer.write.transfer([accounts.fund, 1n]));
    await expectRevert(asBuyer.write.withdrawPurchase([PRIVATE, index]), 'PurchasedTokensNotHeld', [
      amount,
      amount - 1n,
    ]);
  });

  it("ends at a time-limited stage's closing time (13(5)), and a closing time brought forward later cuts no window short", async () => {
    const closesAt = (await now()) + 3n * DAY;
    await mined(asOwner.write.setSaleSchedule([PRIVATE, 0n, closesAt]));
    const first = await buyEth(buyer, ONE_ECO);
    expect(first.event.withdrawableUntil).toBe(closesAt);

    await mined(asOwner.write.setSaleSchedule([PRIVATE, 0n, 0n]));
    await mined(asOwner.write.setSaleOpen([PRIVATE, true]));
    const second = await buyEth(buyer, ONE_ECO);
    const end = second.event.withdrawableUntil;
    // The owner (after the timelock's delay) brings a closing time forward: the purchase keeps its window.
    await mined(asOwner.write.setSaleSchedule([PRIVATE, 0n, (await now()) + 60n]));
    expect((await purchase(PRIVATE, second.index)).withdrawableUntil).toBe(end);
    await warpTo((await now()) + 2n * DAY);
    await mined(asBuyer.write.withdrawPurchase([PRIVATE, second.index]));
  });

  it('holds trading back until every window has ended; a purchase after trading has no right (13(4))', async () => {
    const { event } = await buyEth(buyer, ONE_ECO);
    await expectRevert(asOwner.write.enableTrading(), 'WithdrawalWindowsOpen', [
      event.withdrawableUntil,
    ]);
    expect(await eco.read.latestWithdrawalDeadline()).toBe(event.withdrawableUntil);
    await warpTo(event.withdrawableUntil);
    await mined(asOwner.write.enableTrading());

    const after = await buyEth(other, ONE_ECO);
    const block = await publicClient.getBlock({ blockNumber: after.receipt.blockNumber });
    expect(after.event.withdrawableUntil).toBe(block.timestamp);
    await expectRevert(
      eco.as(other).write.withdrawPurchase([PRIVATE, after.index]),
      'WithdrawalWindowClosed',
      [block.timestamp],
    );
  });

  it('cannot be re-entered to withdraw one purchase twice', async () => {
    const amount = 5n * ONE_ECO;
    await mined(
      probe.as(accounts.owner).write.buy([amount], { value: costOf(amount, PRICE.public) }),
    );
    const index = (await eco.read.purchaseCount([PUBLIC])) - 1n;
    await mined(probe.as(accounts.owner).write.setMode([3]));
    const before = await ethBalance(fixture.probe);
    await mined(probe.as(accounts.owner).write.withdraw([index]));
    expect(await probe.read.reentryAttempted()).toBe(true);
    // The reentrancy guard refused the second withdrawal inside the first.
    expect(await probe.read.reentryError()).toBe('0x3ee5aeb5');
    expect(await ethBalance(fixture.probe)).toBe(before + costOf(amount, PRICE.public));
    expect((await purchase(PUBLIC, index)).status).toBe(WITHDRAWN);
  });
});

describe('the gas a purchase needs', () => {
  it('is no more than its estimate when the estimate was made in the same second as the last purchase', async () => {
    // A wallet estimates on the newest block; the purchase is mined in a later one. The deadline
    // slot must then cost what it cost in the estimate, whether the latest deadline moves or not.
    await buyEth(other, ONE_ECO);
    const gas = await publicClient.estimateContractGas({
      address: fixture.eco,
      abi: ecoTokenAbi,
      functionName: 'privateSale',
      args: [ONE_ECO],
      account: buyer,
      value: PRICE.private,
    });
    await testClient.setNextBlockTimestamp({ timestamp: (await now()) + 60n });
    const receipt = await mined(
      asBuyer.write.privateSale([ONE_ECO], { value: PRICE.private, gas }),
    );
    expect(receipt.gasUsed).toBeLessThanOrEqual(gas);
  });
});

describe('the gas a purchase needs, whatever happens between its estimate and its block', () => {
  it('is its estimate when another purchase came first, and when the clock moved on', async () => {
    // Wallets send with the estimate as the limit. A purchase whose cost depended on whether its
    // deadline is the latest ran out of gas under the browser tests' parallel buyers: the
    // deadline and the minimum raise are now chosen and read without branching on the clock.
    const estimate = (account: (typeof accounts.spare)[number]) =>
      publicClient.estimateContractGas({
        address: fixture.eco,
        abi: ecoTokenAbi,
        functionName: 'publicSale',
        args: [ONE_ECO],
        account,
        value: PRICE.public,
      });
    await mined(eco.as(accounts.spare[0]).write.publicSale([ONE_ECO], { value: PRICE.public }));
    // Another buyer's purchase is mined between this one's estimate and its block.
    const first = await estimate(accounts.spare[1]);
    await mined(eco.as(accounts.spare[3]).write.publicSale([ONE_ECO], { value: PRICE.public }));
    const afterOther = await mined(
      eco.as(accounts.spare[1]).write.publicSale([ONE_ECO], { value: PRICE.public, gas: first }),
    );
    // The clock moves on between this one's estimate and its block.
    const second = await estimate(accounts.spare[2]);
    await testClient.setNextBlockTimestamp({ timestamp: (await now()) + 1000n });
    const afterTime = await mined(
      eco.as(accounts.spare[2]).write.publicSale([ONE_ECO], { value: PRICE.public, gas: second }),
    );
    const used = [afterOther.gasUsed, afterTime.gasUsed];
    expect(used).toEqual([first, second]);
    expect(used[0]).toBe(used[1]);
  });
});

describe('referral rewards', () => {
  it('are paid only once the purchase is final: a withdrawn purchase earns its referrer nothing', async () => {
    await buyEth(accounts.referrer, ONE_ECO);
    const amount = 10_000n * ONE_ECO;
    const { index, event } = await buyEth(buyer, amount, { referrer: accounts.referrer });
    const reward = (amount * 400n) / 10_000n;
    expect(event).toMatchObject({ referrer: accounts.referrer, reward });
    const referrerBefore = await ecoBalance(accounts.referrer);
    await mined(asBuyer.write.withdrawPurchase([PRIVATE, index]));
    await warpTo(event.withdrawableUntil);
    await finalizeAndRelease(PRIVATE, 10n);
    expect(await ecoBalance(accounts.referrer)).toBe(referrerBefore);
    expect(await eco.read.boughtBy([PRIVATE, buyer])).toBe(0n);
  });

  it('are minted to the referrer when the purchase is released', async () => {
    await buyEth(accounts.referrer, ONE_ECO);
    const amount = 10_000n * ONE_ECO;
    const { index, event } = await buyEth(buyer, amount, { referrer: accounts.referrer });
    const before = await ecoBalance(accounts.referrer);
    await warpTo(event.withdrawableUntil);
    const receipt = await finalizeAndRelease(PRIVATE, 10n);
    expect(await ecoBalance(accounts.referrer)).toBe(before + event.reward);
    expect(ecoEvents(receipt, 'ReferralRewardPaid')[0]!.args).toMatchObject({
      stage: PRIVATE,
      index,
      referrer: accounts.referrer,
      reward: event.reward,
    });
  });

  it('need a referrer who has bought and is not the buyer', async () => {
    await expectRevert(
      asBuyer.write.privateSale([ONE_ECO, accounts.referrer], { value: PRICE.private }),
      'IneligibleReferrer',
      [accounts.referrer],
    );
    await buyEth(buyer, ONE_ECO);
    await expectRevert(
      asBuyer.write.privateSale([ONE_ECO, buyer], { value: PRICE.private }),
      'IneligibleReferrer',
      [buyer],
    );
  });

  it('gain nothing in a loop: two wallets naming each other and withdrawing get back only what they paid, and a referrer who withdrew everything may no longer refer', async () => {
    const [first, second] = [buyer, accounts.referrer];
    const soldBefore = await eco.read.soldIn([PRIVATE]);
    const ethBefore = [await ethBalance(first), await ethBalance(second)];
    const seed = await buyEth(second, ONE_ECO);
    const amount = 1_000n * ONE_ECO;
    const a = await buyEth(first, amount, { referrer: second });
    const b = await buyEth(second, amount, { referrer: first });
    const returns = [
      await mined(eco.as(first).write.withdrawPurchase([PRIVATE, a.index])),
      await mined(eco.as(second).write.withdrawPurchase([PRIVATE, b.index])),
      await mined(eco.as(second).write.withdrawPurchase([PRIVATE, seed.index])),
    ];
    const gas = [
      gasCost(a.receipt) + gasCost(returns[0]!),
      gasCost(seed.receipt) + gasCost(b.receipt) + gasCost(returns[1]!) + gasCost(returns[2]!),
    ];
    expect(await eco.read.soldIn([PRIVATE])).toBe(soldBefore);
    expect([await ecoBalance(first), await ecoBalance(second)]).toEqual([0n, 0n]);
    // Everything paid came back; only the network fees were spent.
    expect([await ethBalance(first), await ethBalance(second)]).toEqual([
      ethBefore[0]! - gas[0]!,
      ethBefore[1]! - gas[1]!,
    ]);
    expect(await eco.read.isEligibleReferrer([second, first])).toBe(false);
    await expectRevert(
      asBuyer.write.privateSale([ONE_ECO, second], { value: PRICE.private }),
      'IneligibleReferrer',
      [second],
    );
  });

  it("count against the buyer's cap: a second wallet of one's own as referrer moves no one past it (the same rule for everyone)", async () => {
    // The attack review's first case: a private buyer names a second wallet of their own. It is
    // allowed to anyone alike, and the reward comes out of the buyer's own cap.
    await buyEth(accounts.referrer, ONE_ECO);
    const cap = await eco.read.walletCapOf([PRIVATE]);
    const amount = (cap * 10_000n) / 10_400n + 100n; // amount + 4 % is just over the cap
    const counted = amount + (amount * 400n) / 10_000n;
    await expectRevert(
      asBuyer.write.privateSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.private),
      }),
      'ExceedsWalletCap',
      [PRIVATE, counted, cap],
    );
    await buyEth(buyer, amount - 100n, { referrer: accounts.referrer });
    expect(await eco.read.boughtBy([PRIVATE, buyer])).toBeLessThanOrEqual(cap);
  });

  it('leave room for exactly what largestAmountWithReward says, the rule the site uses for its maximum', async () => {
    await buyEth(accounts.referrer, ONE_ECO);
    const cap = await eco.read.walletCapOf([PRIVATE]);
    const largest = largestAmountWithReward(cap, 400n);
    await expectRevert(
      asBuyer.write.privateSale([largest + 1n, accounts.referrer], {
        value: costOf(largest + 1n, PRICE.private),
      }),
      'ExceedsWalletCap',
    );
    await buyEth(buyer, largest, { referrer: accounts.referrer });
    expect(await eco.read.boughtBy([PRIVATE, buyer])).toBe(largest + (largest * 400n) / 10_000n);
  });

  it('are not paid in the partners stage: a partner cannot buy its whole allocation and 4 % more through a second wallet', async () => {
    // The attack review's second case: partner 2 bought its 1,000,000 ECO allocation naming a
    // second wallet, which received 40,000 ECO more. The partners stage now takes no referrer.
    const grant = getPartnerGrant(accounts.partner2)!;
    await buyEth(accounts.referrer, ONE_ECO);
    await mined(usdc.as(accounts.partner2).write.approve([fixture.eco, maxUint256]));
    await expectRevert(
      eco
        .as(accounts.partner2)
        .write.buyWithUsdc([
          PARTNERS,
          grant.allocation,
          accounts.referrer,
          grant.allocation,
          grant.proof,
        ]),
      'NoReferralsInStage',
      [PARTNERS],
    );
    // The ETH function has no referrer at all; the whole allocation is all the partner gets.
    await mined(
      eco
        .as(accounts.partner2)
        .write.mintForPartners([grant.proof, grant.allocation, grant.allocation], {
          value: parseEther('100'),
        }),
    );
    expect(await ecoBalance(accounts.partner2)).toBe(grant.allocation);
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO);
  });
});

describe('cancelling a stage', () => {
  it('stops buying and lets every buyer claim a full refund with no deadline; the guardian cannot cancel', async () => {
    const eth = await buyEth(buyer, 100n * ONE_ECO);
    const inUsdc = await buyUsdc(other, PRIVATE, 200n * ONE_ECO);
    await expectRevert(
      eco.as(accounts.owner).write.cancelStage([PRIVATE]),
      'OwnableUnauthorizedAccount',
      [accounts.owner],
    );
    const receipt = await mined(asOwner.write.cancelStage([PRIVATE]));
    expect(ecoEvents(receipt, 'StageCancelled')).toHaveLength(1);
    expect(await eco.read.isSaleOpen([PRIVATE])).toBe(false);
    await expectRevert(
      asBuyer.write.privateSale([ONE_ECO], { value: PRICE.private }),
      'SaleClosed',
      [PRIVATE],
    );
    await expectRevert(asOwner.write.setSaleOpen([PRIVATE, true]), 'StageIsCancelled', [PRIVATE]);
    await expectRevert(asOwner.write.cancelStage([PRIVATE]), 'StageIsCancelled', [PRIVATE]);

    // Long after the withdrawal window, the refund is still there.
    await warpTo(eth.event.withdrawableUntil + 365n * DAY);
    const before = await ethBalance(buyer);
    const refund = await mined(asBuyer.write.claimRefund([PRIVATE, eth.index]));
    expect(await ethBalance(buyer)).toBe(before + eth.event.cost - gasCost(refund));
    const usdcBefore = await usdc.read.balanceOf([other]);
    await mined(eco.as(other).write.claimRefund([PRIVATE, inUsdc.index]));
    expect(await usdc.read.balanceOf([other])).toBe(usdcBefore + inUsdc.event.cost);
    expect((await purchase(PRIVATE, eth.index)).status).toBe(REFUNDED);
    await expectRevert(asBuyer.write.claimRefund([PRIVATE, eth.index]), 'PurchaseSettled', [
      REFUNDED,
    ]);
  });

  it('cannot be pre-empted by anyone releasing purchases: nothing is released before the owner finalizes the stage', async () => {
    const { index, event } = await buyEth(buyer, ONE_ECO);
    await expectRevert(asBuyer.write.claimRefund([PRIVATE, index]), 'NotRefundable', [PRIVATE]);
    await warpTo(event.withdrawableUntil);
    // While the owner's cancellation waits out the timelock, a stranger tries to settle a purchase.
    await expectRevert(eco.as(other).write.releasePurchases([PRIVATE, 1n]), 'StageNotReleasable', [
      PRIVATE,
      false,
      NONE,
    ]);
    await mined(asOwner.write.cancelStage([PRIVATE]));
    await mined(asBuyer.write.claimRefund([PRIVATE, index]));
  });

  it('is refused once the stage is finalized, and once trading is enabled', async () => {
    const { index, event } = await buyEth(buyer, ONE_ECO);
    await warpTo(event.withdrawableUntil);
    await finalizeAndRelease(PRIVATE, 1n);
    expect((await purchase(PRIVATE, index)).status).toBe(RELEASED);
    await expectRevert(asOwner.write.cancelStage([PRIVATE]), 'StageAlreadyFinalized', [PRIVATE]);
    await expectRevert(asOwner.write.finalizeStage([PRIVATE]), 'StageAlreadyFinalized', [PRIVATE]);
    // A stage never finalized still cannot be cancelled after trading began: its buyers would hand
    // back at the sale price tokens bought for less on the market.
    await mined(asOwner.write.enableTrading());
    await expectRevert(asOwner.write.cancelStage([PUBLIC]), 'CancelAfterTradingEnabled', [PUBLIC]);
  });
});

describe('the money stays until it is owed to nobody', () => {
  it('withdraw() sends only what is released, in both assets; the owner cannot take held funds', async () => {
    const eth = await buyEth(buyer, 1000n * ONE_ECO);
    const inUsdc = await buyUsdc(other, PRIVATE, 1000n * ONE_ECO);
    await expectRevert(asOwner.write.withdraw(), 'NothingToWithdraw');
    expect(await eco.read.withdrawableFunds([ETH])).toBe(0n);

    // Past both windows: the USDC purchase came later, by a second or more on a slow machine.
    const lastDeadline =
      inUsdc.event.withdrawableUntil > eth.event.withdrawableUntil
        ? inUsdc.event.withdrawableUntil
        : eth.event.withdrawableUntil;
    await warpTo(lastDeadline);
    // Still held until released: a buyer's claim ends only when someone settles it.
    await expectRevert(asOwner.write.withdraw(), 'NothingToWithdraw');
    await finalizeAndRelease(PRIVATE, 10n);
    expect(await eco.read.heldFunds([ETH])).toBe(0n);
    const fundEth = await ethBalance(accounts.fund);
    const fundUsdc = await usdc.read.balanceOf([accounts.fund]);
    const receipt = await mined(asOwner.write.withdraw());
    expect(await ethBalance(accounts.fund)).toBe(fundEth + eth.event.cost);
    expect(await usdc.read.balanceOf([accounts.fund])).toBe(fundUsdc + inUsdc.event.cost);
    expect(ecoEvents(receipt, 'Withdrawn').map((log) => log.args.asset)).toEqual([USDC, ETH]);
    expect(await eco.read.totalsOf([USDC])).toEqual([inUsdc.event.cost, 0n, inUsdc.event.cost]);
  });

  it('releases in order and stops at a purchase still in its window', async () => {
    const closesAt = (await now()) + 2n * DAY;
    const long = await buyEth(buyer, ONE_ECO); // 14 days
    await mined(asOwner.write.setSaleSchedule([PRIVATE, 0n, closesAt]));
    const short = await buyEth(other, ONE_ECO); // until the closing time
    expect(short.event.withdrawableUntil).toBe(closesAt);
    await warpTo(closesAt);
    const receipt = await finalizeAndRelease(PRIVATE, 10n);
    expect(ecoEvents(receipt, 'PurchasesReleased')[0]!.args).toMatchObject({
      fromIndex: long.index,
      toIndex: long.index,
    });
    expect(await eco.read.heldFunds([ETH])).toBe(long.event.cost + short.event.cost);
  });

  it('releases "everything" (the largest count) as often as it is asked', async () => {
    const first = await buyEth(buyer, ONE_ECO);
    await warpTo(first.event.withdrawableUntil);
    const second = await buyEth(other, ONE_ECO);
    await finalizeAndRelease(PRIVATE, 2n ** 256n - 1n);
    expect(await eco.read.releaseCursorOf([PRIVATE])).toBe(first.index + 1n);
    await warpTo(second.event.withdrawableUntil);
    await finalizeAndRelease(PRIVATE, 2n ** 256n - 1n);
    expect(await eco.read.releaseCursorOf([PRIVATE])).toBe(second.index + 1n);
  });

  it('settles a flood of tiny purchases in bounded batches, to the wei', async () => {
    for (let i = 0; i < 30; i++) {
      await mined(asBuyer.write.privateSale([1n], { value: 1n }));
    }
    const last = await purchase(PRIVATE, 29n);
    expect(await eco.read.heldFunds([ETH])).toBe(30n);
    await warpTo(last.withdrawableUntil);
    for (let i = 0; i < 3; i++) await finalizeAndRelease(PRIVATE, 10n);
    expect(await eco.read.releaseCursorOf([PRIVATE])).toBe(30n);
    expect(await eco.read.heldFunds([ETH])).toBe(0n);
    expect(await eco.read.withdrawableFunds([ETH])).toBe(30n);
  });
});

describe('USDC', () => {
  it('buys with one signed permit and one transaction', async () => {
    const amount = 500n * ONE_ECO;
    const cost = costOf(amount, USDC_PRICE.private);
    const before = await usdc.read.balanceOf([buyer]);
    const permit = await permitFor(cost);
    await mined(asBuyer.write.buyWithUsdcPermit([PRIVATE, amount, zeroAddress, 0n, [], permit]));
    expect(await usdc.read.balanceOf([buyer])).toBe(before - cost);
    expect(await ecoBalance(buyer)).toBe(amount);
  });

  it('still buys when someone submitted the permit first', async () => {
    const amount = 500n * ONE_ECO;
    const cost = costOf(amount, USDC_PRICE.private);
    const permit = await permitFor(cost);
    await mined(
      walletFor(other).writeContract({
        address: fixture.usdc,
        abi: localUsdcAbi,
        functionName: 'permit',
        args: [buyer, fixture.eco, permit.value, permit.deadline, permit.v, permit.r, permit.s],
      }),
    );
    await mined(asBuyer.write.buyWithUsdcPermit([PRIVATE, amount, zeroAddress, 0n, [], permit]));
    expect(await ecoBalance(buyer)).toBe(amount);
  });

  it('refuses a missing allowance, and a stage without a USDC price, with their reasons', async () => {
    const amount = 100n * ONE_ECO;
    await expectRevert(
      asBuyer.write.buyWithUsdc([PRIVATE, amount, zeroAddress, 0n, []]),
      'InsufficientUsdcAllowance',
      [costOf(amount, USDC_PRICE.private), 0n],
    );
    await mined(asOwner.write.setUsdcPrice([PUBLIC, 0n]));
    await mined(usdc.as(buyer).write.approve([fixture.eco, maxUint256]));
    await expectRevert(
      asBuyer.write.buyWithUsdc([PUBLIC, amount, zeroAddress, 0n, []]),
      'NoUsdcPrice',
      [PUBLIC],
    );
  });

  it('counts both assets against one cap per wallet', async () => {
    const cap = await eco.read.walletCapOf([PRIVATE]);
    const half = cap / 2n;
    await buyEth(buyer, half);
    await buyUsdc(buyer, PRIVATE, cap - half);
    await expectRevert(
      asBuyer.write.buyWithUsdc([PRIVATE, 1n, zeroAddress, 0n, []]),
      'ExceedsWalletCap',
      [PRIVATE, 1n, 0n],
    );
  });
});

describe('a minimum raise', () => {
  let compiled: Awaited<ReturnType<typeof compile>> | undefined;
  const minimum = 1000n * ONE_ECO;

  type Raise = { amount: bigint; deadline: bigint };
  const NO_RAISE: Raise = { amount: 0n, deadline: 0n };

  /**
   * Sends the deployment of an EcoToken owned by account 0 like the fixture's, stages open, with
   * `raises` as its minimum raises (the transaction's hash; a refused one reverts).
   */
  async function sendDeployment(raises: [Raise, Raise, Raise]) {
    compiled ??= await compile();
    const { abi, bytecode } = getArtifact(compiled, 'EcoToken');
    return walletFor(accounts.owner).deployContract({
      abi,
      bytecode,
      chain: null,
      args: [
        {
          ...fixtureConstructorConfig(),
          owner: accounts.owner,
          openStages: [true, true, true],
          minimumRaises: raises,
        },
      ],
    });
  }

  /** An EcoToken like the fixture's whose private stage has a minimum raise with `deadline`. */
  async function deployWithMinimum(deadline: bigint) {
    const receipt = await mined(
      sendDeployment([NO_RAISE, { amount: minimum, deadline }, NO_RAISE]),
    );
    return contractAt(receipt.contractAddress!, ecoTokenAbi);
  }

  it("costs less than the site's gas budgets at their costliest, with a fifth to spare", async () => {
    // A minimum still pending is counted with every purchase; each buyer is new to this token; a
    // referral reward is reserved; the ETH purchase overpays, so ETH is sent back too.
    const token = await deployWithMinimum((await now()) + 30n * DAY);
    await mined(token.as(accounts.referrer).write.privateSale([ONE_ECO], { value: PRICE.private }));
    const amount = 1000n * ONE_ECO;
    const eth = await mined(
      token.as(other).write.privateSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.private) + 1n,
      }),
    );
    const permit = await permitFor(costOf(amount, USDC_PRICE.private), token.address);
    const usdcPurchase = await mined(
      token.as(buyer).write.buyWithUsdcPermit([PRIVATE, amount, accounts.referrer, 0n, [], permit]),
    );
    console.info(
      `costliest purchase gas: ETH ${eth.gasUsed}, USDC with permit ${usdcPurchase.gasUsed}`,
    );
    expect(eth.gasUsed * 6n).toBeLessThanOrEqual(purchaseGasBudget.eth * 5n);
    expect(usdcPurchase.gasUsed * 6n).toBeLessThanOrEqual(purchaseGasBudget.usdc * 5n);
  });

  it('refunds everyone who claims when the deadline passes below it, and closes the stage', async () => {
    const deadline = (await now()) + 30n * DAY;
    const token = await deployWithMinimum(deadline);
    const cost = costOf(400n * ONE_ECO, PRICE.private);
    await mined(token.as(buyer).write.privateSale([400n * ONE_ECO], { value: cost }));
    expect((await token.read.minimumRaiseOf([PRIVATE]))[3]).toBe(PENDING);
    await expectRevert(token.as(accounts.owner).write.enableTrading(), 'WithdrawalWindowsOpen');
    await warpTo(deadline);
    expect(await token.read.minimumRaiseOf([PRIVATE])).toEqual([
      minimum,
      deadline,
      400n * ONE_ECO,
      MISSED,
    ]);
    expect(await token.read.isSaleOpen([PRIVATE])).toBe(false);
    expect(await token.read.isRefundable([PRIVATE])).toBe(true);
    // Even finalized, a stage that missed its minimum releases nothing: its money is the buyers'.
    await mined(token.as(accounts.owner).write.finalizeStage([PRIVATE]));
    await expectRevert(
      token.as(other).write.releasePurchases([PRIVATE, 10n]),
      'StageNotReleasable',
      [PRIVATE, true, MISSED],
    );
    await expectRevert(token.as(accounts.owner).write.withdraw(), 'NothingToWithdraw');
    const before = await ethBalance(buyer);
    const receipt = await mined(token.as(buyer).write.claimRefund([PRIVATE, 0n]));
    expect(await ethBalance(buyer)).toBe(before + cost - gasCost(receipt));
  });

  it('releases once met at its deadline; withdrawals before the deadline count, later ones do not', async () => {
    const deadline = (await now()) + 20n * DAY;
    const token = await deployWithMinimum(deadline);
    const value = (amount: bigint) => ({ value: costOf(amount, PRICE.private) });
    await mined(token.as(buyer).write.privateSale([900n * ONE_ECO], value(900n * ONE_ECO)));
    await mined(token.as(other).write.privateSale([200n * ONE_ECO], value(200n * ONE_ECO)));
    await mined(token.as(other).write.withdrawPurchase([PRIVATE, 1n]));
    expect((await token.read.minimumRaiseOf([PRIVATE]))[2]).toBe(900n * ONE_ECO);
    await mined(token.as(other).write.privateSale([100n * ONE_ECO], value(100n * ONE_ECO)));
    await warpTo(deadline - 2n);
    // Bought a second before the deadline, so its window runs past it. Its block's time is set:
    // anvil's clock moves on with the computer's, and on a busy machine a second passed before
    // the purchase was mined, which then fell on the deadline (a clean-clone run: 1000 counted,
    // not 1005).
    await testClient.setNextBlockTimestamp({ timestamp: deadline - 1n });
    await mined(token.as(other).write.privateSale([5n * ONE_ECO], value(5n * ONE_ECO)));
    await warpTo(deadline);
    expect((await token.read.minimumRaiseOf([PRIVATE]))[3]).toBe(MET);
    await mined(token.as(other).write.withdrawPurchase([PRIVATE, 3n]));
    expect((await token.read.minimumRaiseOf([PRIVATE]))[2]).toBe(1005n * ONE_ECO);
    expect((await token.read.minimumRaiseOf([PRIVATE]))[3]).toBe(MET);
    await expectRevert(token.as(other).write.claimRefund([PRIVATE, 0n]), 'NotYourPurchase', [
      buyer,
    ]);
    await expectRevert(token.as(buyer).write.claimRefund([PRIVATE, 0n]), 'NotRefundable', [
      PRIVATE,
    ]);
  });

  it('is refused at deployment without a deadline, above the allocation, or with a deadline already past', async () => {
    const attempt = (raise: Raise) => sendDeployment([raise, NO_RAISE, NO_RAISE]);
    const t = await now();
    await expectRevert(attempt({ amount: ONE_ECO, deadline: 0n }), 'InvalidMinimumRaise', [
      PARTNERS,
      ONE_ECO,
      0n,
    ]);
    await expectRevert(
      attempt({ amount: 10_000_001n * ONE_ECO, deadline: t + DAY }),
      'InvalidMinimumRaise',
      [PARTNERS, 10_000_001n * ONE_ECO, t + DAY],
    );
    await expectRevert(attempt({ amount: ONE_ECO, deadline: t - 1n }), 'InvalidMinimumRaise', [
      PARTNERS,
      ONE_ECO,
      t - 1n,
    ]);
  });

  it("reads none for the fixture's stages", async () => {
    expect(await eco.read.minimumStateOf([PRIVATE])).toBe(NONE);
  });
});

/** The fixture token's constructor arguments from config/31337.json, with the fixture's USDC. */
function fixtureConstructorConfig() {
  const plan = deployPlanFor(31337);
  return { ...plan.token, usdc: fixture.usdc };
}

import {
  encodeAbiParameters,
  encodePacked,
  keccak256,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from 'viem';
import type { Address, Hex, TransactionReceipt } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { buildPartnersTree } from '../src/merkle';
import { getPartnerGrant } from '../src/partners';
import {
  accounts,
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
  ZERO_ADDRESS,
} from './helpers';
import { ecoDeployments } from '../src/generated/eco-token-deployments';

useFreshChain();

/** ECO as the owner, as a buyer with no role (not a partner) and as a listed partner. */
const asOwner = eco.as(accounts.timelock);
const asBuyer = eco.as(accounts.nonPartner);
const asPartner1 = eco.as(accounts.partner1);

const PRICE = {
  partners: parseEther('0.00002'),
  private: parseEther('0.00003'),
  public: parseEther('0.00004'),
};
/** USDC prices of config/31337.json, in USDC base units (6 decimals) per whole ECO. */
const USDC_PRICE = { private: parseUnits('0.09', 6), public: parseUnits('0.12', 6) };
/** What a purchase is paid with (the contract's Asset enum). */
const [ETH, USDC] = [0, 1] as const;
const DAY = 86_400n;
/** config/31337.json's withdrawalDays: a buyer may withdraw a purchase for 14 days. */
const WITHDRAWAL_PERIOD = 14n * DAY;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const costOf = (amount: bigint, price: bigint) => ceilDiv(amount * price, ONE_ECO);
/** `[proof, allocation]`, the first two arguments of mintForPartners, from the bundled list. */
const grantOf = (account: Address): [Hex[], bigint] => {
  const grant = getPartnerGrant(account);
  return grant ? [grant.proof, grant.allocation] : [[], 0n];
};
const ethBalance = (address: Address) => publicClient.getBalance({ address });
const sold = (stage: number) => eco.read.soldIn([stage]);
/** The timestamp of the block a transaction was mined in. */
const minedAt = async (receipt: TransactionReceipt) =>
  (await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp;
/** Moves the chain's clock to `time` (seconds) and mines a block there. */
const warpTo = async (time: bigint) => {
  await testClient.setNextBlockTimestamp({ timestamp: time });
  await testClient.mine({ blocks: 1 });
};
/**
 * Moves past every purchase's withdrawal window, finalizes `stages` (the owner's decision) and
 * releases them (anyone may): only then is a referral reward minted and a payment free to go to
 * the fund wallet.
 */
const releaseAll = async (stages: readonly number[]) => {
  await warpTo(await eco.read.latestWithdrawalDeadline());
  const releaser = eco.as(accounts.spare[5]);
  for (const stage of stages) {
    await mined(asOwner.write.finalizeStage([stage]));
    await mined(releaser.write.releasePurchases([stage, 100n]));
  }
};
/** The referrer buys `amount` in the public stage: only someone who has bought may refer. */
const referrerBuys = (amount = ONE_ECO) =>
  mined(
    eco.as(accounts.referrer).write.publicSale([amount], { value: costOf(amount, PRICE.public) }),
  );

describe('sales are closed at deployment', () => {
  it('refuses every stage with SaleClosed(stage)', async () => {
    await expectRevert(
      asPartner1.write.mintForPartners([...grantOf(accounts.partner1), ONE_ECO], {
        value: parseEther('1'),
      }),
      'SaleClosed',
      [0],
    );
    await expectRevert(
      asBuyer.write.privateSale([ONE_ECO], { value: parseEther('1') }),
      'SaleClosed',
      [1],
    );
    await expectRevert(
      asBuyer.write.publicSale([ONE_ECO, accounts.referrer], { value: parseEther('1') }),
      'SaleClosed',
      [2],
    );
  });

  it('closes a stage again when the owner says so', async () => {
    await openAllSales();
    await mined(asOwner.write.setSaleOpen([2, false]));
    await expectRevert(
      asBuyer.write.publicSale([ONE_ECO], { value: parseEther('1') }),
      'SaleClosed',
      [2],
    );
    await mined(asBuyer.write.privateSale([ONE_ECO], { value: PRICE.private }));
  });
});

describe('buying', () => {
  beforeEach(openAllSales);

  it('privateSale mints `amount` base units for exactly the price, and logs TokensPurchased', async () => {
    const amount = 1234n * ONE_ECO;
    const cost = costOf(amount, PRICE.private);
    const ethBefore = await ethBalance(accounts.nonPartner);
    const receipt = await mined(asBuyer.write.privateSale([amount], { value: cost }));
    expect(await ecoBalance(accounts.nonPartner)).toBe(amount);
    expect(await ethBalance(accounts.nonPartner)).toBe(ethBefore - cost - gasCost(receipt));
    expect(await ethBalance(fixture.eco)).toBe(cost);
    expect(await sold(1)).toBe(amount);
    expect(await eco.read.mintableForPrivate()).toBe(170_000_000n * ONE_ECO - amount);
    expect(await eco.read.totalRaised()).toBe(cost);
    const withdrawableUntil = (await minedAt(receipt)) + WITHDRAWAL_PERIOD;
    expect(ecoEvents(receipt, 'TokensPurchased').map((e) => e.args)).toEqual([
      {
        buyer: accounts.nonPartner,
        stage: 1,
        referrer: ZERO_ADDRESS,
        index: 0n,
        asset: ETH,
        amount,
        cost,
        reward: 0n,
        withdrawableUntil,
      },
    ]);
    // The purchase is recorded, and its payment stays held for the buyer for the whole window.
    expect(await eco.read.purchaseCount([1])).toBe(1n);
    expect(await eco.read.purchaseOf([1, 0n])).toEqual({
      buyer: accounts.nonPartner,
      asset: ETH,
      status: 0, // Held
      withdrawableUntil,
      amount,
      cost,
      referrer: ZERO_ADDRESS,
      reward: 0n,
    });
    expect(await eco.read.heldFunds([ETH])).toBe(cost);
    expect(await eco.read.withdrawableFunds([ETH])).toBe(0n);
  });

  it('publicSale refunds overpayment in the same transaction, exact to the wei', async () => {
    const amount = 1000n * ONE_ECO;
    const cost = costOf(amount, PRICE.public);
    const ethBefore = await ethBalance(accounts.nonPartner);
    const receipt = await mined(
      asBuyer.write.publicSale([amount], { value: cost + parseEther('3') }),
    );
    expect(await ethBalance(accounts.nonPartner)).toBe(ethBefore - cost - gasCost(receipt));
    expect(await ethBalance(fixture.eco)).toBe(cost);
    expect(ecoEvents(receipt, 'TokensPurchased')[0]?.args.cost).toBe(cost);
  });

  it('rounds the cost up in the seller’s favour for fractional amounts', async () => {
    const cases = [1n, 999n, ONE_ECO + 1n, 123_456_789_012_345_678_901n];
    for (const amount of cases) {
      const cost = costOf(amount, PRICE.public);
      const [quoted] = await eco.read.quote([2, ETH, amount, accounts.nonPartner, ZERO_ADDRESS]);
      expect(quoted).toBe(cost);
      expect(cost * ONE_ECO).toBeGreaterThanOrEqual(amount * PRICE.public);
      // A USDC price rounds the same way, in USDC's six decimals.
      const usdcCost = costOf(amount, USDC_PRICE.public);
      const [usdcQuoted] = await eco.read.quote([
        2,
        USDC,
        amount,
        accounts.nonPartner,
        ZERO_ADDRESS,
      ]);
      expect(usdcQuoted).toBe(usdcCost);
      expect(usdcCost * ONE_ECO).toBeGreaterThanOrEqual(amount * USDC_PRICE.public);
      await expectRevert(
        asBuyer.write.publicSale([amount], { value: cost - 1n }),
        'InsufficientPayment',
        [cost, cost - 1n],
      );
      const receipt = await mined(asBuyer.write.publicSale([amount], { value: cost }));
      expect(ecoEvents(receipt, 'TokensPurchased')[0]?.args.cost).toBe(cost);
    }
    expect(costOf(1n, PRICE.public)).toBe(1n);
    expect(costOf(1n, USDC_PRICE.public)).toBe(1n);
  });

  it('refuses a zero amount and a payment below the cost', async () => {
    await expectRevert(asBuyer.write.publicSale([0n], { value: parseEther('1') }), 'ZeroAmount');
    await expectRevert(asBuyer.write.privateSale([ONE_ECO]), 'InsufficientPayment', [
      PRICE.private,
      0n,
    ]);
  });

  it('sells a stage down to the last base unit and then refuses with ExceedsRemainingAllocation', async () => {
    const allocation = 10_000_000n * ONE_ECO;
    await mined(asOwner.write.mint([0, accounts.spare[1], allocation - 5n * ONE_ECO]));
    const amount = 5n * ONE_ECO;
    await expectRevert(
      asPartner1.write.mintForPartners([...grantOf(accounts.partner1), amount + 1n], {
        value: parseEther('1'),
      }),
      'ExceedsRemainingAllocation',
      [amount + 1n, amount],
    );
    await mined(
      asPartner1.write.mintForPartners([...grantOf(accounts.partner1), amount], {
        value: costOf(amount, PRICE.partners),
      }),
    );
    expect(await eco.read.mintableForPartners()).toBe(0n);
    await expectRevert(
      asPartner1.write.mintForPartners([...grantOf(accounts.partner1), 1n], {
        value: parseEther('1'),
      }),
      'ExceedsRemainingAllocation',
      [1n, 0n],
    );
  });
});

describe('referral rewards', () => {
  beforeEach(openAllSales);

  it('reserves the referrer 4% of the tokens bought out of the same stage at purchase, and mints it when the purchase is released', async () => {
    await referrerBuys();
    const supplyBefore = await eco.read.totalSupply();
    const amount = 2500n * ONE_ECO;
    const reward = (amount * 400n) / 10_000n;
    const cost = costOf(amount, PRICE.public);
    const receipt = await mined(
      asBuyer.write.publicSale([amount, accounts.referrer], { value: cost }),
    );
    expect(reward).toBe(100n * ONE_ECO);
    const event = ecoEvents(receipt, 'TokensPurchased')[0]!.args;
    expect(event).toEqual({
      buyer: accounts.nonPartner,
      stage: 2,
      referrer: accounts.referrer,
      index: 1n,
      asset: ETH,
      amount,
      cost,
      reward,
      withdrawableUntil: (await minedAt(receipt)) + WITHDRAWAL_PERIOD,
    });
    expect(await ecoBalance(accounts.nonPartner)).toBe(amount);
    // Reserved in the stage, not paid: the buyer may still withdraw, and then no one earns anything.
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO);
    expect(await sold(2)).toBe(ONE_ECO + amount + reward);
    expect(ecoEvents(receipt, 'ReferralRewardPaid')).toEqual([]);

    await warpTo(event.withdrawableUntil);
    await mined(asOwner.write.finalizeStage([2]));
    const released = await mined(eco.as(accounts.spare[5]).write.releasePurchases([2, 10n]));
    expect(ecoEvents(released, 'ReferralRewardPaid').map((e) => e.args)).toEqual([
      { stage: 2, index: 1n, referrer: accounts.referrer, reward },
    ]);
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO + reward);
    // Minted out of what was reserved: the stage's sold figure does not move again.
    expect(await sold(2)).toBe(ONE_ECO + amount + reward);
    expect(await eco.read.totalSupply()).toBe(supplyBefore + amount + reward);
  });

  it('works the same in the private sale; the partners sale takes no referrer (NoReferralsInStage)', async () => {
    // The referrer bought in the public stage: a purchase in any stage makes a referrer.
    await referrerBuys();
    const amount = 100n * ONE_ECO;
    await mined(
      asBuyer.write.privateSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.private),
      }),
    );
    expect(await sold(1)).toBe(104n * ONE_ECO);
    expect(await eco.read.boughtBy([1, accounts.nonPartner])).toBe(104n * ONE_ECO);

    // Partners pay no referral: the quote refuses a referrer, and mintForPartners has no
    // referrer argument at all (the 4-argument overload is gone from the ABI).
    await expectRevert(
      eco.read.quote([0, ETH, amount, accounts.partner2, accounts.referrer]),
      'NoReferralsInStage',
      [0],
    );
    expect(
      ecoTokenAbi
        .filter((item) => item.type === 'function' && item.name === 'mintForPartners')
        .map((item) => (item as { inputs: readonly { name: string }[] }).inputs.map((i) => i.name)),
    ).toEqual([['merkleProof', 'allocation', 'amount']]);
    await mined(
      eco.as(accounts.partner2).write.mintForPartners([...grantOf(accounts.partner2), amount], {
        value: costOf(amount, PRICE.partners),
      }),
    );
    expect(await sold(0)).toBe(amount);

    await releaseAll([0, 1, 2]);
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO + 4n * ONE_ECO);
    expect(await sold(1)).toBe(104n * ONE_ECO);
    expect(await sold(0)).toBe(amount);
  });

  it('refuses self-referral, the token contract and a referrer who has not bought (or withdrew) with IneligibleReferrer; the zero address means no referral', async () => {
    const amount = 100n * ONE_ECO;
    const buy = (referrer: Address) =>
      asBuyer.write.publicSale([amount, referrer], { value: costOf(amount, PRICE.public) });
    // Holding ECO is not enough (an owner mint is no purchase): a referrer must have bought.
    await mined(asOwner.write.mint([1, accounts.spare[2], ONE_ECO]));
    for (const referrer of [accounts.referrer, accounts.spare[2]]) {
      await expectRevert(buy(referrer), 'IneligibleReferrer', [referrer]);
    }
    // Nor is a purchase withdrawn within its window: it no longer counts as bought.
    const own = await referrerBuys();
    const ownIndex = ecoEvents(own, 'TokensPurchased')[0]!.args.index;
    await mined(eco.as(accounts.referrer).write.withdrawPurchase([2, ownIndex]));
    await expectRevert(buy(accounts.referrer), 'IneligibleReferrer', [accounts.referrer]);

    // The zero address means no referral: the purchase goes through, with no reward and no referrer.
    const receipt = await mined(buy(ZERO_ADDRESS));
    const event = ecoEvents(receipt, 'TokensPurchased')[0]?.args;
    expect(event?.reward).toBe(0n);
    expect(event?.referrer).toBe(ZERO_ADDRESS);

    // Having bought now, the buyer still may not refer themselves; and a reward to the token
    // contract would be locked there for good. The quote refuses both as the purchase does.
    for (const referrer of [accounts.nonPartner, fixture.eco]) {
      await expectRevert(buy(referrer), 'IneligibleReferrer', [referrer]);
      await expectRevert(
        eco.read.quote([2, ETH, amount, accounts.nonPartner, referrer]),
        'IneligibleReferrer',
        [referrer],
      );
    }
    expect(await ecoBalance(accounts.nonPartner)).toBe(amount);
    expect(await eco.read.boughtBy([2, accounts.nonPartner])).toBe(amount);
    expect(await ecoBalance(fixture.eco)).toBe(0n);
    expect(await sold(2)).toBe(amount);
  });

  it('follows the owner-set rate at the time of purchase, including zero', async () => {
    await referrerBuys();
    await mined(asOwner.write.setReferralRewardBps([1250n]));
    const amount = 80n * ONE_ECO + 7n;
    const buy = () =>
      mined(
        asBuyer.write.publicSale([amount, accounts.referrer], {
          value: costOf(amount, PRICE.public),
        }),
      );
    const reward = (amount * 1250n) / 10_000n;
    const first = await buy();
    expect(ecoEvents(first, 'TokensPurchased')[0]?.args).toMatchObject({
      referrer: accounts.referrer,
      reward,
    });
    await mined(asOwner.write.setReferralRewardBps([0n]));
    const second = await buy();
    // At a zero rate nothing is reserved, and the purchase logs no referrer.
    expect(ecoEvents(second, 'TokensPurchased')[0]?.args).toMatchObject({
      referrer: ZERO_ADDRESS,
      reward: 0n,
    });
    expect(await eco.read.boughtBy([2, accounts.nonPartner])).toBe(2n * amount + reward);
    await releaseAll([2]);
    // The reward reserved at 12.5 % is paid as reserved, though the rate is 0 by now.
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO + reward);
  });

  it('requires amount + reward to fit the remaining allocation', async () => {
    // The referrer buys in the private stage, so the public stage's remainder is exact.
    await mined(eco.as(accounts.referrer).write.privateSale([ONE_ECO], { value: PRICE.private }));
    const remaining = 1040n * ONE_ECO;
    await mined(asOwner.write.mint([2, accounts.spare[1], 115_000_000n * ONE_ECO - remaining]));
    const tooMuch = 1001n * ONE_ECO; // 1001 + 40.04 > 1040
    await expectRevert(
      asBuyer.write.publicSale([tooMuch, accounts.referrer], { value: parseEther('1') }),
      'ExceedsRemainingAllocation',
      [tooMuch + (tooMuch * 400n) / 10_000n, remaining],
    );
    // The same amount fits without a referrer.
    await mined(asBuyer.write.publicSale([tooMuch], { value: costOf(tooMuch, PRICE.public) }));
  });

  it('quotes the cost in either asset and the reward the contract will reserve and pay', async () => {
    await referrerBuys();
    const amount = 50n * ONE_ECO;
    const args = [amount, accounts.nonPartner, accounts.referrer] as const;
    const [cost, reward] = await eco.read.quote([1, ETH, ...args]);
    expect([cost, reward]).toEqual([costOf(amount, PRICE.private), 2n * ONE_ECO]);
    expect(await eco.read.quote([1, USDC, ...args])).toEqual([
      costOf(amount, USDC_PRICE.private),
      2n * ONE_ECO,
    ]);
    const receipt = await mined(
      asBuyer.write.privateSale([amount, accounts.referrer], { value: cost }),
    );
    expect(ecoEvents(receipt, 'TokensPurchased')[0]?.args).toMatchObject({ cost, reward });
    await releaseAll([1, 2]);
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO + reward);
    // A buyer who has bought is still no referrer of their own purchase, in the quote too.
    await expectRevert(
      eco.read.quote([1, ETH, amount, accounts.nonPartner, accounts.nonPartner]),
      'IneligibleReferrer',
      [accounts.nonPartner],
    );
  });
});

describe('cap per wallet', () => {
  beforeEach(openAllSales);
  const cap = 5_000_000n * ONE_ECO;
  const rich = () =>
    testClient.setBalance({ address: accounts.nonPartner, value: parseEther('100000') });

  it('starts at 5,000,000 ECO per stage (1 % of the supply), logged at deployment', async () => {
    for (const stage of [0, 1, 2]) expect(await eco.read.walletCapOf([stage])).toBe(cap);
    const receipt = await publicClient.getTransactionReceipt({
      hash: ecoDeployments[31337].transactionHash,
    });
    expect(ecoEvents(receipt, 'WalletCapUpdated').map((e) => e.args)).toEqual(
      [0, 1, 2].map((stage) => ({ stage, oldCap: 0n, newCap: cap })),
    );
  });

  it('lets one wallet buy up to the cap in a stage, over several purchases, and no more', async () => {
    await rich();
    const first = cap - 10n * ONE_ECO;
    await mined(asBuyer.write.publicSale([first], { value: costOf(first, PRICE.public) }));
    expect(await eco.read.boughtBy([2, accounts.nonPartner])).toBe(first);
    await expectRevert(
      asBuyer.write.publicSale([11n * ONE_ECO], { value: parseEther('1') }),
      'ExceedsWalletCap',
      [2, 11n * ONE_ECO, 10n * ONE_ECO],
    );
    await mined(
      asBuyer.write.publicSale([10n * ONE_ECO], { value: costOf(10n * ONE_ECO, PRICE.public) }),
    );
    await expectRevert(
      asBuyer.write.publicSale([1n], { value: parseEther('1') }),
      'ExceedsWalletCap',
      [2, 1n, 0n],
    );
    // Each stage has its own cap: the private sale is still open to this wallet.
    await mined(asBuyer.write.privateSale([ONE_ECO], { value: costOf(ONE_ECO, PRICE.private) }));
    expect(await ecoBalance(accounts.nonPartner)).toBe(cap + ONE_ECO);
  });

  it('counts a referral reward against the stage and the buyer’s cap, never the referrer’s', async () => {
    await rich();
    await referrerBuys();
    const amount = 1_000_000n * ONE_ECO;
    const reward = (amount * 400n) / 10_000n;
    await mined(
      asBuyer.write.publicSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.public),
      }),
    );
    // Naming a second wallet of one's own as referrer moves no one past the cap.
    expect(await eco.read.boughtBy([2, accounts.nonPartner])).toBe(amount + reward);
    expect(await eco.read.boughtBy([2, accounts.referrer])).toBe(ONE_ECO);
    expect(await sold(2)).toBe(ONE_ECO + amount + reward);
    const left = cap - amount - reward;
    await expectRevert(
      asBuyer.write.publicSale([left + 1n], { value: parseEther('1') }),
      'ExceedsWalletCap',
      [2, left + 1n, left],
    );
    // Paid on release, the reward still takes nothing of the referrer's own cap.
    await releaseAll([2]);
    expect(await ecoBalance(accounts.referrer)).toBe(ONE_ECO + reward);
    expect(await eco.read.boughtBy([2, accounts.referrer])).toBe(ONE_ECO);
  });

  it('is set by the owner only, never to zero; lowering it takes nothing back', async () => {
    await mined(
      asBuyer.write.publicSale([100n * ONE_ECO], { value: costOf(100n * ONE_ECO, PRICE.public) }),
    );
    const receipt = await mined(asOwner.write.setWalletCap([2, 50n * ONE_ECO]));
    expect(ecoEvents(receipt, 'WalletCapUpdated')[0]?.args).toEqual({
      stage: 2,
      oldCap: cap,
      newCap: 50n * ONE_ECO,
    });
    expect(await ecoBalance(accounts.nonPartner)).toBe(100n * ONE_ECO);
    await expectRevert(
      asBuyer.write.publicSale([ONE_ECO], { value: parseEther('1') }),
      'ExceedsWalletCap',
      [2, ONE_ECO, 0n],
    );
    await expectRevert(asOwner.write.setWalletCap([2, 0n]), 'InvalidWalletCap');
    await expectRevert(asBuyer.write.setWalletCap([2, cap]), 'OwnableUnauthorizedAccount', [
      accounts.nonPartner,
    ]);
  });
});

describe('partners sale', () => {
  beforeEach(openAllSales);

  it('accepts every listed partner with the proof from the generated proofs file', async () => {
    const amount = 10n * ONE_ECO;
    for (const partner of [accounts.partner1, accounts.partner2, accounts.partner3]) {
      const receipt = await mined(
        eco.as(partner).write.mintForPartners([...grantOf(partner), amount], {
          value: costOf(amount, PRICE.partners) + 1n,
        }),
      );
      expect(ecoEvents(receipt, 'TokensPurchased')[0]?.args).toMatchObject({
        buyer: partner,
        stage: 0,
        amount,
      });
      expect(await ecoBalance(partner)).toBe(amount);
    }
    expect(await sold(0)).toBe(3n * amount);
  });

  it('refuses a non-partner, borrowed, forged and empty proofs with NotAPartner', async () => {
    const value = parseEther('1');
    const [proof1, allocation1] = grantOf(accounts.partner1);
    const buy = (account: Address, proof: Hex[], allocation = allocation1) =>
      eco.as(account).write.mintForPartners([proof, allocation, ONE_ECO], { value });
    expect(getPartnerGrant(accounts.nonPartner)).toBeUndefined();
    await expectRevert(buy(accounts.nonPartner, proof1), 'NotAPartner');
    await expectRevert(buy(accounts.nonPartner, []), 'NotAPartner');
    const [proof2, allocation2] = grantOf(accounts.partner2);
    await expectRevert(buy(accounts.partner1, proof2, allocation2), 'NotAPartner');
    await expectRevert(
      buy(accounts.partner1, [keccak256('0x01'), keccak256('0x02')]),
      'NotAPartner',
    );
    const tampered = proof1.map((p, i) => (i === 0 ? keccak256(p) : p));
    await expectRevert(buy(accounts.partner1, tampered), 'NotAPartner');
  });

  it('refuses a partner who claims a larger allocation than their leaf with NotAPartner', async () => {
    const [proof, allocation] = grantOf(accounts.partner1);
    await expectRevert(
      asPartner1.write.mintForPartners([proof, allocation + 1n, ONE_ECO], {
        value: PRICE.partners,
      }),
      'NotAPartner',
    );
    expect(await eco.read.isPartner([accounts.partner1, allocation, proof])).toBe(true);
    expect(await eco.read.isPartner([accounts.partner1, allocation * 2n, proof])).toBe(false);
  });

  it('sells a partner up to their own allocation, in several purchases, and not one base unit more', async () => {
    const [proof, allocation] = grantOf(accounts.partner3);
    const asPartner3 = eco.as(accounts.partner3);
    expect(allocation).toBe(500_000n * ONE_ECO);
    // Below the stage's cap per wallet (5,000,000), so the allocation is what binds.
    expect(await eco.read.walletCapOf([0])).toBeGreaterThan(allocation);
    const first = allocation - 10n * ONE_ECO;
    await mined(
      asPartner3.write.mintForPartners([proof, allocation, first], {
        value: costOf(first, PRICE.partners),
      }),
    );
    await expectRevert(
      asPartner3.write.mintForPartners([proof, allocation, 10n * ONE_ECO + 1n], {
        value: parseEther('1'),
      }),
      'ExceedsWalletCap',
      [0, 10n * ONE_ECO + 1n, 10n * ONE_ECO],
    );
    await mined(
      asPartner3.write.mintForPartners([proof, allocation, 10n * ONE_ECO], {
        value: costOf(10n * ONE_ECO, PRICE.partners),
      }),
    );
    expect(await eco.read.boughtBy([0, accounts.partner3])).toBe(allocation);
    await expectRevert(
      asPartner3.write.mintForPartners([proof, allocation, 1n], { value: parseEther('1') }),
      'ExceedsWalletCap',
      [0, 1n, 0n],
    );
  });

  it('holds a partner to the cap per wallet when it is below their allocation', async () => {
    const [proof, allocation] = grantOf(accounts.partner1);
    const cap = 1_000n * ONE_ECO;
    expect(allocation).toBeGreaterThan(cap);
    await mined(asOwner.write.setWalletCap([0, cap]));
    await expectRevert(
      asPartner1.write.mintForPartners([proof, allocation, cap + 1n], { value: parseEther('1') }),
      'ExceedsWalletCap',
      [0, cap + 1n, cap],
    );
  });

  it('uses the double-hash leaf of (address, allocation): the single-hash leaf is not accepted', async () => {
    const allocation = 7n * ONE_ECO;
    const doubleHash = keccak256(
      keccak256(
        encodeAbiParameters(
          [{ type: 'address' }, { type: 'uint256' }],
          [accounts.nonPartner, allocation],
        ),
      ),
    );
    const singleHash = keccak256(
      encodePacked(['address', 'uint256'], [accounts.nonPartner, allocation]),
    );
    const isPartner = () => eco.read.isPartner([accounts.nonPartner, allocation, []]);
    // A one-leaf tree's root is the leaf itself.
    await mined(asOwner.write.setMerkleRootOfPartners([singleHash]));
    expect(await isPartner()).toBe(false);
    await mined(asOwner.write.setMerkleRootOfPartners([doubleHash]));
    expect(await isPartner()).toBe(true);
  });

  it('accepts a new list after the owner sets its root, and nobody with a zero root', async () => {
    const allocation = 100n * ONE_ECO;
    const tree = buildPartnersTree([
      { address: accounts.nonPartner, allocation },
      { address: accounts.spare[3], allocation },
    ]);
    await mined(asOwner.write.setMerkleRootOfPartners([tree.root as Hex]));
    await mined(
      asBuyer.write.mintForPartners(
        [tree.getProof([accounts.nonPartner, allocation]) as Hex[], allocation, ONE_ECO],
        { value: PRICE.partners },
      ),
    );
    await expectRevert(
      asPartner1.write.mintForPartners([...grantOf(accounts.partner1), ONE_ECO], {
        value: PRICE.partners,
      }),
      'NotAPartner',
    );
    const zero: Hex = `0x${'00'.repeat(32)}`;
    await mined(asOwner.write.setMerkleRootOfPartners([zero]));
    await expectRevert(
      asPartner1.write.mintForPartners([[], 0n, ONE_ECO], { value: PRICE.partners }),
      'NotAPartner',
    );
  });
});

describe('contract wallets as buyers', () => {
  beforeEach(openAllSales);

  it('refunds a contract wallet with call (more than 2300 gas)', async () => {
    const amount = 10n * ONE_ECO;
    const cost = costOf(amount, PRICE.public);
    await mined(probe.as(accounts.nonPartner).write.buy([amount], { value: cost + 777n }));
    expect(await probe.read.received()).toBe(777n);
    expect(await ecoBalance(fixture.probe)).toBe(amount);
  });

  it('reverts the purchase with RefundFailed when the buyer rejects the refund', async () => {
    await mined(probe.as(accounts.nonPartner).write.setMode([1]));
    await expectRevert(
      probe.as(accounts.nonPartner).write.buy([ONE_ECO], { value: PRICE.public + 1n }),
      'RefundFailed',
    );
  });

  it('blocks re-entry from the refund with the reentrancy guard', async () => {
    await mined(probe.as(accounts.nonPartner).write.setMode([2]));
    await mined(probe.as(accounts.nonPartner).write.buy([ONE_ECO], { value: PRICE.public + 1n }));
    expect(await probe.read.reentryAttempted()).toBe(true);
    expect(await probe.read.reentryError()).toBe(
      toFunctionSelector('ReentrancyGuardReentrantCall()'),
    );
    expect(await ecoBalance(fixture.probe)).toBe(ONE_ECO);
  });
});

describe('owner mint', () => {
  it('mints from a stage allocation, counts it as sold and logs old/new sold', async () => {
    const amount = 42n * ONE_ECO;
    const receipt = await mined(asOwner.write.mint([1, accounts.spare[2], amount]));
    expect(await ecoBalance(accounts.spare[2])).toBe(amount);
    expect(await sold(1)).toBe(amount);
    expect(ecoEvents(receipt, 'OwnerMinted')[0]?.args).toEqual({
      stage: 1,
      to: accounts.spare[2],
      amount,
      oldSold: 0n,
      newSold: amount,
    });
  });

  it('refuses zero amounts, the zero address and more than the stage has left', async () => {
    await expectRevert(asOwner.write.mint([1, accounts.spare[2], 0n]), 'ZeroAmount');
    await expectRevert(asOwner.write.mint([1, ZERO_ADDRESS, 1n]), 'ZeroAddress');
    const allocation = 170_000_000n * ONE_ECO;
    await expectRevert(
      asOwner.write.mint([1, accounts.spare[2], allocation + 1n]),
      'ExceedsRemainingAllocation',
      [allocation + 1n, allocation],
    );
  });

  it('can reach the 500M cap but never exceed it', async () => {
    const stages = [
      [0, 10_000_000n],
      [1, 170_000_000n],
      [2, 115_000_000n],
    ] as const;
    for (const [stage, millions] of stages) {
      await mined(asOwner.write.mint([stage, accounts.spare[2], millions * ONE_ECO]));
    }
    expect(await eco.read.totalSupply()).toBe(500_000_000n * ONE_ECO);
    for (const [stage] of stages) {
      await expectRevert(
        asOwner.write.mint([stage, accounts.spare[2], 1n]),
        'ExceedsRemainingAllocation',
        [1n, 0n],
      );
    }
  });
});

describe('withdraw', () => {
  beforeEach(openAllSales);

  it('sends the fund wallet all ETH once the withdrawal windows have passed and the purchases are released, and logs it', async () => {
    const amount = 5000n * ONE_ECO;
    const cost = costOf(amount, PRICE.public) + costOf(amount, PRICE.private);
    await mined(asBuyer.write.publicSale([amount], { value: cost }));
    await mined(asBuyer.write.privateSale([amount], { value: costOf(amount, PRICE.private) }));
    // While a buyer may still take the payment back, none of it may leave.
    expect(await eco.read.heldFunds([ETH])).toBe(cost);
    await expectRevert(asOwner.write.withdraw(), 'NothingToWithdraw');
    await releaseAll([1, 2]);
    expect(await eco.read.withdrawableFunds([ETH])).toBe(cost);
    const fundBefore = await ethBalance(accounts.fund);
    const receipt = await mined(asOwner.write.withdraw());
    expect(await ethBalance(accounts.fund)).toBe(fundBefore + cost);
    expect(await ethBalance(fixture.eco)).toBe(0n);
    expect(await eco.read.totalWithdrawn()).toBe(cost);
    // One event, for ETH: nothing was paid in USDC.
    expect(ecoEvents(receipt, 'Withdrawn').map((e) => e.args)).toEqual([
      {
        asset: ETH,
        to: accounts.fund,
        amount: cost,
        oldTotalWithdrawn: 0n,
        newTotalWithdrawn: cost,
      },
    ]);
    await expectRevert(asOwner.write.withdraw(), 'NothingToWithdraw');
  });

  it('pays a contract fund wallet (no 2300-gas transfer) and reverts with WithdrawFailed if it refuses', async () => {
    await mined(asBuyer.write.publicSale([ONE_ECO], { value: PRICE.public }));
    // Only a released payment may be withdrawn at all.
    await releaseAll([2]);
    await mined(asOwner.write.setFundWallet([fixture.probe]));
    await mined(probe.as(accounts.owner).write.setMode([1]));
    await expectRevert(asOwner.write.withdraw(), 'WithdrawFailed');
    await mined(probe.as(accounts.owner).write.setMode([0]));
    await mined(asOwner.write.withdraw());
    expect(await probe.read.received()).toBe(PRICE.public);
  });
});

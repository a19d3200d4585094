import { encodeAbiParameters, encodePacked, keccak256, parseEther, toFunctionSelector } from 'viem';
import type { Address, Hex } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
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
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const costOf = (amount: bigint, price: bigint) => ceilDiv(amount * price, ONE_ECO);
/** `[proof, allocation]`, the first two arguments of mintForPartners, from the bundled list. */
const grantOf = (account: Address): [Hex[], bigint] => {
  const grant = getPartnerGrant(account);
  return grant ? [grant.proof, grant.allocation] : [[], 0n];
};
const ethBalance = (address: Address) => publicClient.getBalance({ address });
const sold = (stage: number) => eco.read.soldIn([stage]);

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
    expect(ecoEvents(receipt, 'TokensPurchased').map((e) => e.args)).toEqual([
      { buyer: accounts.nonPartner, stage: 1, amount, cost, referrer: ZERO_ADDRESS, reward: 0n },
    ]);
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
      const [quoted] = await eco.read.quote([2, amount, accounts.nonPartner, ZERO_ADDRESS]);
      expect(quoted).toBe(cost);
      expect(cost * ONE_ECO).toBeGreaterThanOrEqual(amount * PRICE.public);
      await expectRevert(
        asBuyer.write.publicSale([amount], { value: cost - 1n }),
        'InsufficientPayment',
        [cost, cost - 1n],
      );
      const receipt = await mined(asBuyer.write.publicSale([amount], { value: cost }));
      expect(ecoEvents(receipt, 'TokensPurchased')[0]?.args.cost).toBe(cost);
    }
    expect(costOf(1n, PRICE.public)).toBe(1n);
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

  it('pays the referrer 4% of the tokens bought, from the same stage, in the same transaction', async () => {
    const amount = 2500n * ONE_ECO;
    const reward = (amount * 400n) / 10_000n;
    const receipt = await mined(
      asBuyer.write.publicSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.public),
      }),
    );
    expect(reward).toBe(100n * ONE_ECO);
    expect(await ecoBalance(accounts.nonPartner)).toBe(amount);
    expect(await ecoBalance(accounts.referrer)).toBe(reward);
    expect(await sold(2)).toBe(amount + reward);
    expect(ecoEvents(receipt, 'TokensPurchased')[0]?.args).toEqual({
      buyer: accounts.nonPartner,
      stage: 2,
      amount,
      cost: costOf(amount, PRICE.public),
      referrer: accounts.referrer,
      reward,
    });
  });

  it('works the same in the private and partners sales', async () => {
    const amount = 100n * ONE_ECO;
    await mined(
      asBuyer.write.privateSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.private),
      }),
    );
    await mined(
      eco
        .as(accounts.partner2)
        .write.mintForPartners([...grantOf(accounts.partner2), amount, accounts.referrer], {
          value: costOf(amount, PRICE.partners),
        }),
    );
    expect(await ecoBalance(accounts.referrer)).toBe(8n * ONE_ECO);
    expect(await sold(1)).toBe(104n * ONE_ECO);
    expect(await sold(0)).toBe(104n * ONE_ECO);
  });

  it('pays nothing for self-referral, the zero address or the token contract, and logs no referrer', async () => {
    const amount = 100n * ONE_ECO;
    // A reward to the token contract itself would be locked there for good.
    for (const referrer of [accounts.nonPartner, ZERO_ADDRESS, fixture.eco]) {
      const receipt = await mined(
        asBuyer.write.publicSale([amount, referrer], { value: costOf(amount, PRICE.public) }),
      );
      const event = ecoEvents(receipt, 'TokensPurchased')[0]?.args;
      expect(event?.reward).toBe(0n);
      expect(event?.referrer).toBe(ZERO_ADDRESS);
    }
    expect(await ecoBalance(accounts.nonPartner)).toBe(3n * amount);
    expect(await ecoBalance(fixture.eco)).toBe(0n);
    expect(await sold(2)).toBe(3n * amount);
  });

  it('follows the owner-set rate, including zero', async () => {
    await mined(asOwner.write.setReferralRewardBps([1250n]));
    const amount = 80n * ONE_ECO + 7n;
    await mined(
      asBuyer.write.publicSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.public),
      }),
    );
    expect(await ecoBalance(accounts.referrer)).toBe((amount * 1250n) / 10_000n);
    await mined(asOwner.write.setReferralRewardBps([0n]));
    await mined(
      asBuyer.write.publicSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.public),
      }),
    );
    expect(await ecoBalance(accounts.referrer)).toBe((amount * 1250n) / 10_000n);
  });

  it('requires amount + reward to fit the remaining allocation', async () => {
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

  it('quotes the reward the contract will pay', async () => {
    const [, reward] = await eco.read.quote([
      1,
      50n * ONE_ECO,
      accounts.nonPartner,
      accounts.referrer,
    ]);
    expect(reward).toBe(2n * ONE_ECO);
    const [, self] = await eco.read.quote([
      1,
      50n * ONE_ECO,
      accounts.nonPartner,
      accounts.nonPartner,
    ]);
    expect(self).toBe(0n);
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

  it('counts a referral reward against the stage, not against the referrer’s cap', async () => {
    await rich();
    const amount = 1_000_000n * ONE_ECO;
    await mined(
      asBuyer.write.publicSale([amount, accounts.referrer], {
        value: costOf(amount, PRICE.public),
      }),
    );
    expect(await eco.read.boughtBy([2, accounts.nonPartner])).toBe(amount);
    expect(await eco.read.boughtBy([2, accounts.referrer])).toBe(0n);
    expect(await sold(2)).toBe(amount + (amount * 400n) / 10_000n);
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

  it('sends all ETH to the fund wallet and logs it', async () => {
    const amount = 5000n * ONE_ECO;
    const cost = costOf(amount, PRICE.public) + costOf(amount, PRICE.private);
    await mined(asBuyer.write.publicSale([amount], { value: cost }));
    await mined(asBuyer.write.privateSale([amount], { value: costOf(amount, PRICE.private) }));
    const fundBefore = await ethBalance(accounts.fund);
    const receipt = await mined(asOwner.write.withdraw());
    expect(await ethBalance(accounts.fund)).toBe(fundBefore + cost);
    expect(await ethBalance(fixture.eco)).toBe(0n);
    expect(await eco.read.totalWithdrawn()).toBe(cost);
    expect(ecoEvents(receipt, 'Withdrawn')[0]?.args).toEqual({
      to: accounts.fund,
      amount: cost,
      oldTotalWithdrawn: 0n,
      newTotalWithdrawn: cost,
    });
    await expectRevert(asOwner.write.withdraw(), 'NothingToWithdraw');
  });

  it('pays a contract fund wallet (no 2300-gas transfer) and reverts with WithdrawFailed if it refuses', async () => {
    await mined(asBuyer.write.publicSale([ONE_ECO], { value: PRICE.public }));
    await mined(asOwner.write.setFundWallet([fixture.probe]));
    await mined(probe.as(accounts.owner).write.setMode([1]));
    await expectRevert(asOwner.write.withdraw(), 'WithdrawFailed');
    await mined(probe.as(accounts.owner).write.setMode([0]));
    await mined(asOwner.write.withdraw());
    expect(await probe.read.received()).toBe(PRICE.public);
  });
});

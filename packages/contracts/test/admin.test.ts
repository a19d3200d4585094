import {
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { compile, getArtifact } from '../src/compile';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import {
  accounts,
  eco,
  ecoEvents,
  expectRevert,
  fixture,
  mined,
  ONE_ECO,
  publicClient,
  replayRevert,
  decodeRevert,
  testClient,
  useFreshChain,
  walletFor,
  ZERO_ADDRESS,
} from './helpers';

useFreshChain();

/** Deploys a test MockPair answering `token0()` and `token1()` with the given addresses. */
async function deployMockPair(token0: Address, token1: Address): Promise<Address> {
  const artifact = getArtifact(await compile(), 'MockPair');
  const hash = await walletFor(accounts.owner).deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [token0, token1],
  });
  const receipt = await mined(hash);
  if (!receipt.contractAddress) throw new Error('MockPair was not deployed');
  return getAddress(receipt.contractAddress);
}

/** The owner's view of ECO: every write is sent from the owner account. */
const asOwner = eco.as(accounts.timelock);

const stranger = accounts.nonPartner;
/** What a purchase is paid with (the contract's Asset enum). */
const [ETH, USDC] = [0, 1] as const;
const newRoot = keccak256('0xabcdef');

/** Every owner-only function with valid arguments: only the caller makes them fail. */
const abi = ecoTokenAbi;
const ownerOnly = [
  encodeFunctionData({ abi, functionName: 'setFees', args: [5n, 5n] }),
  encodeFunctionData({ abi, functionName: 'enableTrading' }),
  encodeFunctionData({ abi, functionName: 'setMaxTransactionLimitEnabled', args: [false] }),
  encodeFunctionData({ abi, functionName: 'setMaxTransferRates', args: [20n, 20n] }),
  encodeFunctionData({ abi, functionName: 'setExcludedFromFees', args: [stranger, true] }),
  encodeFunctionData({ abi, functionName: 'setExcludedFromLimits', args: [stranger, true] }),
  encodeFunctionData({ abi, functionName: 'setMarketPair', args: [fixture.mockPair, true] }),
  encodeFunctionData({ abi, functionName: 'setMerkleRootOfPartners', args: [newRoot] }),
  encodeFunctionData({ abi, functionName: 'setTokenPrice', args: [2, 1n] }),
  encodeFunctionData({ abi, functionName: 'setUsdcPrice', args: [2, 1n] }),
  encodeFunctionData({ abi, functionName: 'setSaleOpen', args: [2, true] }),
  encodeFunctionData({ abi, functionName: 'setSaleSchedule', args: [2, 1n, 2n] }),
  encodeFunctionData({ abi, functionName: 'setSaleGuardian', args: [stranger] }),
  encodeFunctionData({ abi, functionName: 'setReferralRewardBps', args: [100n] }),
  encodeFunctionData({ abi, functionName: 'setWalletCap', args: [2, 1n] }),
  encodeFunctionData({ abi, functionName: 'setFundWallet', args: [stranger] }),
  encodeFunctionData({ abi, functionName: 'withdraw' }),
  // Nothing of the stage was released yet, so only the caller makes it fail.
  encodeFunctionData({ abi, functionName: 'cancelStage', args: [2] }),
  encodeFunctionData({ abi, functionName: 'finalizeStage', args: [2] }),
  encodeFunctionData({ abi, functionName: 'mint', args: [2, stranger, 1n] }),
  encodeFunctionData({ abi, functionName: 'transferOwnership', args: [stranger] }),
  encodeFunctionData({ abi, functionName: 'renounceOwnership' }),
].map((data) => ({ name: decodeFunctionData({ abi, data }).functionName, data }));

describe('owner-only functions', () => {
  it('covers every state-changing function that is not a sale or ERC-20 call', () => {
    const publicWrites = new Set([
      'approve',
      'transfer',
      'transferFrom',
      'privateSale',
      'publicSale',
      'mintForPartners',
      'buyWithUsdc',
      'buyWithUsdcPermit',
      // The buyer's own money back (money-back.test.ts): only the purchase's buyer may call them.
      'withdrawPurchase',
      'claimRefund',
      // Anyone may settle purchases whose window has passed (money-back.test.ts).
      'releasePurchases',
      'acceptOwnership',
      // The owner or the sale guardian (timelock.test.ts).
      'closeSale',
    ]);
    const writes = ecoTokenAbi
      .filter(
        (item) =>
          item.type === 'function' &&
          item.stateMutability !== 'view' &&
          item.stateMutability !== 'pure',
      )
      .map((item) => (item as { name: string }).name)
      .filter((name) => !publicWrites.has(name));
    expect(new Set(writes)).toEqual(new Set(ownerOnly.map((f) => f.name)));
  });

  it.each(ownerOnly)(
    '$name is refused for another account with OwnableUnauthorizedAccount',
    async ({ data }) => {
      const hash = await walletFor(stranger).sendTransaction({ to: fixture.eco, data });
      const decoded = decodeRevert(await replayRevert(hash));
      expect(decoded).toEqual({ errorName: 'OwnableUnauthorizedAccount', args: [stranger] });
    },
  );
});

describe('admin changes emit old and new values', () => {
  it('setTokenPrice per stage, reflected in the named price views', async () => {
    const views = ['tokenPriceForPartners', 'tokenPriceForPrivate', 'tokenPriceForPublic'] as const;
    const old = [parseEther('0.00002'), parseEther('0.00003'), parseEther('0.00004')];
    for (const stage of [0, 1, 2] as const) {
      const receipt = await mined(asOwner.write.setTokenPrice([stage, 123n + BigInt(stage)]));
      expect(ecoEvents(receipt, 'TokenPriceUpdated')[0]?.args).toEqual({
        stage,
        oldPrice: old[stage],
        newPrice: 123n + BigInt(stage),
      });
      expect(await eco.read[views[stage]]()).toBe(123n + BigInt(stage));
    }
    await expectRevert(asOwner.write.setTokenPrice([1, 0n]), 'InvalidPrice');
  });

  it('setUsdcPrice per stage, reflected in priceOf; 0 sells the stage for ETH only', async () => {
    // config/31337.json's USDC prices, in USDC's six decimals.
    const old = [parseUnits('0.06', 6), parseUnits('0.09', 6), parseUnits('0.12', 6)];
    for (const stage of [0, 1, 2] as const) {
      expect(await eco.read.priceOf([stage, USDC])).toBe(old[stage]);
      const receipt = await mined(asOwner.write.setUsdcPrice([stage, 7n + BigInt(stage)]));
      expect(ecoEvents(receipt, 'UsdcPriceUpdated')[0]?.args).toEqual({
        stage,
        oldPrice: old[stage],
        newPrice: 7n + BigInt(stage),
      });
      expect(await eco.read.priceOf([stage, USDC])).toBe(7n + BigInt(stage));
    }
    const receipt = await mined(asOwner.write.setUsdcPrice([1, 0n]));
    expect(ecoEvents(receipt, 'UsdcPriceUpdated')[0]?.args).toEqual({
      stage: 1,
      oldPrice: 8n,
      newPrice: 0n,
    });
    await expectRevert(
      eco.read.quote([1, USDC, ONE_ECO, stranger, ZERO_ADDRESS]),
      'NoUsdcPrice',
      [1],
    );
    // The ETH price is a separate figure.
    expect(await eco.read.priceOf([1, ETH])).toBe(parseEther('0.00003'));
  });

  it('setSaleOpen', async () => {
    const receipt = await mined(asOwner.write.setSaleOpen([1, true]));
    expect(ecoEvents(receipt, 'SaleOpenUpdated')[0]?.args).toEqual({
      stage: 1,
      oldValue: false,
      newValue: true,
    });
    expect(await eco.read.isSaleOpen([1])).toBe(true);
    const again = await mined(asOwner.write.setSaleOpen([1, false]));
    expect(ecoEvents(again, 'SaleOpenUpdated')[0]?.args).toEqual({
      stage: 1,
      oldValue: true,
      newValue: false,
    });
  });

  it('setSaleSchedule: a stage opens and closes by itself at its times, 0 meaning by hand', async () => {
    const now = (await publicClient.getBlock()).timestamp;
    const opensAt = now + 3_600n;
    const closesAt = now + 7_200n;
    const receipt = await mined(asOwner.write.setSaleSchedule([1, opensAt, closesAt]));
    expect(ecoEvents(receipt, 'SaleScheduleUpdated')[0]?.args).toEqual({
      stage: 1,
      oldOpensAt: 0n,
      oldClosesAt: 0n,
      newOpensAt: opensAt,
      newClosesAt: closesAt,
    });
    expect(await eco.read.saleScheduleOf([1])).toEqual([opensAt, closesAt]);
    const buy = () => eco.as(stranger).write.privateSale([ONE_ECO], { value: parseEther('0.001') });

    expect(await eco.read.isSaleOpen([1])).toBe(false);
    await expectRevert(buy(), 'SaleClosed', [1]);
    await testClient.setNextBlockTimestamp({ timestamp: opensAt });
    await mined(buy());
    expect(await eco.read.isSaleOpen([1])).toBe(true);
    // A block at the closing time first, so the refused purchase's replay (at its parent block)
    // sees the stage closed too.
    await testClient.setNextBlockTimestamp({ timestamp: closesAt });
    await testClient.mine({ blocks: 1 });
    expect(await eco.read.isSaleOpen([1])).toBe(false);
    await expectRevert(buy(), 'SaleClosed', [1]);
    // Only the other stages are untouched.
    expect(await eco.read.saleScheduleOf([2])).toEqual([0n, 0n]);
  });

  it('setSaleSchedule: a closing time bounds a stage opened by hand; opening or closing by hand clears the schedule', async () => {
    const now = (await publicClient.getBlock()).timestamp;
    await mined(asOwner.write.setSaleOpen([2, true]));
    await mined(asOwner.write.setSaleSchedule([2, 0n, now + 100n]));
    expect(await eco.read.isSaleOpen([2])).toBe(true);
    await testClient.setNextBlockTimestamp({ timestamp: now + 100n });
    await testClient.mine({ blocks: 1 });
    expect(await eco.read.isSaleOpen([2])).toBe(false);

    const reopened = await mined(asOwner.write.setSaleOpen([2, true]));
    expect(ecoEvents(reopened, 'SaleScheduleUpdated')[0]?.args).toEqual({
      stage: 2,
      oldOpensAt: 0n,
      oldClosesAt: now + 100n,
      newOpensAt: 0n,
      newClosesAt: 0n,
    });
    expect(await eco.read.isSaleOpen([2])).toBe(true);

    // A stage scheduled to open and then closed by hand stays closed after its opening time.
    const later = (await publicClient.getBlock()).timestamp + 50n;
    await mined(asOwner.write.setSaleOpen([2, false]));
    await mined(asOwner.write.setSaleSchedule([2, later, 0n]));
    await mined(asOwner.write.setSaleOpen([2, false]));
    await testClient.setNextBlockTimestamp({ timestamp: later + 1n });
    await testClient.mine({ blocks: 1 });
    expect(await eco.read.isSaleOpen([2])).toBe(false);
    expect(await eco.read.saleScheduleOf([2])).toEqual([0n, 0n]);
  });

  it('setSaleSchedule refuses a closing time at or before the opening time', async () => {
    await expectRevert(asOwner.write.setSaleSchedule([0, 100n, 100n]), 'InvalidSaleSchedule', [
      100n,
      100n,
    ]);
    await expectRevert(asOwner.write.setSaleSchedule([0, 100n, 99n]), 'InvalidSaleSchedule', [
      100n,
      99n,
    ]);
    // Either time alone is fine, and so is clearing both.
    await mined(asOwner.write.setSaleSchedule([0, 100n, 0n]));
    await mined(asOwner.write.setSaleSchedule([0, 0n, 100n]));
    await mined(asOwner.write.setSaleSchedule([0, 0n, 0n]));
  });

  it('setMerkleRootOfPartners', async () => {
    const oldRoot = await eco.read.merkleRootOfPartners();
    const receipt = await mined(asOwner.write.setMerkleRootOfPartners([newRoot]));
    expect(ecoEvents(receipt, 'MerkleRootOfPartnersUpdated')[0]?.args).toEqual({
      oldRoot,
      newRoot,
    });
  });

  it('setReferralRewardBps, capped at 20%', async () => {
    const receipt = await mined(asOwner.write.setReferralRewardBps([2000n]));
    expect(ecoEvents(receipt, 'ReferralRewardBpsUpdated')[0]?.args).toEqual({
      oldBps: 400n,
      newBps: 2000n,
    });
    await expectRevert(asOwner.write.setReferralRewardBps([2001n]), 'ReferralRewardAboveCap', [
      2001n,
      2000n,
    ]);
  });

  it('setFundWallet, never to the zero address', async () => {
    const receipt = await mined(asOwner.write.setFundWallet([accounts.spare[6]]));
    expect(ecoEvents(receipt, 'FundWalletUpdated')[0]?.args).toEqual({
      oldWallet: accounts.fund,
      newWallet: accounts.spare[6],
    });
    expect(await eco.read.fundWallet()).toBe(accounts.spare[6]);
    await expectRevert(asOwner.write.setFundWallet([ZERO_ADDRESS]), 'ZeroAddress');
  });

  it('setMarketPair and the exclusion setters refuse the zero address', async () => {
    const receipt = await mined(asOwner.write.setMarketPair([fixture.mockPair, true]));
    expect(ecoEvents(receipt, 'MarketPairUpdated')[0]?.args).toEqual({
      pair: fixture.mockPair,
      oldValue: false,
      newValue: true,
    });
    expect(await eco.read.isMarketPair([fixture.mockPair])).toBe(true);
    for (const functionName of [
      'setMarketPair',
      'setExcludedFromFees',
      'setExcludedFromLimits',
    ] as const) {
      await expectRevert(asOwner.write[functionName]([ZERO_ADDRESS, true]), 'ZeroAddress');
    }
  });

  it('setMarketPair accepts only a pair of ECO, so no wallet can be frozen or charged as one', async () => {
    // A wallet, a contract without the pair getters, and a pair of two other tokens.
    const otherPair = await deployMockPair(fixture.weth, fixture.router);
    for (const account of [stranger, fixture.probe, fixture.router, otherPair]) {
      expect(await eco.read.isPairOfThisToken([account])).toBe(false);
      await expectRevert(asOwner.write.setMarketPair([account, true]), 'NotAPairOfThisToken', [
        account,
      ]);
      expect(await eco.read.isMarketPair([account])).toBe(false);
    }
    // ECO as token1 counts as much as ECO as token0.
    const ecoSecond = await deployMockPair(fixture.weth, fixture.eco);
    expect(await eco.read.isPairOfThisToken([ecoSecond])).toBe(true);
    await mined(asOwner.write.setMarketPair([ecoSecond, true]));
    // Removing is always allowed, pair or not.
    const removed = await mined(asOwner.write.setMarketPair([stranger, false]));
    expect(ecoEvents(removed, 'MarketPairUpdated')[0]?.args).toEqual({
      pair: stranger,
      oldValue: false,
      newValue: false,
    });
  });

  it('setMaxTransferRates within 1..1000 per mille', async () => {
    const receipt = await mined(asOwner.write.setMaxTransferRates([1000n, 1n]));
    expect(ecoEvents(receipt, 'MaxTransferRatesUpdated')[0]?.args).toEqual({
      oldRate: 10n,
      oldRateBuy: 10n,
      newRate: 1000n,
      newRateBuy: 1n,
    });
    for (const [rate, buy, bad] of [
      [0n, 10n, 0n],
      [1001n, 10n, 1001n],
      [10n, 0n, 0n],
      [10n, 1001n, 1001n],
    ] as const) {
      await expectRevert(asOwner.write.setMaxTransferRates([rate, buy]), 'InvalidRate', [bad]);
    }
  });
});

describe('ownership (two steps)', () => {
  const newOwner: Address = accounts.spare[6];

  it('moves only when the pending owner accepts', async () => {
    const started = await mined(asOwner.write.transferOwnership([newOwner]));
    expect(ecoEvents(started, 'OwnershipTransferStarted')[0]?.args).toEqual({
      previousOwner: accounts.timelock,
      newOwner,
    });
    expect(await eco.read.owner()).toBe(accounts.timelock);
    expect(await eco.read.pendingOwner()).toBe(newOwner);
    await expectRevert(eco.as(stranger).write.acceptOwnership(), 'OwnableUnauthorizedAccount', [
      stranger,
    ]);

    const accepted = await mined(eco.as(newOwner).write.acceptOwnership());
    expect(ecoEvents(accepted, 'OwnershipTransferred')[0]?.args).toEqual({
      previousOwner: accounts.timelock,
      newOwner,
    });
    expect(await eco.read.owner()).toBe(newOwner);
    expect(await eco.read.pendingOwner()).toBe(ZERO_ADDRESS);

    await mined(eco.as(newOwner).write.setFees([1n, 1n]));
    await expectRevert(asOwner.write.setFees([1n, 1n]), 'OwnableUnauthorizedAccount', [
      accounts.timelock,
    ]);
  });

  it('cannot be renounced, because proceeds and settings would be stranded', async () => {
    await expectRevert(asOwner.write.renounceOwnership(), 'RenounceOwnershipDisabled');
    expect(await eco.read.owner()).toBe(accounts.timelock);
  });
});

import { encodeFunctionData, keccak256, parseEther } from 'viem';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import {
  accounts,
  eco,
  ecoEvents,
  expectRevert,
  fixture,
  mined,
  publicClient,
  replayRevert,
  decodeRevert,
  useFreshChain,
  walletClient,
  ZERO_ADDRESS,
} from './helpers';

useFreshChain();

const stranger = accounts.nonPartner;
const newRoot = keccak256('0xabcdef');

/** Every owner-only function with valid arguments: only the caller makes them fail. */
const ownerOnly: { name: string; data: Hex }[] = [
  ['setFees', [5n, 5n]],
  ['enableTrading', []],
  ['setMaxTransactionLimitEnabled', [false]],
  ['setMaxTransferRates', [20n, 20n]],
  ['setExcludedFromFees', [stranger, true]],
  ['setExcludedFromLimits', [stranger, true]],
  ['setMarketPair', [stranger, true]],
  ['setMerkleRootOfPartners', [newRoot]],
  ['setTokenPrice', [2, 1n]],
  ['setSaleOpen', [2, true]],
  ['setReferralRewardBps', [100n]],
  ['setFundWallet', [stranger]],
  ['withdraw', []],
  ['mint', [2, stranger, 1n]],
  ['transferOwnership', [stranger]],
  ['renounceOwnership', []],
].map(([name, args]) => ({
  name: name as string,
  data: encodeFunctionData({ abi: ecoTokenAbi, functionName: name as never, args: args as never }),
}));

describe('owner-only functions', () => {
  it('covers every state-changing function that is not a sale or ERC-20 call', () => {
    const publicWrites = new Set([
      'approve',
      'transfer',
      'transferFrom',
      'privateSale',
      'publicSale',
      'mintForPartners',
      'acceptOwnership',
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
      const hash = await walletClient.sendTransaction({
        to: fixture.eco,
        data,
        account: stranger,
        chain: null,
      });
      const decoded = decodeRevert(await replayRevert(hash));
      expect(decoded).toEqual({ errorName: 'OwnableUnauthorizedAccount', args: [stranger] });
    },
  );
});

describe('admin changes emit old and new values', () => {
  const send = (functionName: string, args: readonly unknown[]) =>
    mined(
      walletClient.writeContract({
        ...eco,
        functionName: functionName as never,
        args: args as never,
        account: accounts.owner,
      }),
    );

  it('setTokenPrice per stage, reflected in the named price views', async () => {
    const views = ['tokenPriceForPartners', 'tokenPriceForPrivate', 'tokenPriceForPublic'] as const;
    const old = [parseEther('0.00002'), parseEther('0.00003'), parseEther('0.00004')];
    for (const stage of [0, 1, 2]) {
      const receipt = await send('setTokenPrice', [stage, 123n + BigInt(stage)]);
      expect(ecoEvents(receipt, 'TokenPriceUpdated')[0]?.args).toEqual({
        stage,
        oldPrice: old[stage],
        newPrice: 123n + BigInt(stage),
      });
      expect(
        await publicClient.readContract({
          ...eco,
          functionName: views[stage] as (typeof views)[number],
        }),
      ).toBe(123n + BigInt(stage));
    }
    await expectRevert(
      walletClient.writeContract({
        ...eco,
        functionName: 'setTokenPrice',
        args: [1, 0n],
        account: accounts.owner,
      }),
      'InvalidPrice',
    );
  });

  it('setSaleOpen', async () => {
    const receipt = await send('setSaleOpen', [1, true]);
    expect(ecoEvents(receipt, 'SaleOpenUpdated')[0]?.args).toEqual({
      stage: 1,
      oldValue: false,
      newValue: true,
    });
    expect(await publicClient.readContract({ ...eco, functionName: 'isSaleOpen', args: [1] })).toBe(
      true,
    );
    const again = await send('setSaleOpen', [1, false]);
    expect(ecoEvents(again, 'SaleOpenUpdated')[0]?.args).toEqual({
      stage: 1,
      oldValue: true,
      newValue: false,
    });
  });

  it('setMerkleRootOfPartners', async () => {
    const oldRoot = await publicClient.readContract({
      ...eco,
      functionName: 'merkleRootOfPartners',
    });
    const receipt = await send('setMerkleRootOfPartners', [newRoot]);
    expect(ecoEvents(receipt, 'MerkleRootOfPartnersUpdated')[0]?.args).toEqual({
      oldRoot,
      newRoot,
    });
  });

  it('setReferralRewardBps, capped at 20%', async () => {
    const receipt = await send('setReferralRewardBps', [2000n]);
    expect(ecoEvents(receipt, 'ReferralRewardBpsUpdated')[0]?.args).toEqual({
      oldBps: 400n,
      newBps: 2000n,
    });
    await expectRevert(
      walletClient.writeContract({
        ...eco,
        functionName: 'setReferralRewardBps',
        args: [2001n],
        account: accounts.owner,
      }),
      'ReferralRewardAboveCap',
      [2001n, 2000n],
    );
  });

  it('setFundWallet, never to the zero address', async () => {
    const receipt = await send('setFundWallet', [accounts.spare[6]]);
    expect(ecoEvents(receipt, 'FundWalletUpdated')[0]?.args).toEqual({
      oldWallet: accounts.fund,
      newWallet: accounts.spare[6],
    });
    expect(await publicClient.readContract({ ...eco, functionName: 'fundWallet' })).toBe(
      accounts.spare[6],
    );
    await expectRevert(
      walletClient.writeContract({
        ...eco,
        functionName: 'setFundWallet',
        args: [ZERO_ADDRESS],
        account: accounts.owner,
      }),
      'ZeroAddress',
    );
  });

  it('setMarketPair and the exclusion setters refuse the zero address', async () => {
    const receipt = await send('setMarketPair', [accounts.spare[6], true]);
    expect(ecoEvents(receipt, 'MarketPairUpdated')[0]?.args).toEqual({
      pair: accounts.spare[6],
      oldValue: false,
      newValue: true,
    });
    expect(
      await publicClient.readContract({
        ...eco,
        functionName: 'isMarketPair',
        args: [accounts.spare[6]],
      }),
    ).toBe(true);
    for (const functionName of [
      'setMarketPair',
      'setExcludedFromFees',
      'setExcludedFromLimits',
    ] as const) {
      await expectRevert(
        walletClient.writeContract({
          ...eco,
          functionName,
          args: [ZERO_ADDRESS, true],
          account: accounts.owner,
        }),
        'ZeroAddress',
      );
    }
  });

  it('setMaxTransferRates within 1..1000 per mille', async () => {
    const receipt = await send('setMaxTransferRates', [1000n, 1n]);
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
      await expectRevert(
        walletClient.writeContract({
          ...eco,
          functionName: 'setMaxTransferRates',
          args: [rate, buy],
          account: accounts.owner,
        }),
        'InvalidRate',
        [bad],
      );
    }
  });
});

describe('ownership (two steps)', () => {
  const newOwner: Address = accounts.spare[6];

  it('moves only when the pending owner accepts', async () => {
    const started = await mined(
      walletClient.writeContract({
        ...eco,
        functionName: 'transferOwnership',
        args: [newOwner],
        account: accounts.owner,
      }),
    );
    expect(ecoEvents(started, 'OwnershipTransferStarted')[0]?.args).toEqual({
      previousOwner: accounts.owner,
      newOwner,
    });
    expect(await publicClient.readContract({ ...eco, functionName: 'owner' })).toBe(accounts.owner);
    expect(await publicClient.readContract({ ...eco, functionName: 'pendingOwner' })).toBe(
      newOwner,
    );
    await expectRevert(
      walletClient.writeContract({ ...eco, functionName: 'acceptOwnership', account: stranger }),
      'OwnableUnauthorizedAccount',
      [stranger],
    );

    const accepted = await mined(
      walletClient.writeContract({ ...eco, functionName: 'acceptOwnership', account: newOwner }),
    );
    expect(ecoEvents(accepted, 'OwnershipTransferred')[0]?.args).toEqual({
      previousOwner: accounts.owner,
      newOwner,
    });
    expect(await publicClient.readContract({ ...eco, functionName: 'owner' })).toBe(newOwner);
    expect(await publicClient.readContract({ ...eco, functionName: 'pendingOwner' })).toBe(
      ZERO_ADDRESS,
    );

    await mined(
      walletClient.writeContract({
        ...eco,
        functionName: 'setFees',
        args: [1n, 1n],
        account: newOwner,
      }),
    );
    await expectRevert(
      walletClient.writeContract({
        ...eco,
        functionName: 'setFees',
        args: [1n, 1n],
        account: accounts.owner,
      }),
      'OwnableUnauthorizedAccount',
      [accounts.owner],
    );
  });

  it('cannot be renounced, because proceeds and settings would be stranded', async () => {
    await expectRevert(
      walletClient.writeContract({
        ...eco,
        functionName: 'renounceOwnership',
        account: accounts.owner,
      }),
      'RenounceOwnershipDisabled',
    );
    expect(await publicClient.readContract({ ...eco, functionName: 'owner' })).toBe(accounts.owner);
  });
});

import { i18n } from '@lingui/core';
import { ecoTokenAbi } from '@eco/contracts';
import {
  encodeFunctionData,
  parseEther,
  zeroAddress,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { decodeEcoCall, type TimelockOperationWithTime } from '@/lib/wallet/owner-timelock';
import {
  describeOwnerCall,
  ownerCannotTexts,
  ownerPowers,
  ownerPowerTexts,
  pendingStatusText,
  settledStatusText,
  splitOperations,
  timelockSentence,
  type OwnerBounds,
  type OwnerFunctionName,
} from './owner-powers';

const someone: Address = '0x1234567890AbcdEF1234567890aBcdef12345678';
const bounds: OwnerBounds = {
  buyFee: 10n,
  sellFee: 15n,
  maxBuyFee: 20n,
  maxSellFee: 30n,
  referralRewardBps: 400n,
  maxReferralRewardBps: 2000n,
  mintable: {
    partners: parseEther('10000000'),
    private: parseEther('169999000'),
    public: parseEther('115000000'),
  },
  maxSupply: parseEther('500000000'),
  tradingEnabled: false,
  maxTransactionLimitEnabled: true,
  fundWallet: someone,
  saleGuardian: zeroAddress,
  pendingOwner: zeroAddress,
};

/** A call of ECO as the timelock holds it: encoded with the real ABI, then decoded. */
function heldCall(functionName: string, args: readonly unknown[]) {
  const abi: Abi = ecoTokenAbi;
  const data = encodeFunctionData({ abi, functionName, args });
  return { call: decodeEcoCall(data), data };
}

/** Arguments of the right types for any ECO function, to encode a call of each. */
function sampleArgs(inputs: readonly { type: string }[]): unknown[] {
  return inputs.map(({ type }) => {
    if (type === 'address') return someone;
    if (type === 'bool') return true;
    if (type === 'bytes32') return `0x${'ab'.repeat(32)}`;
    if (type === 'bytes32[]') return [];
    if (type === 'uint8') return 1;
    return 1n;
  });
}

describe("the owner's powers, from the ABI", () => {
  it('describe every owner function of the ABI, and nothing the ABI does not have', () => {
    // Fails when the contract gains an owner function: give it a title and its bound in
    // ownerPowerTexts (owner-powers.ts), or list it as public if anyone may call it.
    expectTypeOf<keyof typeof ownerPowerTexts>().toEqualTypeOf<OwnerFunctionName>();
    expectTypeOf<'setFees' | 'renounceOwnership'>().toExtend<OwnerFunctionName>();
    expectTypeOf<'approve' | 'closeSale' | 'privateSale'>().not.toExtend<OwnerFunctionName>();
  });

  it('leave out views and what anyone or the sale guardian may call', () => {
    // None of these is an owner function (a union would pass `not.toExtend` with one outsider).
    expectTypeOf<
      Extract<
        OwnerFunctionName,
        | 'approve'
        | 'transfer'
        | 'transferFrom'
        | 'privateSale'
        | 'publicSale'
        | 'mintForPartners'
        | 'acceptOwnership'
        | 'closeSale'
        | 'owner'
        | 'buyFee'
      >
    >().toBeNever();
    expect(ownerPowers(bounds).map((power) => power.functionName)).toEqual(
      Object.keys(ownerPowerTexts),
    );
  });

  it('state the bounds from the live figures', () => {
    const bound = (name: string) =>
      ownerPowers(bounds).find((power) => power.functionName === name)?.bound;
    expect(bound('setFees')).toBe(
      'Set the fees on trades with a market pair: at most 2% on buys and 3% on sells (now 1% and 1.5%). Transfers between wallets never pay one.',
    );
    expect(bound('setReferralRewardBps')).toBe(
      'Set the reward a referrer receives: at most 20% of the tokens bought (now 4%).',
    );
    expect(bound('mint')).toBe(
      "Mint ECO to any address, only out of a sale stage's unsold allocation: at most 294,999,000 ECO in all now (Partners 10,000,000 ECO, Private sale 169,999,000 ECO, Public sale 115,000,000 ECO), never beyond the maximum supply of 500,000,000 ECO.",
    );
    expect(bound('setFundWallet')).toContain('(now 0x1234…5678)');
    expect(bound('setSaleGuardian')).toContain('(now nobody)');
    expect(bound('transferOwnership')).toBe(
      'Offer ownership to another address, which becomes the owner only once it accepts.',
    );
    expect(
      ownerPowers({ ...bounds, pendingOwner: someone }).find(
        (power) => power.functionName === 'transferOwnership',
      )?.bound,
    ).toContain('(offered now to 0x1234…5678)');
    expect(bound('enableTrading')).toContain(
      "once, and not before every buyer's withdrawal period has ended and every minimum raise is decided: it can never be disabled again",
    );
  });

  it('state the money-back rules: cancelling, finalizing, USDC prices, what may be withdrawn', () => {
    const bound = (name: string) =>
      ownerPowers(bounds).find((power) => power.functionName === name)?.bound;
    expect(bound('cancelStage')).toContain('only before it is finalized');
    expect(bound('cancelStage')).toContain('before trading is enabled');
    expect(bound('cancelStage')).toContain('every buyer in it may claim a full refund');
    expect(bound('finalizeStage')).toContain('can no longer be cancelled');
    expect(bound('setUsdcPrice')).toContain('or 0 to sell it for ETH only');
    expect(bound('withdraw')).toContain('only the ETH and USDC no buyer may take back any more');
    // Honest about the one way a window gets shorter: a closing time, for later purchases only.
    expect(bound('setSaleSchedule')).toContain(
      'an earlier closing time shortens the periods of purchases made after the change, never of those already made',
    );
  });

  it('say what the owner cannot do, closing time included', () => {
    const text = ownerCannotTexts.map((cannot) => i18n._(cannot)).join(' ');
    expect(text).toContain('Take the payments the contract holds for buyers');
    expect(text).toContain('Shorten the withdrawal period of a purchase already made');
    expect(text).toContain(
      "Only a stage's closing time, set or brought forward through the timelock and counted down to on this page, shortens the periods of purchases made after it.",
    );
    expect(text).toContain('Stop a buyer from withdrawing');
    expect(text).toContain('Enable trading before the last withdrawal period has ended');
    expect(text).toContain('Cancel a stage it has finalized, or any stage once trading is enabled');
  });
});

describe('a scheduled call in words', () => {
  it('names the power and formats its arguments', () => {
    const say = (name: string, args: readonly unknown[]) => {
      const { call, data } = heldCall(name, args);
      return describeOwnerCall(call, data);
    };
    expect(say('setFees', [15n, 20n])).toBe('Fees: buy 1.5%, sell 2%');
    expect(say('mint', [1, someone, parseEther('1000')])).toBe(
      'Minting: 1,000 ECO out of the Private sale allocation to 0x1234…5678',
    );
    expect(say('setTokenPrice', [2, parseEther('0.00004')])).toBe(
      'Prices: Public sale, 0.00004 ETH per ECO',
    );
    expect(say('setWalletCap', [0, parseEther('2500000')])).toBe(
      'Caps per wallet: Partners, 2,500,000 ECO per wallet',
    );
    expect(say('setSaleSchedule', [1, 1_796_126_400n, 0n])).toBe(
      'Sale schedule: Private sale, opens 12:00 PM, Dec 1, 2026 UTC, closes by hand',
    );
    expect(say('setSaleOpen', [2, false])).toBe('Opening and closing stages: Public sale, close');
    expect(say('setReferralRewardBps', [500n])).toBe('Referral reward: 5% of the tokens bought');
    expect(say('setMaxTransferRates', [5n, 10n])).toBe(
      'Per-trade limits: buys up to 1%, sells up to 0.5% of the maximum supply',
    );
    expect(say('setExcludedFromFees', [someone, true])).toBe(
      'Exclusion from fees: exclude 0x1234…5678',
    );
    expect(say('setMarketPair', [someone, false])).toBe('Market pairs: remove 0x1234…5678');
    expect(say('setSaleGuardian', [zeroAddress])).toBe('Sale guardian: nobody');
    expect(say('enableTrading', [])).toBe('Trading: enable, for good');
    expect(say('cancelStage', [2])).toBe(
      'Cancelling a stage: Public sale, for good: every purchase in it becomes refundable',
    );
    expect(say('finalizeStage', [1])).toBe(
      'Finalizing a stage: Private sale: no longer cancellable; its money past the withdrawal periods may be released',
    );
    expect(say('setUsdcPrice', [1, 0n])).toBe('USDC prices: Private sale, ETH only');
    expect(say('withdraw', [])).toBe(
      'Withdrawing the proceeds: what no buyer may take back, in ETH and USDC, to the fund wallet',
    );
    expect(say('transferOwnership', [someone])).toBe(
      'Handing over ownership: offer to 0x1234…5678',
    );
    expect(say('closeSale', [0])).toBe('Closing a stage at once: Partners');
    expect(say('transfer', [someone, parseEther('12.5')])).toBe(
      'Transfer: 12.50 ECO to 0x1234…5678',
    );
    expect(say('acceptOwnership', [])).toBe('Accepting ownership');
  });

  it('has words for the arguments of every owner function', () => {
    for (const item of ecoTokenAbi) {
      if (item.type !== 'function' || !(item.name in ownerPowerTexts)) continue;
      const { call, data } = heldCall(item.name, sampleArgs(item.inputs));
      const text = describeOwnerCall(call, data);
      const title = i18n._(ownerPowerTexts[item.name as OwnerFunctionName].title);
      expect(text.startsWith(title)).toBe(true);
    }
  });

  it('says what it cannot decode, and the ETH a call sends', () => {
    const data: Hex = '0xdeadbeef00000000000000000000000000000000000000000000000000000001';
    expect(describeOwnerCall(decodeEcoCall(data), data)).toBe(
      'A call that is not one of ECO’s functions (0xdead…0001)',
    );
    const { call, data: buy } = heldCall('publicSale', [parseEther('100')]);
    expect(describeOwnerCall(call, buy, parseEther('0.004'))).toBe(
      'Purchase in the public sale: 100 ECO, sending 0.004 ETH',
    );
  });
});

describe('when a scheduled call may run', () => {
  const readyAt = Date.UTC(2026, 11, 1, 12, 0, 0);

  it('counts down to its time, in UTC', () => {
    const now = readyAt - (2 * 86_400_000 + 4 * 3_600_000 + 59_000);
    expect(pendingStatusText(readyAt, now)).toBe(
      'can run from 12:00 PM, Dec 1, 2026 UTC (in 2 days 4 hours)',
    );
  });

  it('is ready to run once its time has come', () => {
    expect(pendingStatusText(readyAt, readyAt)).toBe('ready to run');
    expect(pendingStatusText(readyAt, readyAt + 1)).toBe('ready to run');
  });
});

describe('the operations shown', () => {
  const op = (
    id: number,
    status: TimelockOperationWithTime['status'],
    extra: Partial<TimelockOperationWithTime> = {},
  ): TimelockOperationWithTime => ({
    id: `0x${id.toString(16).padStart(64, '0')}`,
    target: someone,
    value: 0n,
    data: '0x',
    predecessor: `0x${'00'.repeat(32)}`,
    salt: `0x${'00'.repeat(32)}`,
    delay: 300n,
    call: undefined,
    status,
    scheduledBlock: BigInt(id),
    scheduledLogIndex: 0,
    scheduledTx: '0x01',
    scheduledBy: someone,
    settledBlock: status === 'pending' ? undefined : BigInt(100 + id),
    settledLogIndex: status === 'pending' ? undefined : 0,
    settledTx: status === 'pending' ? undefined : '0x02',
    settledBy: status === 'pending' ? undefined : someone,
    readyAt: undefined,
    ...extra,
  });

  it('are the pending ones, soonest first, and the last five settled, newest first', () => {
    const operations = [
      op(1, 'pending', { readyAt: 3000 }),
      op(2, 'pending', { readyAt: 1000 }),
      ...[3, 4, 5, 6, 7, 8].map((id) => op(id, id % 2 ? 'executed' : 'cancelled')),
    ];
    const { pending, settled } = splitOperations(operations);
    expect(pending.map((o) => o.readyAt)).toEqual([1000, 3000]);
    expect(settled.map((o) => o.settledBlock)).toEqual([108n, 107n, 106n, 105n, 104n]);
    // Two settled in one block: the later log is the newer.
    const sameBlock = splitOperations([
      op(9, 'executed', { settledBlock: 200n, settledLogIndex: 1 }),
      op(10, 'cancelled', { settledBlock: 200n, settledLogIndex: 4 }),
    ]);
    expect(sameBlock.settled.map((o) => o.status)).toEqual(['cancelled', 'executed']);
  });

  it('say how a settled one ended', () => {
    expect(settledStatusText(op(7, 'executed'))).toBe('executed in block 107');
    expect(settledStatusText(op(8, 'cancelled'))).toBe('cancelled in block 108');
  });
});

describe("the owner timelock's delay", () => {
  it('makes the sentence about the owner', () => {
    expect(timelockSentence(172_800n)).toBe(
      'The owner is a timelock contract (OpenZeppelin TimelockController): every change waits 2 days after it is announced on the chain.',
    );
    expect(timelockSentence(0n)).toBe(
      'The owner is a timelock contract (OpenZeppelin TimelockController) with no delay: a change can run as soon as it is announced on the chain.',
    );
  });
});

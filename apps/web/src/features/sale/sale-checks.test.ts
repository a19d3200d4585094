import { walletAllowance } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { parseAmount, tokenCost } from '@/lib/units';
import {
  allocationRefusal,
  checkPurchase,
  cheapestStage,
  maxAmount,
  maxIsWalletCap,
  maxPurchase,
  mayBuyIn,
  openingStage,
  stageComparison,
  walletCapRefusal,
  type PurchaseCheckInput,
  type StageState,
  withPartnerAllocation,
} from './sale-checks';

const ECO = 10n ** 18n;
const eth = (text: string) => parseAmount(text)!;

// The local chain's prices (packages/contracts deploy config).
// Cap per wallet: the deploy config's 5,000,000 ECO; no wallet connected (walletLeft unknown).
const cap = {
  walletCap: 5_000_000n * ECO,
  capSource: 'wallet',
  bought: undefined,
  walletLeft: undefined,
  opensAt: undefined,
  closesAt: 0n,
  minimumRaise: { amount: 0n, deadline: 0n, counted: 0n, state: 'none' },
} as const;
// USDC base units per ECO at the local feed's sample 3,000 USD per ETH, as the local deploy sets.
const usdc = (eth: bigint) => (eth * 3_000n) / 10n ** 12n;
const stages: StageState[] = [
  {
    key: 'partners',
    price: eth('0.00002'),
    usdcPrice: usdc(eth('0.00002')),
    open: true,
    remaining: 10_000_000n * ECO,
    ...cap,
  },
  {
    key: 'private',
    price: eth('0.00003'),
    usdcPrice: usdc(eth('0.00003')),
    open: true,
    remaining: 340_000_000n * ECO,
    ...cap,
  },
  {
    key: 'public',
    price: eth('0.00004'),
    usdcPrice: usdc(eth('0.00004')),
    open: true,
    remaining: 230_000_000n * ECO,
    ...cap,
  },
];
const withStage = (key: StageState['key'], change: Partial<StageState>) =>
  stages.map((stage) => (stage.key === key ? { ...stage, ...change } : stage));

describe('the stage the dialog opens on', () => {
  it('is the partners stage for a partner and the private sale for anyone else', () => {
    expect(cheapestStage(stages, true)).toBe('partners');
    expect(cheapestStage(stages, false)).toBe('private');
  });

  it('skips closed and sold-out stages', () => {
    expect(cheapestStage(withStage('partners', { open: false }), true)).toBe('private');
    expect(cheapestStage(withStage('private', { remaining: 0n }), false)).toBe('public');
    expect(mayBuyIn({ ...stages[2]!, open: false }, true)).toBe(false);
  });

  it('follows the prices on the contract, not the order of the stages', () => {
    expect(cheapestStage(withStage('public', { price: eth('0.00001') }), true)).toBe('public');
  });

  it('is undefined when nothing is open to the wallet', () => {
    const closed = stages.map((stage) => ({ ...stage, open: false }));
    expect(cheapestStage(closed, true)).toBeUndefined();
  });
});

describe('the comparison of the open stages', () => {
  it('names the cheapest stage, the other prices, and why they differ', () => {
    expect(stageComparison(stages, true, 'this wallet')).toBe(
      'The partners stage is the cheapest stage open to this wallet: 0.00002 ETH per ECO, against 0.00003 ETH in the private sale and 0.00004 ETH in the public sale. Each stage sells its own allocation at its own fixed price, set in the contract. Only wallets on the partners list can buy in the partners stage.',
    );
    expect(stageComparison(stages, false, 'every wallet')).toBe(
      'The private sale is the cheapest stage open to every wallet: 0.00003 ETH per ECO, against 0.00004 ETH in the public sale. Each stage sells its own allocation at its own fixed price, set in the contract. Only wallets on the partners list can buy in the partners stage.',
    );
  });

  it('leaves out the partners list when the partners stage is closed', () => {
    expect(stageComparison(withStage('partners', { open: false }), false, 'this wallet')).toBe(
      'The private sale is the cheapest stage open to this wallet: 0.00003 ETH per ECO, against 0.00004 ETH in the public sale. Each stage sells its own allocation at its own fixed price, set in the contract.',
    );
  });

  it('says nothing with one stage open, and says so with none', () => {
    const onlyPublic = withStage('private', { open: false });
    expect(stageComparison(onlyPublic, false, 'this wallet')).toBeNull();
    const none = stages.map((stage) => ({ ...stage, open: false }));
    expect(stageComparison(none, false, 'this wallet')).toBe(
      'No sale stage is open to this wallet right now.',
    );
  });

  it('does not call a stage cheaper when the prices are equal', () => {
    const same = withStage('public', { price: eth('0.00003') });
    expect(stageComparison(same, false, 'this wallet')).toMatch(
      /^Every stage open to this wallet costs 0\.00003 ETH per ECO\./,
    );
  });
});

describe('the largest purchase a stage can still take', () => {
  it('is what is left without a referrer', () => {
    expect(maxPurchase(1000n * ECO, 400n, false)).toBe(1000n * ECO);
  });

  it('leaves room for the referral reward, exactly as the contract rounds it', () => {
    for (const remaining of [1n, 25n, 26n, 1040n * ECO, 1000n * ECO + 7n, 123_456_789n]) {
      const max = maxPurchase(remaining, 400n, true);
      const fits = (amount: bigint) => amount + (amount * 400n) / 10_000n <= remaining;
      expect(fits(max)).toBe(true);
      expect(fits(max + 1n)).toBe(false);
    }
    expect(maxPurchase(1040n * ECO, 400n, true)).toBe(1000n * ECO);
  });
});

describe('the refusal of an amount the stage does not hold', () => {
  it('names what is left, rounded down so that amount fits', () => {
    expect(allocationRefusal('public', 1000n * ECO, 400n, false)).toBe(
      'Only 1,000 ECO are left in the public sale. Enter 1,000 ECO or less.',
    );
    expect(allocationRefusal('public', 12_349n * 10n ** 15n, 400n, false)).toBe(
      'Only 12.34 ECO are left in the public sale. Enter 12.34 ECO or less.',
    );
  });

  it('with a referrer, says the reward comes out of the same allocation', () => {
    expect(allocationRefusal('private', 1040n * ECO, 400n, true)).toBe(
      "Only 1,040 ECO are left in the private sale, and the referrer's 4% comes out of them too: you can buy at most 1,000 ECO.",
    );
  });

  it('says a stage with nothing left is sold out', () => {
    expect(allocationRefusal('partners', 0n, 400n, false)).toBe('The partners stage is sold out.');
  });
});

describe('checkPurchase', () => {
  const base: PurchaseCheckInput = {
    stage: stages[2]!,
    amount: 250n * ECO,
    rewardBps: 400n,
    referred: false,
    partnerGrant: undefined,
    partnerProofFailure: undefined,
    ethBalance: eth('1'),
    networkFee: eth('0.001'),
    asset: 'eth',
    usdcBalance: undefined,
  };

  it('quotes the cost of an amount the stage holds and the wallet can pay', () => {
    expect(checkPurchase(base)).toEqual({
      problems: [],
      cost: tokenCost(250n * ECO, eth('0.00004')),
      exceeds: false,
    });
    expect(checkPurchase({ ...base, amount: 0n })).toEqual({
      problems: [],
      cost: null,
      exceeds: false,
    });
  });

  it('quotes a USDC purchase in USDC: the USDC pays the cost, the ETH the network fee', () => {
    const usdcBuy = { ...base, asset: 'usdc' as const, usdcBalance: 30_000_000n };
    // 250 ECO at 0.12 USDC: 30 USDC, rounded up as the contract's quote.
    expect(checkPurchase(usdcBuy)).toEqual({ problems: [], cost: 30_000_000n, exceeds: false });
    expect(checkPurchase({ ...usdcBuy, amount: 250n * ECO + 1n }).cost).toBe(30_000_001n);
    expect(checkPurchase({ ...usdcBuy, usdcBalance: 29_999_999n }).problems).toEqual([
      'Your wallet does not hold enough USDC for this amount.',
    ]);
    // The ETH is not spent on the cost: enough for the fee is enough.
    expect(checkPurchase({ ...usdcBuy, ethBalance: eth('0.001') }).problems).toEqual([]);
    expect(checkPurchase({ ...usdcBuy, ethBalance: eth('0.0009') }).problems).toEqual([
      'Your wallet does not hold enough ETH for the network fee, which is paid in ETH even when the ECO is paid for in USDC.',
    ]);
  });

  it('spends the whole USDC balance on Max, the fee being paid in ETH', () => {
    const input = {
      asset: 'usdc' as const,
      balance: 30_000_000n,
      price: stages[2]!.usdcPrice,
      remaining: 1_000_000n * ECO,
      rewardBps: 400n,
      referred: false,
      walletLeft: undefined,
    };
    expect(maxAmount(input)).toBe(250n * ECO);
    expect(maxAmount({ ...input, balance: 29_999_999n })).toBe(249n * ECO);
  });

  it('refuses an amount above what is left before quoting any cost', () => {
    const stage = { ...stages[2]!, remaining: 100n * ECO };
    const check = checkPurchase({ ...base, stage, amount: 101n * ECO, ethBalance: 0n });
    expect(check.cost).toBeNull();
    expect(check.exceeds).toBe(true);
    // Not "not enough ETH" as well: there is no cost to compare the balance with.
    expect(check.problems).toEqual([
      'Only 100 ECO are left in the public sale. Enter 100 ECO or less.',
    ]);
    expect(checkPurchase({ ...base, stage, amount: 100n * ECO }).problems).toEqual([]);
  });

  it('counts the referral reward against what is left', () => {
    const stage = { ...stages[2]!, remaining: 1040n * ECO };
    expect(checkPurchase({ ...base, stage, amount: 1000n * ECO, referred: true }).problems).toEqual(
      [],
    );
    expect(
      checkPurchase({ ...base, stage, amount: 1001n * ECO, referred: true }).problems,
    ).toHaveLength(1);
  });

  it('refuses an amount the wallet cannot pay with the network fee', () => {
    expect(checkPurchase({ ...base, ethBalance: eth('0.0105') }).problems).toEqual([
      'Your wallet does not hold enough ETH for this amount.',
    ]);
  });

  it('names the time a closed stage opens by itself, when it has one', () => {
    const closed = { ...stages[2]!, open: false, opensAt: Date.UTC(2026, 11, 1, 12) };
    expect(checkPurchase({ ...base, stage: closed }).problems).toEqual([
      'This sale stage is closed. It opens by itself at 12:00 PM, Dec 1, 2026 UTC.',
    ]);
  });

  it('reports a closed stage and a wallet off the partners list', () => {
    const partners = { ...stages[0]!, open: false };
    expect(checkPurchase({ ...base, stage: partners, partnerGrant: null }).problems).toEqual([
      'This sale stage is closed.',
      'This wallet is not on the partners list, so it cannot buy in the partners stage. The public and private stages are open to everyone.',
    ]);
    expect(
      checkPurchase({ ...base, stage: stages[0]!, partnerProofFailure: 'unavailable' }).problems[0],
    ).toMatch(/^The partners list could not be loaded/);
    // The API answers 409 when no list it has matches the contract's root (apps/api/README.md, the partners proof):
    // that lasts until the team publishes the list, so "try again in a moment" would mislead.
    expect(
      checkPurchase({ ...base, stage: stages[0]!, partnerProofFailure: 'no_matching_list' })
        .problems,
    ).toEqual([
      'The partners list set on the contract has not been published on this site yet, so partners cannot buy in the partners stage for now. The public and private stages are open to everyone.',
    ]);
    expect(
      checkPurchase({
        ...base,
        stage: stages[0]!,
        partnerGrant: { allocation: 1_000n * ECO, proof: ['0x01'] },
      }).problems,
    ).toEqual([]);
  });
});

describe('openingStage', () => {
  it('keeps the buyer’s pick, else the cheapest stage open to the wallet, else the public sale', () => {
    expect(openingStage('private', stages, false)).toBe('private');
    expect(openingStage(null, stages, false)).toBe(cheapestStage(stages, false));
    expect(openingStage(null, [], false)).toBe('public');
  });
});

describe('maxAmount (the Max button)', () => {
  const ECO = 10n ** 18n;
  const price = 40_000_000_000_000n; // 0.00004 ETH
  const base = {
    asset: 'eth' as const,
    price,
    remaining: 1_000_000n * ECO,
    rewardBps: 400n,
    referred: false,
    walletLeft: undefined,
  };

  it('spends the balance but the gas reserve, in whole ECO', () => {
    // 1 ETH - 0.003 ETH reserve = 0.997 ETH buys 24,925 ECO.
    expect(maxAmount({ ...base, balance: 10n ** 18n })).toBe(24_925n * ECO);
    // Not a whole ECO's worth left after the reserve: nothing.
    expect(maxAmount({ ...base, balance: 3_000_000_000_000_000n + 39_999_999_999_999n })).toBe(0n);
    expect(maxAmount({ ...base, balance: 1n })).toBe(0n);
  });

  it('asks for no more than one purchase can take from the stage, reward included', () => {
    const rich = 10n ** 24n;
    expect(maxAmount({ ...base, balance: rich, remaining: 1_000n * ECO })).toBe(1_000n * ECO);
    const referred = maxAmount({
      ...base,
      balance: rich,
      remaining: 1_040n * ECO,
      referred: true,
    });
    expect(referred).toBe(1_000n * ECO);
    expect(referred).toBeLessThanOrEqual(maxPurchase(1_040n * ECO, 400n, true));
  });
});

describe('the cap per wallet', () => {
  const ECO = 10n ** 18n;
  const price = 40_000_000_000_000n; // 0.00004 ETH
  const rich = 10n ** 24n;
  const base = {
    asset: 'eth' as const,
    price,
    remaining: 100_000_000n * ECO,
    rewardBps: 400n,
    referred: false,
  };

  it('counts what a wallet may still buy as the contract does', () => {
    const left = (cap: bigint, bought: bigint, own?: bigint) => walletAllowance(cap, bought, own);
    expect(left(5_000_000n * ECO, 0n)).toEqual({
      cap: 5_000_000n * ECO,
      capSource: 'wallet',
      left: 5_000_000n * ECO,
    });
    expect(left(5_000_000n * ECO, 4_999_990n * ECO).left).toBe(10n * ECO);
    // Lowered below what the wallet bought: nothing more, never a negative amount.
    expect(left(50n * ECO, 100n * ECO).left).toBe(0n);
    // A partner's own allocation bounds them only where it is below the cap (the contract's min()).
    expect(left(50n * ECO, 10n * ECO, 20n * ECO)).toEqual({
      cap: 20n * ECO,
      capSource: 'allocation',
      left: 10n * ECO,
    });
    expect(left(50n * ECO, 10n * ECO, 50n * ECO).capSource).toBe('wallet');
  });

  it('stops Max at what the wallet may still buy, and says when that is what stops it', () => {
    const capped = { ...base, balance: rich, walletLeft: 1_234n * ECO + 5n };
    expect(maxAmount(capped)).toBe(1_234n * ECO);
    expect(maxIsWalletCap(capped)).toBe(true);
    // The ETH runs out first: the cap is not what stops Max.
    const poor = { ...base, balance: 10n ** 18n, walletLeft: 1_000_000n * ECO };
    expect(maxAmount(poor)).toBe(24_925n * ECO);
    expect(maxIsWalletCap(poor)).toBe(false);
    expect(maxIsWalletCap({ ...base, balance: rich, walletLeft: undefined })).toBe(false);
  });

  it('counts a referral reward against the cap, in Max and in the check (docs/decisions/0033)', () => {
    // 1,040 ECO of room: 1,000 ECO plus its 4 % reward fill it exactly.
    const room = 1_040n * ECO;
    expect(maxAmount({ ...base, referred: true, balance: rich, walletLeft: room })).toBe(
      1_000n * ECO,
    );
    expect(maxAmount({ ...base, referred: false, balance: rich, walletLeft: room })).toBe(room);
    const stage = { ...stages[2]!, walletLeft: room };
    const input: PurchaseCheckInput = {
      stage,
      amount: 1_001n * ECO,
      rewardBps: 400n,
      referred: true,
      partnerGrant: undefined,
      partnerProofFailure: undefined,
      ethBalance: rich,
      networkFee: 0n,
      asset: 'eth',
      usdcBalance: undefined,
    };
    const refused = checkPurchase(input);
    expect(refused.cost).toBeNull();
    expect(refused.problems).toEqual([
      'One wallet may buy at most 5,000,000 ECO in the public sale; this wallet may buy 1,000 ECO more, with the referral reward, which counts against the same cap. Enter 1,000 ECO or less.',
    ]);
    expect(checkPurchase({ ...input, amount: 1_000n * ECO }).problems).toEqual([]);
    // Without a referrer the whole room is the wallet's.
    expect(checkPurchase({ ...input, referred: false }).problems).toEqual([]);
  });

  it('refuses an amount past the cap, naming the cap and what is left, and quotes no cost', () => {
    const stage = { ...stages[2]!, walletLeft: 10n * ECO };
    const input: PurchaseCheckInput = {
      stage,
      amount: 11n * ECO,
      rewardBps: 400n,
      referred: false,
      partnerGrant: undefined,
      partnerProofFailure: undefined,
      ethBalance: rich,
      networkFee: 0n,
      asset: 'eth',
      usdcBalance: undefined,
    };
    const over = checkPurchase(input);
    expect(over.problems).toEqual([
      'One wallet may buy at most 5,000,000 ECO in the public sale; this wallet may buy 10 ECO more. Enter 10 ECO or less.',
    ]);
    expect(over).toMatchObject({ exceeds: true, cost: null });
    expect(checkPurchase({ ...input, amount: 10n * ECO }).problems).toEqual([]);
    const full = checkPurchase({ ...input, stage: { ...stage, walletLeft: 0n }, amount: ECO });
    expect(full.problems).toEqual([
      'One wallet may buy at most 5,000,000 ECO in the public sale, and this wallet has reached that.',
    ]);
    expect(walletCapRefusal(stages[1]!, 0n)).toContain('in the private sale');
  });

  it('bounds a partner by their own allocation when it is below the cap, and says it is theirs', () => {
    const partners = {
      ...stages[0]!,
      bought: 300n * ECO,
      walletLeft: 5_000_000n * ECO - 300n * ECO,
    };
    const own = withPartnerAllocation(partners, 1_000n * ECO);
    expect(own).toMatchObject({
      walletCap: 1_000n * ECO,
      capSource: 'allocation',
      walletLeft: 700n * ECO,
    });
    // An allocation above the cap per wallet leaves the cap in charge, as the contract's min().
    expect(withPartnerAllocation(partners, 6_000_000n * ECO)).toBe(partners);
    // Not a partner, or another stage: unchanged.
    expect(withPartnerAllocation(partners, undefined)).toBe(partners);
    expect(withPartnerAllocation(stages[2]!, 1n)).toBe(stages[2]);
    // Without a wallet, nothing is known of what was bought.
    expect(withPartnerAllocation(stages[0]!, ECO).walletLeft).toBeUndefined();

    const input: PurchaseCheckInput = {
      stage: own,
      amount: 701n * ECO,
      rewardBps: 400n,
      referred: false,
      partnerGrant: { allocation: 1_000n * ECO, proof: [] },
      partnerProofFailure: undefined,
      ethBalance: rich,
      networkFee: 0n,
      asset: 'eth',
      usdcBalance: undefined,
    };
    expect(checkPurchase(input).problems).toEqual([
      'Your partner allocation is 1,000 ECO in the partners stage; this wallet may buy 700 ECO more. Enter 700 ECO or less.',
    ]);
    expect(checkPurchase({ ...input, amount: 700n * ECO }).problems).toEqual([]);
    const used = withPartnerAllocation({ ...partners, bought: 1_000n * ECO }, 1_000n * ECO);
    expect(checkPurchase({ ...input, stage: used, amount: ECO }).problems).toEqual([
      'Your partner allocation is 1,000 ECO in the partners stage, and this wallet has bought all of it.',
    ]);
    expect(
      maxAmount({ ...base, price: own.price, balance: rich, walletLeft: own.walletLeft }),
    ).toBe(700n * ECO);
  });

  it('does not open the dialog on a stage the wallet has bought its cap of', () => {
    const capped = withStage('private', { walletLeft: 0n });
    expect(mayBuyIn(capped[1]!, false)).toBe(false);
    expect(cheapestStage(capped, false)).toBe('public');
  });
});

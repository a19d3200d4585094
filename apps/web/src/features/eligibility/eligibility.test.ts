import { describe, expect, it } from 'vitest';
import { eligibilityFor, parseAddressInput, type StageFacts } from './eligibility';

const eco = (whole: number) => BigInt(whole) * 10n ** 18n;
const blockTime = Date.UTC(2026, 10, 24, 12);
const seconds = (ms: number) => BigInt(ms / 1000);

const stage = (key: StageFacts['key'], over: Partial<StageFacts> = {}): StageFacts => ({
  key,
  open: true,
  remaining: eco(1_000_000),
  walletCap: eco(5_000_000),
  bought: 0n,
  opensAt: 0n,
  closesAt: 0n,
  price: 40_000_000_000_000n,
  usdcPrice: 120_000n,
  minimum: { amount: 0n, deadline: 0n, counted: 0n, state: 'none' },
  cancelled: false,
  finalized: false,
  ...over,
});

const allOpen = [stage('partners'), stage('private'), stage('public')];

describe('parseAddressInput', () => {
  it('takes a 0x address as typed, spaces around it ignored', () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(parseAddressInput(`  ${address}\n`)).toEqual({ kind: 'address', address });
    expect(parseAddressInput(address.toLowerCase())).toEqual({
      kind: 'address',
      address: address.toLowerCase(),
    });
  });

  it('takes an ENS name', () => {
    expect(parseAddressInput('alice.eth')).toEqual({ kind: 'ens', name: 'alice.eth' });
    expect(parseAddressInput('pay.alice.eth')).toEqual({ kind: 'ens', name: 'pay.alice.eth' });
  });

  it('says what is wrong with anything else', () => {
    expect(parseAddressInput('')).toMatchObject({ kind: 'invalid', message: /Enter a wallet/ });
    expect(parseAddressInput('   ')).toMatchObject({ kind: 'invalid' });
    // One character short, one too many, not hex.
    for (const text of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C80',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79CZ',
    ]) {
      expect(parseAddressInput(text)).toMatchObject({
        kind: 'invalid',
        message: /copied in full/,
      });
    }
    for (const text of ['alice', 'alice eth', 'alice..eth', '.eth', 'alice.eth.', 'a/b.eth']) {
      expect(parseAddressInput(text), text).toMatchObject({ kind: 'invalid' });
    }
  });
});

describe('eligibilityFor', () => {
  it('lets a partner buy in every open stage, up to what is left under its cap', () => {
    const result = eligibilityFor(allOpen, { kind: 'partner', allocation: eco(2_500) }, blockTime);
    expect(result.map((r) => r.verdict)).toEqual(['may-buy', 'may-buy', 'may-buy']);
    // A partner's own allocation below the cap per wallet bounds it in the partners stage only.
    expect(result[0]).toMatchObject({
      cap: eco(2_500),
      capSource: 'allocation',
      mayBuyUpTo: eco(2_500),
      blockers: [],
    });
    expect(result[1]).toMatchObject({ cap: eco(5_000_000), capSource: 'wallet' });
    // What the stage has left is the limit when it is below the cap.
    expect(result[1]!.mayBuyUpTo).toBe(eco(1_000_000));
  });

  it('keeps an address off the partners list out of the partners stage only', () => {
    const result = eligibilityFor(allOpen, { kind: 'not-partner' }, blockTime);
    expect(result[0]).toMatchObject({
      key: 'partners',
      verdict: 'not-eligible',
      blockers: [{ kind: 'not-partner' }],
      mayBuyUpTo: 0n,
    });
    expect(result[1]!.verdict).toBe('may-buy');
    expect(result[2]!.verdict).toBe('may-buy');
  });

  it('cannot say for the partners stage when the list could not be asked', () => {
    const [partners, privateSale] = eligibilityFor(
      allOpen,
      { kind: 'unknown', reason: 'The API is down.' },
      blockTime,
    );
    expect(partners).toMatchObject({
      verdict: 'unknown',
      blockers: [{ kind: 'partner-unknown', reason: 'The API is down.' }],
    });
    expect(privateSale!.verdict).toBe('may-buy');
  });

  it('counts what the address already bought against its cap', () => {
    const stages = [
      stage('private', { walletCap: eco(1_000), bought: eco(400) }),
      stage('public', { walletCap: eco(1_000), bought: eco(1_000) }),
    ];
    const [privateSale, publicSale] = eligibilityFor(stages, { kind: 'not-partner' }, blockTime);
    expect(privateSale).toMatchObject({
      verdict: 'may-buy',
      bought: eco(400),
      mayBuyUpTo: eco(600),
    });
    expect(publicSale).toMatchObject({
      verdict: 'not-now',
      bought: eco(1_000),
      mayBuyUpTo: 0n,
      blockers: [{ kind: 'cap-reached', cap: eco(1_000) }],
    });
    // A partner who bought its own allocation has reached its cap, however high the stage's.
    const [partners] = eligibilityFor(
      [stage('partners', { bought: eco(2_500) })],
      { kind: 'partner', allocation: eco(2_500) },
      blockTime,
    );
    expect(partners!.blockers).toEqual([{ kind: 'cap-reached', cap: eco(2_500) }]);
  });

  it('says when a closed stage opens, or that it closed', () => {
    const opensAt = blockTime + 3_600_000;
    const stages = [
      stage('private', { open: false, opensAt: seconds(opensAt) }),
      stage('public', { open: false, closesAt: seconds(blockTime - 1000) }),
      stage('partners', { open: false }),
    ];
    const result = eligibilityFor(stages, { kind: 'partner', allocation: eco(10) }, blockTime);
    expect(result.map((r) => r.verdict)).toEqual(['not-now', 'not-now', 'not-now']);
    expect(result[0]!.blockers).toEqual([{ kind: 'upcoming', opensAt }]);
    expect(result[1]!.blockers).toEqual([{ kind: 'closed', closedAt: blockTime - 1000 }]);
    expect(result[2]!.blockers).toEqual([{ kind: 'closed' }]);
  });

  it('goes by the block the figures were read at, not by the reader’s clock', () => {
    // Opening time passed on the reader's clock but not yet on the chain's: still to come.
    const facts = [stage('public', { open: false, opensAt: seconds(blockTime + 60_000) })];
    expect(eligibilityFor(facts, { kind: 'not-partner' }, blockTime)[0]!.blockers).toEqual([
      { kind: 'upcoming', opensAt: blockTime + 60_000 },
    ]);
  });

  it('names every reason, the lasting ones first', () => {
    const [partners] = eligibilityFor(
      [stage('partners', { open: false, remaining: 0n })],
      { kind: 'not-partner' },
      blockTime,
    );
    expect(partners!.blockers.map((b) => b.kind)).toEqual(['not-partner', 'closed', 'sold-out']);
    const [sold] = eligibilityFor(
      [stage('public', { remaining: 0n })],
      { kind: 'not-partner' },
      blockTime,
    );
    expect(sold).toMatchObject({ verdict: 'not-now', blockers: [{ kind: 'sold-out' }] });
  });

  it('says a cancelled stage, or one that missed its minimum raise, sells no more, whatever its schedule', () => {
    const missed = { amount: eco(1_000), deadline: 1n, counted: eco(10), state: 'missed' as const };
    const [cancelled, short] = eligibilityFor(
      [
        stage('private', { open: false, cancelled: true, closesAt: seconds(blockTime - 1000) }),
        stage('public', { open: false, minimum: missed }),
      ],
      { kind: 'not-partner' },
      blockTime,
    );
    expect(cancelled).toMatchObject({ verdict: 'not-now', blockers: [{ kind: 'cancelled' }] });
    expect(short).toMatchObject({ verdict: 'not-now', blockers: [{ kind: 'minimum-missed' }] });
    // The stage's prices and terms travel with the answer, for the card to show.
    expect(short!.terms).toEqual({
      price: 40_000_000_000_000n,
      usdcPrice: 120_000n,
      minimum: missed,
      cancelled: false,
      finalized: false,
    });
  });

  it('treats a cap per wallet of 0 as nothing left to buy', () => {
    const [publicSale] = eligibilityFor(
      [stage('public', { walletCap: 0n })],
      { kind: 'not-partner' },
      blockTime,
    );
    expect(publicSale!.blockers).toEqual([{ kind: 'cap-reached', cap: 0n }]);
  });
});

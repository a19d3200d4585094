import { describe, expect, it } from 'vitest';
import { parseAmount } from '@/lib/units';
import { estimateRow } from './stage-limits';

const eco = (n: string) => parseAmount(n) ?? 0n;
const remaining = { partners: eco('0'), private: eco('100'), public: eco('1000000') };

describe('estimateRow', () => {
  it('prices an amount the stage still holds, rounded up as the contract charges', () => {
    expect(estimateRow('public', eco('10000'), remaining)).toEqual({
      kind: 'cost',
      wei: eco('0.4'),
    });
    // 1 base unit at 0.00003 ETH per ECO costs a fraction of a wei: one wei, as charged.
    expect(estimateRow('private', 1n, remaining)).toEqual({ kind: 'cost', wei: 1n });
  });

  it('refuses more than a stage still holds, saying how many are left', () => {
    expect(estimateRow('private', eco('100.5'), remaining)).toEqual({
      kind: 'over',
      limit: eco('100'),
      live: true,
    });
    expect(estimateRow('partners', eco('1'), remaining)).toMatchObject({ kind: 'over', limit: 0n });
    expect(estimateRow('private', eco('100'), remaining).kind).toBe('cost');
  });

  it('before the chain is read, refuses more than the stage’s whole allocation', () => {
    expect(estimateRow('partners', eco('10000001'), null)).toEqual({
      kind: 'over',
      limit: eco('10000000'),
      live: false,
    });
    expect(estimateRow('partners', eco('10000000'), null).kind).toBe('cost');
  });

  it('shows nothing for no amount or zero', () => {
    expect(estimateRow('public', null, remaining)).toEqual({ kind: 'none' });
    expect(estimateRow('public', 0n, remaining)).toEqual({ kind: 'none' });
  });
});

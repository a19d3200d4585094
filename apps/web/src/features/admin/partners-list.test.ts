import partners31337 from '@eco/contracts/partners/31337.json';
import { describe, expect, it } from 'vitest';
import { formatUnits } from 'viem';
import { buildPartnersList } from './partners-list';

const bundled = partners31337 as {
  root: string;
  partners: Record<string, { allocation: string; proof: string[] }>;
};
const entries = Object.entries(bundled.partners).map(([address, { allocation }]) => ({
  address,
  eco: formatUnits(BigInt(allocation), 18),
}));

describe('buildPartnersList', () => {
  it('computes the same root and proofs as the contract tool for the bundled list', () => {
    const csv = [
      'address,allocation',
      ...entries.map(({ address, eco }) => `${address.toLowerCase()},${eco}`),
    ].join('\n');
    const result = buildPartnersList(csv, 31337, 'partners.csv');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.file.root).toBe(bundled.root);
    expect(result.value.file.partners).toEqual(bundled.partners);
  });

  it('reads pasted JSON arrays of { address, allocation }', () => {
    const json = JSON.stringify([
      { address: entries[0]!.address, allocation: '1.5' },
      { address: entries[1]!.address, allocation: 20 },
    ]);
    const result = buildPartnersList(json, 31337);
    expect(result.ok && result.value.partners).toEqual([
      { address: entries[0]!.address, allocation: 15n * 10n ** 17n },
      { address: entries[1]!.address, allocation: 20n * 10n ** 18n },
    ]);
  });

  it('names the invalid entries, and addresses listed twice, and computes nothing', () => {
    const a = entries[0]!.address;
    expect(buildPartnersList(`${a},100\nnot-an-address,5\n0x12\n${a},0`, 31337)).toEqual({
      ok: false,
      error: `Invalid partner entries (each needs an address and an allocation in ECO above 0): "not-an-address 5", "0x12 (no allocation)", "${a} 0". Nothing was computed; fix the list and try again.`,
    });
    expect(buildPartnersList(`${a},100\n${a.toLowerCase()},200`, 31337)).toEqual({
      ok: false,
      error: `Listed more than once, with no way to tell which allocation is meant: "${a}". Nothing was computed; fix the list and try again.`,
    });
  });

  it('refuses empty lists and broken JSON', () => {
    expect(buildPartnersList('  ', 31337)).toMatchObject({ ok: false });
    expect(buildPartnersList('address,allocation\n', 31337)).toMatchObject({
      ok: false,
      error: 'The list holds no partner: add at least one.',
    });
    expect(buildPartnersList('[1,', 31337)).toMatchObject({
      ok: false,
      error: expect.stringContaining('is not valid JSON') as string,
    });
  });
});

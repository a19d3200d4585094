import partners31337 from '@eco/contracts/partners/31337.json';
import { describe, expect, it } from 'vitest';
import { buildPartnersList } from './partners-list';

const bundled = partners31337 as { root: string; proofs: Record<string, string[]> };
const addresses = Object.keys(bundled.proofs);

describe('buildPartnersList', () => {
  it('computes the same root and proofs as the contract tool for the bundled list', () => {
    const csv = ['address', ...addresses.map((a) => a.toLowerCase())].join('\n');
    const result = buildPartnersList(csv, 31337, 'partners.csv');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.file.root).toBe(bundled.root);
    expect(result.value.file.proofs).toEqual(bundled.proofs);
  });

  it('reads pasted JSON arrays and objects, and removes duplicates', () => {
    const json = JSON.stringify([{ address: addresses[0] }, addresses[0], addresses[1]]);
    const result = buildPartnersList(json, 31337);
    expect(result.ok && result.value.addresses).toEqual([addresses[0], addresses[1]]);
  });

  it('names the invalid entries and computes nothing', () => {
    const result = buildPartnersList(`${addresses[0]}\nnot-an-address\n0x12`, 31337);
    expect(result).toEqual({
      ok: false,
      error:
        '2 entries are not valid addresses: "not-an-address", "0x12". Nothing was computed; fix the list and try again.',
    });
  });

  it('refuses empty lists and broken JSON', () => {
    expect(buildPartnersList('  ', 31337)).toMatchObject({ ok: false });
    expect(buildPartnersList('address\n', 31337)).toMatchObject({
      ok: false,
      error: 'The list holds no address: add at least one.',
    });
    expect(buildPartnersList('[1,', 31337)).toMatchObject({
      ok: false,
      error: expect.stringContaining('is not valid JSON') as string,
    });
  });
});

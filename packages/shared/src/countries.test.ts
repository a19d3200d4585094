import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { countriesByName, countryCodes, countryName, isCountryCode } from './countries';
import { setFormatLocale } from './format';

describe('countries', () => {
  it('lists each code once, two capitals, in order', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect([...countryCodes].sort()).toEqual([...countryCodes]);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("matches the tz database's list where the machine has it", () => {
    // Debian's tzdata; another system may keep it elsewhere or not at all.
    let table: string;
    try {
      table = readFileSync('/usr/share/zoneinfo/iso3166.tab', 'utf8');
    } catch {
      return;
    }
    const codes = table
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t')[0]);
    expect(codes.sort()).toEqual([...countryCodes]);
  });

  it('tells a code from what is not one', () => {
    expect(isCountryCode('DE')).toBe(true);
    for (const value of ['de', 'EU', 'UK', 'XK', 'DEU', '', ' DE', 276, null, undefined]) {
      expect(isCountryCode(value), String(value)).toBe(false);
    }
  });

  it('names every code, sorted by name for a select', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('US')).toBe('United States');
    const byName = countriesByName();
    expect(byName).toHaveLength(countryCodes.length);
    for (const { code, name } of byName) expect(name, code).not.toBe(code);
    const names = byName.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });
});

describe('countries in the reader’s language', () => {
  afterEach(() => setFormatLocale('en-US'));

  it('sorts some countries by their names as that language sorts them', () => {
    // Swedish puts Å, Ä and Ö after Z; English sorts Österrike among the O.
    setFormatLocale('sv');
    // Norge, Sydafrika, Österrike: by codes, so another CLDR's spelling does not matter.
    expect(countriesByName(['AT', 'ZA', 'NO']).map((c) => c.code)).toEqual(['NO', 'ZA', 'AT']);
    setFormatLocale('de');
    expect(countriesByName(['ZA', 'AT', 'NO', 'DE']).map((c) => c.code)).toEqual([
      'DE',
      'NO',
      'AT',
      'ZA',
    ]);
  });
});

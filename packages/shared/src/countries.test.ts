import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countriesByName, countryCodes, countryName, isCountryCode } from './countries';

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

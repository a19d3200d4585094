import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from '@eco/shared/format';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('names the two largest units, rounded down', () => {
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 59_000)).toBe('2 days 4 hours');
    expect(formatCountdown(86_400_000 + 30_000)).toBe('1 day');
    expect(formatCountdown(5 * 60_000 + 3000)).toBe('5 minutes 3 seconds');
    expect(formatCountdown(1500)).toBe('1 second');
    expect(formatCountdown(999)).toBe('less than a second');
  });
});

describe('formatCountdown in the page language', () => {
  afterEach(() => setFormatLocale('en-US'));

  it.each([
    ['de-DE', '2 Tage, 4 Stunden', '1 Sekunde'],
    ['es-ES', '2 días 4 horas', '1 segundo'],
    ['fr-FR', '2 jours 4 heures', '1 seconde'],
    ['ar-u-nu-latn', 'يومان و4 ساعات', 'ثانية'],
  ])('%s: %s', (locale, twoUnits, oneSecond) => {
    setFormatLocale(locale);
    // French writes a no-break space between a number and its unit.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 59_000))).toBe(twoUnits);
    expect(spaced(formatCountdown(1500))).toBe(oneSecond);
  });
});

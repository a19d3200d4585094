import { propertyRuns } from '@eco/contracts/property-profile';
import { isSiteLanguage, SITE_LANGUAGES } from '@eco/shared';
import type { FastifyRequest } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namedLanguage, requestLanguage } from './language';

// The request's language comes from a header anyone can write: whatever it holds, reading it
// never throws and names one of the site's languages or none. The parser's cases are
// @eco/shared's languages.test.ts; here, generated headers against a model of RFC 9110's rule.

const RUNS = propertyRuns({ default: 300, deep: 3000 });

const request = (header?: string | string[]) =>
  ({ headers: header === undefined ? {} : { 'accept-language': header } }) as FastifyRequest;

describe('the language a request names', () => {
  it('is the one code the site sends, English when there is none', () => {
    expect(namedLanguage(request('de'))).toBe('de');
    expect(requestLanguage(request('ar'))).toBe('ar');
    expect(namedLanguage(request())).toBeUndefined();
    expect(requestLanguage(request())).toBe('en');
    expect(requestLanguage(request('pseudo'))).toBe('en');
    expect(requestLanguage(request(`de,${'x'.repeat(1_997)}`))).toBe('en');
  });

  it('never throws on any header, and names a site language or none', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 3_000, unit: 'binary' }),
          fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }),
        ),
        (header) => {
          const named = namedLanguage(request(header));
          expect(named === undefined || isSiteLanguage(named)).toBe(true);
          expect(isSiteLanguage(requestLanguage(request(header)))).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('picks the first site language by weight, then by order, whatever the regions', () => {
    const tag = fc.tuple(
      fc.constantFrom(...SITE_LANGUAGES, 'it', 'pt', 'nl', 'zh', 'DE', 'Fr'),
      fc.option(fc.constantFrom('AT', 'ch', '419', 'Latn', 'Arab-EG'), { nil: undefined }),
    );
    const entry = fc.tuple(tag, fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const header = entries
          .map(([[language, region], q]) => {
            const range = region ? `${language}-${region}` : language;
            return q === undefined ? range : `${range};q=${(q / 1000).toFixed(3)}`;
          })
          .join(', ');
        // The model: acceptable site languages, heaviest first, the header's order among equals.
        const expected = entries
          .map(([[language], q], index) => ({
            language: language.toLowerCase(),
            weight: q === undefined ? 1 : q / 1000,
            index,
          }))
          .filter(({ language, weight }) => weight > 0 && isSiteLanguage(language))
          .sort((a, b) => b.weight - a.weight || a.index - b.index)[0]?.language;
        expect(namedLanguage(request(header))).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  isSiteLanguage,
  MAX_ACCEPT_LANGUAGE_LENGTH,
  preferredSiteLanguage,
  SITE_LANGUAGES,
  siteLanguageOf,
  siteLanguageOr,
  sitePageUrl,
} from './languages';

describe('the site languages', () => {
  it('are English (the source) and the four translations, as the site publishes them', () => {
    expect(SITE_LANGUAGES).toEqual(['en', 'de', 'es', 'fr', 'ar']);
    expect(isSiteLanguage('de')).toBe(true);
    expect(isSiteLanguage('DE')).toBe(false);
    expect(isSiteLanguage('pseudo')).toBe(false);
    expect(isSiteLanguage(undefined)).toBe(false);
    expect(siteLanguageOr('fr')).toBe('fr');
    expect(siteLanguageOr('it')).toBe('en');
    expect(siteLanguageOr(null)).toBe('en');
  });
});

describe('preferredSiteLanguage (Accept-Language)', () => {
  it('takes the one code the site sends', () => {
    for (const code of SITE_LANGUAGES) expect(preferredSiteLanguage(code)).toBe(code);
  });

  it('matches on the primary subtag, whatever the region, script or case', () => {
    expect(preferredSiteLanguage('de-AT')).toBe('de');
    expect(preferredSiteLanguage('es-419')).toBe('es');
    expect(preferredSiteLanguage('FR-ca')).toBe('fr');
    expect(preferredSiteLanguage('ar-Arab-EG')).toBe('ar');
    expect(preferredSiteLanguage('en-GB')).toBe('en');
  });

  it('takes the first supported range by weight, then by order', () => {
    expect(preferredSiteLanguage('it, de;q=0.8, fr;q=0.9')).toBe('fr');
    expect(preferredSiteLanguage('nl-BE, nl;q=0.9, de-DE;q=0.7, en;q=0.7')).toBe('de');
    expect(preferredSiteLanguage('en;q=0.5, ar;q=0.5, es;q=0.6')).toBe('es');
    expect(preferredSiteLanguage('fr;q=0.1,de')).toBe('de');
    expect(preferredSiteLanguage('de;q=1.000, fr;Q=1')).toBe('de');
    expect(preferredSiteLanguage('de;q=0.001')).toBe('de');
    // Repeated headers, as a proxy may pass them on.
    expect(preferredSiteLanguage(['it', 'es;q=0.4'])).toBe('es');
  });

  it('skips a range that is not acceptable (q=0), `*`, and malformed entries, and reads on', () => {
    expect(preferredSiteLanguage('de;q=0, fr;q=0.2')).toBe('fr');
    expect(preferredSiteLanguage('de;q=0.000')).toBeUndefined();
    expect(preferredSiteLanguage('*, es;q=0.1')).toBe('es');
    expect(preferredSiteLanguage('*')).toBeUndefined();
    for (const junk of [
      'de;q=2',
      'de;q=-1',
      'de;q=0.5000',
      'de;q=abc',
      'de;q',
      'de;level=1',
      'de_AT',
      'de-',
      '-de',
      'deutschland',
      'de AT',
      'd€',
      '"de"',
      'de\u0000',
    ]) {
      expect(preferredSiteLanguage(junk), junk).toBeUndefined();
      expect(preferredSiteLanguage(`${junk}, fr;q=0.3`), junk).toBe('fr');
    }
  });

  it('names no site language for a missing, empty, unsupported or overlong header', () => {
    expect(preferredSiteLanguage(undefined)).toBeUndefined();
    expect(preferredSiteLanguage(null)).toBeUndefined();
    expect(preferredSiteLanguage('')).toBeUndefined();
    expect(preferredSiteLanguage(' , ;, ;;')).toBeUndefined();
    expect(preferredSiteLanguage('it-IT, pt;q=0.9, zh-Hant;q=0.5')).toBeUndefined();
    expect(preferredSiteLanguage('pseudo')).toBeUndefined();
    // Past the length a browser sends, the header is not read at all, however it starts.
    const long = `de, ${'x'.repeat(2_000)}`;
    expect(preferredSiteLanguage(long)).toBeUndefined();
    const justFits = `de,${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH - 3)}`;
    expect(preferredSiteLanguage(justFits)).toBe('de');
    expect(preferredSiteLanguage(`${justFits} `)).toBeUndefined();
  });

  it('is English, the source language, when the header names none (siteLanguageOf)', () => {
    expect(siteLanguageOf('de-CH')).toBe('de');
    expect(siteLanguageOf(undefined)).toBe('en');
    expect(siteLanguageOf('it')).toBe('en');
    expect(siteLanguageOf('x'.repeat(2_000))).toBe('en');
  });
});

describe('sitePageUrl', () => {
  it('keeps English addresses without a prefix and puts every other language under its code', () => {
    const site = 'https://eco.example';
    expect(sitePageUrl(site, 'en', '/verify-email?token=t')).toBe(
      'https://eco.example/verify-email?token=t',
    );
    expect(sitePageUrl(site, 'de', '/verify-email?token=t')).toBe(
      'https://eco.example/de/verify-email?token=t',
    );
    expect(sitePageUrl(site, 'ar', '/')).toBe('https://eco.example/ar');
    expect(sitePageUrl(site, 'en', '/')).toBe('https://eco.example/');
  });
});

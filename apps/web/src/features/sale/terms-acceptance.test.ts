import { afterEach, describe, expect, it } from 'vitest';
import { saleAcceptanceVersion } from '@/content/legal/versions';
import { readTermsStatus, rememberTermsAccepted, SALE_TERMS_KEY } from './terms-acceptance';

describe('terms acceptance', () => {
  afterEach(() => window.localStorage.clear());

  it('asks a buyer who never accepted', () => {
    expect(readTermsStatus()).toBe('new');
    expect(readTermsStatus('v2')).toBe('new');
    window.localStorage.setItem(SALE_TERMS_KEY, '');
    expect(readTermsStatus()).toBe('new');
  });

  it('remembers the version accepted, and asks again when the version changes', () => {
    rememberTermsAccepted('v1');
    expect(window.localStorage.getItem(SALE_TERMS_KEY)).toBe('v1');
    expect(readTermsStatus('v1')).toBe('accepted');
    expect(readTermsStatus('v2')).toBe('changed');
  });

  it('treats what earlier builds stored ("1") as an older version', () => {
    window.localStorage.setItem(SALE_TERMS_KEY, '1');
    expect(readTermsStatus()).toBe('changed');
  });

  it('stores the current sale acceptance version by default', () => {
    rememberTermsAccepted();
    expect(window.localStorage.getItem(SALE_TERMS_KEY)).toBe(saleAcceptanceVersion);
    expect(readTermsStatus()).toBe('accepted');
  });
});

import { API_ERROR_CODES, API_NOTICES } from '@eco/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceLocale } from '@/config/locales';
import { inLanguage } from '@/testing/catalogues';
import { activateLocale } from './i18n';
import { apiWords, wordApiError, wordNotice } from './api-words';

/** German, from the words module's own catalogue (it loads on demand, with its messages). */
const german = () => inLanguage('de', 'lib/api-words');

afterEach(() => activateLocale(sourceLocale));

const refused = (code: string, more: Partial<Parameters<typeof wordApiError>[0]> = {}) => ({
  code,
  message: 'The API’s English.',
  fields: {},
  retryAfter: null,
  ...more,
});

describe("the API's errors in the page's language", () => {
  it('has words for every code and notice the API gives', () => {
    expect(Object.keys(apiWords.errors).sort()).toEqual([...API_ERROR_CODES].sort());
    expect(Object.keys(apiWords.notices).sort()).toEqual([...API_NOTICES].sort());
  });

  it('words a code, not the API’s English', async () => {
    expect(wordApiError(refused('invalid_credentials')).message).toBe(
      'Email or password is incorrect.',
    );
    await german();
    expect(wordApiError(refused('invalid_credentials')).message).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
  });

  it('words the fields by their rules, keeping the API’s sentence for a rule it does not word', async () => {
    await german();
    const worded = wordApiError(
      refused('validation_failed', {
        fields: { password: 'Too common (English).', root: 'Root differs (English).' },
        fieldRules: { password: { rule: 'commonPassword' }, root: { rule: 'nonsense' } },
      }),
    );
    expect(worded).toEqual({
      message: 'Einige Felder erfordern Ihre Aufmerksamkeit.',
      fields: {
        password: 'Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes.',
        root: 'Root differs (English).',
      },
      fieldRules: { password: { rule: 'commonPassword' }, root: { rule: 'other' } },
    });
  });

  it('names the wait of a 429 from its Retry-After, in minutes past one', async () => {
    await german();
    expect(wordApiError(refused('rate_limited', { retryAfter: '90' })).message).toBe(
      'Zu viele Versuche. Warten Sie 2 Minuten und versuchen Sie es dann erneut.',
    );
    activateLocale(sourceLocale);
    expect(wordApiError(refused('rate_limited', { retryAfter: '90' })).message).toBe(
      'Too many attempts. Wait 2 minutes and try again.',
    );
    expect(wordApiError(refused('rate_limited', { retryAfter: '1' })).message).toBe(
      'Too many attempts. Wait 1 second and try again.',
    );
    expect(
      wordApiError(refused('rate_limited', { retryAfter: '61', params: { limit: 'sign-in' } }))
        .message,
    ).toBe(
      'Too many failed sign-ins for this account. Wait 2 minutes and try again, or choose “Forgot password?” to set a new password by email.',
    );
    expect(wordApiError(refused('rate_limited', { retryAfter: 'soon' })).message).toBe(
      'Too many attempts. Wait a moment and try again.',
    );
  });

  it('shows what the answer names only when it is plain text or a count', () => {
    const linked = '0x1111111111111111111111111111111111111111';
    const signer = '0x2222222222222222222222222222222222222222';
    expect(wordApiError(refused('wrong_wallet', { params: { signer, linked } })).message).toBe(
      `This signature is by ${signer}, not by the wallet linked to your account (${linked}). Sign with that wallet.`,
    );
    for (const params of [undefined, null, 'x', { signer, linked: { toString: 'x' } }]) {
      expect(wordApiError(refused('wrong_wallet', { params })).message).toBe(
        'This signature is not by the wallet linked to your account. Sign with that wallet.',
      );
    }
    expect(wordApiError(refused('stage_open', { params: { stage: 1 } })).message).toBe(
      'Private sale: this sale stage is open now, so there is nothing to wait for. You can buy on the token page.',
    );
    expect(wordApiError(refused('stage_open', { params: { stage: 9 } })).message).toBe(
      'This sale stage is open now, so there is nothing to wait for. You can buy on the token page.',
    );
  });

  it('keeps the API’s English for a code it does not know (an API newer than the page)', async () => {
    await german();
    expect(wordApiError(refused('brand_new_code')).message).toBe('The API’s English.');
    expect(wordApiError(refused('constructor')).message).toBe('The API’s English.');
  });
});

describe("the API's notices in the page's language", () => {
  it('words a notice with what it names, in the language’s plural', async () => {
    await german();
    expect(
      wordNotice({
        message: 'English.',
        notice: 'email_change_mailed',
        params: { email: 'a@b.co' },
      }),
    ).toBe(
      'Wir haben einen Link an a@b.co gesendet. Ihr Konto behält seine bisherige Adresse, bis Sie diesem Link folgen (innerhalb von 24 Stunden).',
    );
    expect(
      wordNotice({ message: 'English.', notice: 'identity_confirmed', params: { minutes: 10 } }),
    ).toBe(
      'Vielen Dank. In den nächsten 10 Minuten kann dieser Browser ändern, wie Sie sich anmelden, ohne dass Sie erneut bestätigen müssen.',
    );
  });

  it('keeps the API’s English for an unknown notice, or one without what it names', () => {
    expect(wordNotice({ message: 'English.', notice: 'new_notice' })).toBe('English.');
    expect(wordNotice({ message: 'English.', notice: 'email_change_mailed' })).toBe('English.');
    expect(wordNotice({ message: 'English.' })).toBe('English.');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, sourceLocale } from '@/config/locales';
import { ApiError, apiRequest } from './api-client';
import { activateLocale } from './i18n';

function answer(status: number, body: unknown, contentType = 'application/json') {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': contentType },
    }),
  );
}

describe('apiRequest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts JSON under /api and returns the answer', async () => {
    const fetchSpy = answer(201, { id: 'm1' });
    await expect(apiRequest('/contact', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      id: 'm1',
    });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include' });
  });

  it("names the page's language, so the mails a request sends are written in it", async () => {
    const fetchSpy = answer(200, {});
    await apiRequest('/me');
    activateLocale(locales.find(({ code }) => code === 'de')!);
    try {
      await apiRequest('/auth/signup', { method: 'POST', body: {} });
    } finally {
      activateLocale(sourceLocale);
    }
    const headers = fetchSpy.mock.calls.map(([, init]) => init?.headers);
    expect(headers).toEqual([
      { 'accept-language': 'en' },
      { 'accept-language': 'de', 'content-type': 'application/json' },
    ]);
  });

  it('turns the API error shape into an ApiError with its fields, in the site’s words', async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Check the form.',
        fields: { email: 'Bad email', n: 1, name: 'Too long' },
        fieldRules: { email: { rule: 'email' }, name: { rule: 'tooLong', max: 'x' } },
      },
    });
    const error = await apiRequest('/contact').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Some fields need attention.',
      // A malformed rule is one the site does not word: the field's own message is shown.
      fields: { email: 'Enter a valid email address, like name@example.com.', name: 'Too long' },
      fieldRules: { email: { rule: 'email' }, name: { rule: 'other' } },
    });
    // A code the page does not know keeps the API's sentence.
    answer(400, { error: { code: 'newer_code', message: 'Check the form.' } });
    await expect(apiRequest('/contact')).rejects.toMatchObject({ message: 'Check the form.' });
  });

  it('words an answer that only says what happens next, and leaves any other as it is', async () => {
    answer(202, { message: 'The API’s English.', notice: 'password_changed' });
    await expect(apiRequest('/account/password')).resolves.toEqual({
      message: 'Your password is changed. Other browsers were signed out.',
      notice: 'password_changed',
    });
    answer(200, { message: 'Kept as it is.', id: 1 });
    await expect(apiRequest('/other')).resolves.toEqual({ message: 'Kept as it is.', id: 1 });
  });

  it('treats an answer that is not the API (e.g. a static 404 page) as unavailable', async () => {
    answer(404, '<!doctype html>', 'text/html');
    await expect(apiRequest('/contact')).rejects.toMatchObject({
      code: 'unavailable',
      message: /nothing was sent/,
    });
    answer(200, '<!doctype html>', 'text/html');
    await expect(apiRequest('/contact')).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('reports a network failure without pretending anything was sent', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/contact')).rejects.toMatchObject({
      code: 'network_error',
      status: 0,
    });
  });
});

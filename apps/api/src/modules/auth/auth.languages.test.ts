import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { post, useTestApp } from '../../../test/app';
import { PASSWORD, signUp } from '../../../test/accounts';
import { databaseKinds } from '../../../test/databases';
import { readMail, startSmtp } from '../../../test/smtp';
import { UNREVIEWED_NOTE } from '../mail/mail.languages';
import { createSmtpTransport } from '../mail/mail.transport';
import { OutboxWorker } from '../mail/mail.worker';
import { SIGNUP_MESSAGE } from './auth.routes';

// The account mails go out in the language the visitor used: the site's client names the page's
// language in Accept-Language, the account keeps it, and a mail whose request names none (or
// that a stranger's request sends) is written in the account's. Followed through a real SMTP
// server, on PGlite and PostgreSQL.

/** The token of the first `page?token=` link in a mail's text. */
function tokenIn(text: string, page: string): string {
  const token = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!token) throw new Error(`no ${page} link in:\n${text}`);
  return token;
}

describe.each(databaseKinds)('account mails in the visitor’s language on $name', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(kind, {
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'team@eco.example',
      SITE_URL: 'https://eco.example',
    }),
  });

  /** Sends every queued mail over SMTP, as the outbox worker does; returns the new ones. */
  async function deliver() {
    const before = smtp.received.length;
    const worker = new OutboxWorker({
      db: t.store.database.db,
      transport: createSmtpTransport(t.config.mail!.smtpUrl),
      from: t.config.mail!.from,
      clock: t.clock,
    });
    await worker.runOnce();
    await worker.stop();
    return smtp.received.slice(before).map((mail) => ({ to: mail.to, ...readMail(mail.raw) }));
  }

  const signUpWith = (email: string, language?: string, password = PASSWORD) =>
    post(t.app, '/api/auth/signup', { name: 'Ada', email, password }, { language });

  const localeOf = async (email: string) =>
    (await t.store.database.db.select().from(users).where(eq(users.email, email)))[0]?.locale;

  it('a sign-up from a German page gets its confirmation in German, linking to the German page', async () => {
    const response = await signUpWith('ada@example.com', 'de');
    expect(response.statusCode).toBe(201);
    // The answer itself is the API's usual one (the page shows its own translation).
    expect(response.json()).toEqual({ message: SIGNUP_MESSAGE, notice: 'signup_mailed' });
    const [mail, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(mail!.to).toEqual(['ada@example.com']);
    expect(mail!.headers.get('content-language')).toBe('de');
    expect(mail!.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Green Planet ECO');
    expect(mail!.text).toMatch(
      /^Guten Tag,\n\nUm die Einrichtung Ihres Kontos bei Green Planet ECO/,
    );
    expect(mail!.text).toContain('https://eco.example/de/verify-email?token=');
    expect(mail!.text).toContain(
      `\n${UNREVIEWED_NOTE.de}\n${UNREVIEWED_NOTE.en}\n\n-- \nGreen Planet ECO`,
    );
    expect(await localeOf('ada@example.com')).toBe('de');
    // The link works as any other.
    const token = tokenIn(mail!.text, '/de/verify-email');
    expect((await post(t.app, '/api/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('a request naming no site language, or an unreadable one, gets English, never an error', async () => {
    const cases = [
      ['none@example.com', undefined],
      ['italian@example.com', 'it-IT, pt;q=0.9'],
      ['junk@example.com', ';;q=zz,,*'],
      // A 2,000-character header is not a browser's list: not read at all.
      ['long@example.com', `de,${'x'.repeat(1_997)}`],
    ] as const;
    for (const [email, language] of cases) {
      const response = await signUpWith(email, language);
      expect(response.statusCode, String(language)).toBe(201);
      expect(await localeOf(email)).toBe('en');
    }
    const mails = await deliver();
    expect(mails).toHaveLength(cases.length);
    for (const mail of mails) {
      expect(mail.headers.get('content-language')).toBe('en');
      expect(mail.subject).toBe('Confirm your email address for Green Planet ECO');
      expect(mail.text).toContain('https://eco.example/verify-email?token=');
      expect(mail.text).not.toContain(UNREVIEWED_NOTE.en);
    }
    // The other forms take such a header as well: nothing is ever a 5xx for it.
    const long = `fr;q=0.5,${'a-'.repeat(1_000)}`;
    for (const [url, body] of [
      ['/api/auth/forgot-password', { email: 'none@example.com' }],
      ['/api/auth/resend-verification', { email: 'none@example.com' }],
      ['/api/auth/login', { email: 'none@example.com', password: PASSWORD }],
      ['/api/contact', { name: 'Ada', email: 'none@example.com', message: 'Hello' }],
    ] as const) {
      const response = await post(t.app, url, body, { language: long });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('a reset asked from a Spanish page is mailed in Spanish; the account takes Spanish once its link is followed', async () => {
    // An account made on the English site.
    await signUp(t, 'grace@example.com', 'Grace');
    await deliver();
    expect(await localeOf('grace@example.com')).toBe('en');

    const forgot = await post(
      t.app,
      '/api/auth/forgot-password',
      { email: 'grace@example.com' },
      { language: 'es-MX,es;q=0.9,en;q=0.8' },
    );
    expect(forgot.statusCode).toBe(202);
    const [reset] = await deliver();
    expect(reset!.subject).toBe('Establezca una nueva contraseña para Green Planet ECO');
    expect(reset!.text).toMatch(/^Hola, Grace:\n/);
    expect(reset!.text).toContain('https://eco.example/es/reset-password?token=');
    // Anybody who knows the address can ask for a reset: the account keeps its language until
    // the link is followed, so a stranger never picks the language of the owner's notices.
    expect(await localeOf('grace@example.com')).toBe('en');

    // The link opens the Spanish page, which names its language: the account takes it, and the
    // notice that follows is in Spanish.
    const done = await post(
      t.app,
      '/api/auth/reset-password',
      { token: tokenIn(reset!.text, '/es/reset-password'), password: 'a brand new passphrase' },
      { language: 'es' },
    );
    expect(done.statusCode).toBe(200);
    const [changed] = await deliver();
    expect(changed!.subject).toBe('Se ha cambiado su contraseña de Green Planet ECO');
    expect(changed!.headers.get('content-language')).toBe('es');
    expect(changed!.text).toContain('https://eco.example/es/forgot-password');

    // A stranger who types the address into the German sign-up changes nothing about the
    // account: the owner is told in the account's language, Spanish.
    const stranger = await signUpWith('grace@example.com', 'de', 'someone elses password');
    expect(stranger.statusCode).toBe(201);
    const [attempt] = await deliver();
    expect(attempt!.subject).toBe(
      'Alguien intentó registrarse con su correo electrónico en Green Planet ECO',
    );
    expect(attempt!.text).toContain('https://eco.example/es/login');
    expect(await localeOf('grace@example.com')).toBe('es');

    // Nor does a stranger who asks, from a German page, for a reset or a fresh confirmation link:
    // the mails are in German (the asker's page), the account's later notices stay Spanish.
    for (const url of ['/api/auth/forgot-password', '/api/auth/resend-verification']) {
      expect(
        (await post(t.app, url, { email: 'grace@example.com' }, { language: 'de' })).statusCode,
      ).toBe(202);
    }
    const [strangersReset] = await deliver();
    expect(strangersReset!.headers.get('content-language')).toBe('de');
    expect(await localeOf('grace@example.com')).toBe('es');
  });

  it('a confirmation link asked again from another page is mailed in its language; following it sets the account’s', async () => {
    await signUpWith('lin@example.com', 'fr');
    await deliver();
    // Anybody can ask for the link again, in any language: the account keeps French.
    const again = await post(
      t.app,
      '/api/auth/resend-verification',
      { email: 'lin@example.com' },
      { language: 'de' },
    );
    expect(again.statusCode).toBe(202);
    const [german] = await deliver();
    expect(german!.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Green Planet ECO');
    expect(await localeOf('lin@example.com')).toBe('fr');
    // The owner follows the German link: its page names German, and the account takes it.
    const confirmed = await post(
      t.app,
      '/api/auth/verify-email',
      { token: tokenIn(german!.text, '/de/verify-email') },
      { language: 'de' },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await localeOf('lin@example.com')).toBe('de');
  });

  it('a change asked on the account page from a French page is told in French, at both addresses', async () => {
    const cookie = await signUp(t, 'ada@example.com');
    await deliver();
    const asked = await post(
      t.app,
      '/api/account/email',
      { email: 'ada.new@example.com', password: PASSWORD },
      { cookie, language: 'fr' },
    );
    expect(asked.statusCode).toBe(202);
    const mails = await deliver();
    const toOld = mails.find((mail) => mail.to.includes('ada@example.com'))!;
    const toNew = mails.find((mail) => mail.to.includes('ada.new@example.com'))!;
    expect(toOld.subject).toBe(
      'Votre compte Green Planet ECO a demandé à utiliser une autre adresse e-mail',
    );
    expect(toOld.text).toContain('https://eco.example/fr/forgot-password');
    expect(toOld.text).toContain('ada.new@example.com à la place de cette adresse');
    expect(toNew.subject).toBe('Confirmez votre adresse e-mail pour Green Planet ECO');
    // French sets a no-break space before the colon.
    expect(toNew.text).toContain(
      'en ouvrant ce lien\u00a0:\n\nhttps://eco.example/fr/verify-email?token=',
    );
    expect(await localeOf('ada@example.com')).toBe('fr');

    // The link followed (its page names French too): the old address hears in French.
    const confirmed = await post(
      t.app,
      '/api/auth/verify-email',
      { token: tokenIn(toNew.text, '/fr/verify-email') },
      { language: 'fr' },
    );
    expect(confirmed.statusCode).toBe(200);
    const [changed] = await deliver();
    expect(changed!.to).toEqual(['ada@example.com']);
    expect(changed!.subject).toBe('Votre compte Green Planet ECO a une nouvelle adresse e-mail');
  });
});

import { marketingNoticeText } from '@eco/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox, stageAlerts } from '../../db/schema';
import { ORIGIN, post, useTestApp } from '../../../test/app';
import type { TestContext } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';
import { readMail, startSmtp } from '../../../test/smtp';
import { CHAIN, FakeStages } from '../../../test/stage-states';
import { createSmtpTransport } from '../mail/mail.transport';
import { OutboxWorker } from '../mail/mail.worker';
import { SIGNUP_MESSAGE } from './stage-alerts.routes';
import { StageAlertWorker } from './stage-alerts.worker';

// The sale alerts end to end inside the API: sign-up, the confirmation mail as an SMTP server
// receives it, confirmation, the worker seeing the stage open through a fake indexer reader
// (injected as buildApp's other readers are; the real indexer is the browser tests' job), and
// the one notice, on PGlite and PostgreSQL.

const PRIVATE = 1;
const opensAt = new Date('2026-02-01T10:00:00Z');
const openedAt = { blockNumber: 812n, at: new Date('2026-02-01T10:00:07Z') };

/**
 * MiCA Art. 7: both mails market the sale, so each carries the notice (@eco/shared's, whose test
 * holds its words): the statement word for word, where the white paper is, and the offeror's
 * phone and email (Art. 7(1)(d)).
 */
const artSevenNotice = marketingNoticeText('https://eco.example/white-paper');

/** The token of the first link to `page` in a mail's text. */
function tokenIn(text: string, page: string): string {
  const token = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!token) throw new Error(`no ${page} link in:\n${text}`);
  return token;
}

describe.each(databaseKinds)('stage alerts on $name', (kind) => {
  // One SMTP server for the file's tests, listening before the app reads its address; each test
  // reads only the mails it caused.
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  const stages = new FakeStages();
  const t = useTestApp(kind, {
    env: () => ({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'team@eco.example',
      SITE_URL: 'https://eco.example',
    }),
    stageStatesReader: stages,
  });
  beforeEach(() => {
    stages.reset();
    stages.set(PRIVATE, { opensAt });
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

  const alertWorker = (ctx: TestContext, log?: StageAlertWorkerLog) =>
    new StageAlertWorker({
      db: ctx.store.database.db,
      reader: stages,
      config: ctx.config,
      clock: ctx.clock,
      log,
    });

  const signUp = (email: string, body: Record<string, unknown> = {}, ip?: string) =>
    post(t.app, '/api/stage-alerts', { email, chainId: CHAIN, stage: PRIVATE, ...body }, { ip });

  /** Signs up and confirms `email`; returns the confirmation mail. */
  async function confirmed(email: string) {
    expect((await signUp(email)).statusCode).toBe(202);
    const mail = (await deliver()).find((sent) => sent.to.includes(email));
    const response = await post(t.app, '/api/stage-alerts/confirm', {
      token: tokenIn(mail!.text, '/stage-alerts/confirm'),
    });
    expect(response.statusCode).toBe(200);
    return mail!;
  }

  const openPrivate = () => stages.set(PRIVATE, { open: true, opensAt, openedAt });

  it('mails a confirmation, and once confirmed exactly one notice when the indexer sees the stage open', async () => {
    const response = await signUp('  Ada@Example.com ');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGNUP_MESSAGE, notice: 'stage_alert_mailed' });

    const [confirmation, ...others] = await deliver();
    expect(others).toEqual([]);
    expect(confirmation!.to).toEqual(['ada@example.com']);
    expect(confirmation!.subject).toBe('Confirm your alert for the ECO Private sale');
    expect(confirmation!.text).toContain('https://eco.example/stage-alerts/confirm?token=');
    expect(confirmation!.text).toContain('scheduled to open at 2026-02-01 10:00 UTC');
    expect(confirmation!.text).toContain(artSevenNotice);
    const unsubscribeToken = tokenIn(confirmation!.text, '/stage-alerts/unsubscribe');
    // RFC 8058: the mail client's own "Unsubscribe" posts to the API with this token.
    expect(confirmation!.headers.get('list-unsubscribe')).toBe(
      `<https://eco.example/api/stage-alerts/unsubscribe/one-click?token=${unsubscribeToken}>`,
    );
    expect(confirmation!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(confirmation!.attachments).toEqual([
      expect.objectContaining({ filename: 'eco-private-sale-opens.ics' }),
    ]);
    const ics = confirmation!.attachments[0]!;
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain('DTSTART:20260201T100000Z\r\n');
    expect(ics.content).toContain('UID:eco-sale-stage-31337-1@eco.example\r\n');

    // Not confirmed yet: the stage opening tells nobody.
    const worker = alertWorker(t);
    openPrivate();
    expect(await worker.runOnce()).toEqual({ notified: 0 });
    stages.set(PRIVATE, { opensAt });

    const token = tokenIn(confirmation!.text, '/stage-alerts/confirm');
    const confirm = await post(t.app, '/api/stage-alerts/confirm', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({
      message:
        'Your alert is confirmed: you will get one mail when the Private sale opens. Every mail has a link to stop it.',
      notice: 'stage_alert_confirmed',
      params: { stage: 1 },
    });
    // The link works once.
    expect((await post(t.app, '/api/stage-alerts/confirm', { token })).json().error.code).toBe(
      'unknown_link',
    );

    // Still closed: nothing.
    expect(await worker.runOnce()).toEqual({ notified: 0 });
    expect(await deliver()).toEqual([]);

    openPrivate();
    expect(await worker.runOnce()).toEqual({ notified: 1 });
    const [notice, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(notice!.to).toEqual(['ada@example.com']);
    expect(notice!.subject).toBe('The ECO Private sale is open');
    expect(notice!.text).toContain(
      'The Private sale of ECO opened at 2026-02-01 10:00 UTC (block 812 on chain 31337).',
    );
    expect(notice!.text).toContain('https://eco.example/about/token');
    expect(notice!.text).toContain(artSevenNotice);
    const noticeToken = tokenIn(notice!.text, '/stage-alerts/unsubscribe');
    expect(notice!.headers.get('list-unsubscribe')).toContain(`one-click?token=${noticeToken}>`);
    expect(notice!.attachments[0]!.content).toContain('DTSTART:20260201T100007Z\r\n');

    // A second pass, and a second worker, find nobody left to tell.
    expect(await worker.runOnce()).toEqual({ notified: 0 });
    expect(await alertWorker(t).runOnce()).toEqual({ notified: 0 });
    t.clock.advance(3_600_000);
    expect(await deliver()).toEqual([]);
  });

  it('a sign-up from a French page gets its confirmation and, from the worker, its notice in French', async () => {
    const response = await post(
      t.app,
      '/api/stage-alerts',
      { email: 'Camille@Example.com', chainId: CHAIN, stage: PRIVATE },
      { language: 'fr-FR,fr;q=0.9,en;q=0.5' },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGNUP_MESSAGE, notice: 'stage_alert_mailed' });
    const [alertRow] = await t.store.database.db.select().from(stageAlerts);
    expect(alertRow!.locale).toBe('fr');

    const [confirmation] = await deliver();
    expect(confirmation!.headers.get('content-language')).toBe('fr');
    expect(confirmation!.subject).toBe('Confirmez votre alerte pour la vente Privée d’ECO');
    expect(confirmation!.text).toContain('https://eco.example/fr/stage-alerts/confirm?token=');
    expect(confirmation!.text).toContain(
      'L’ouverture de la vente Privée est prévue le 2026-02-01 à 10:00 UTC.',
    );
    // MiCA Art. 7's statement as the site's French pages word it, the French white paper page.
    expect(confirmation!.text).toContain(
      'La présente communication commerciale sur crypto-actifs n’a été examinée ou approuvée par aucune autorité compétente',
    );
    expect(confirmation!.text).toContain('https://eco.example/fr/white-paper');
    expect(confirmation!.text).toContain('https://eco.example/fr/stage-alerts/unsubscribe?token=');
    expect(confirmation!.text).toMatch(
      /Cette traduction n’a pas encore été relue par une personne maîtrisant la langue\u00a0; le texte anglais fait foi\.\nThis translation has not yet been reviewed by a fluent speaker; the English text prevails\.\n\n-- \nGreen Planet ECO\n?$/,
    );
    // The one-click unsubscribe is the API's, in no language.
    const unsubscribeToken = tokenIn(confirmation!.text, '/fr/stage-alerts/unsubscribe');
    expect(confirmation!.headers.get('list-unsubscribe')).toBe(
      `<https://eco.example/api/stage-alerts/unsubscribe/one-click?token=${unsubscribeToken}>`,
    );
    const ics = confirmation!.attachments[0]!;
    expect(ics.filename).toBe('eco-private-sale-opens.ics');
    const calendarText = ics.content.replace(/\r\n /g, '');
    expect(calendarText).toContain('SUMMARY:ECO\u00a0: ouverture de la vente Privée\r\n');
    expect(calendarText).toContain('URL:https://eco.example/fr/about/token\r\n');
    expect(calendarText).toContain('UID:eco-sale-stage-31337-1@eco.example\r\n');

    // The confirmation page's request names no language: the alert keeps its own.
    const confirm = await post(t.app, '/api/stage-alerts/confirm', {
      token: tokenIn(confirmation!.text, '/fr/stage-alerts/confirm'),
    });
    expect(confirm.statusCode).toBe(200);

    // The worker sends the notice without any request: in the language stored with the alert.
    openPrivate();
    expect(await alertWorker(t).runOnce()).toEqual({ notified: 1 });
    const [notice, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(notice!.to).toEqual(['camille@example.com']);
    expect(notice!.headers.get('content-language')).toBe('fr');
    expect(notice!.subject).toBe('La vente Privée d’ECO est ouverte');
    expect(notice!.text).toContain(
      'La vente Privée d’ECO a ouvert le 2026-02-01 à 10:00 UTC (bloc 812 sur la chaîne 31337).',
    );
    expect(notice!.text).toContain('https://eco.example/fr/about/token');
    expect(notice!.text).toContain('https://eco.example/fr/risks');
    expect(notice!.text).toContain('https://eco.example/fr/stage-alerts/unsubscribe?token=');
    expect(notice!.text).toContain(
      'This translation has not yet been reviewed by a fluent speaker',
    );
    expect(notice!.attachments[0]!.content).toContain('DTSTART:20260201T100007Z\r\n');
  });

  it('a pending alert signed up again from another language’s page is mailed in that one; a header it cannot read is English', async () => {
    expect(
      (
        await post(
          t.app,
          '/api/stage-alerts',
          { email: 'ana@example.com', chainId: CHAIN, stage: PRIVATE },
          { language: 'ar' },
        )
      ).statusCode,
    ).toBe(202);
    const [arabic] = await deliver();
    expect(arabic!.subject).toBe('أكّد تنبيهك لمرحلة البيع الخاص لرمز ECO');
    expect(arabic!.text).toContain('https://eco.example/ar/stage-alerts/confirm?token=');
    expect(
      (
        await post(
          t.app,
          '/api/stage-alerts',
          { email: 'ana@example.com', chainId: CHAIN, stage: PRIVATE },
          { language: 'es' },
        )
      ).statusCode,
    ).toBe(202);
    const [spanish] = await deliver();
    expect(spanish!.subject).toBe('Confirme su aviso para la fase Privada de la venta de ECO');
    expect((await t.store.database.db.select().from(stageAlerts))[0]!.locale).toBe('es');

    const long = await post(
      t.app,
      '/api/stage-alerts',
      { email: 'long@example.com', chainId: CHAIN, stage: PRIVATE },
      { language: `fr,${'y'.repeat(1_998)}` },
    );
    expect(long.statusCode).toBe(202);
    const [english] = await deliver();
    expect(english!.subject).toBe('Confirm your alert for the ECO Private sale');
    expect(english!.headers.get('content-language')).toBe('en');
  });

  it('tells no one who unsubscribed: from the page, or with one click from the mail client (urlencoded or multipart, without Origin)', async () => {
    const page = await confirmed('page@example.com');
    const urlencoded = await confirmed('urlencoded@example.com');
    const multipart = await confirmed('multipart@example.com');
    await confirmed('stays@example.com');

    const pageToken = tokenIn(page.text, '/stage-alerts/unsubscribe');
    const unsubscribed = await post(t.app, '/api/stage-alerts/unsubscribe', { token: pageToken });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toEqual({
      message:
        'Unsubscribed: your address is deleted from the Private sale alert, and no more mail about it will come.',
      notice: 'stage_alert_unsubscribed',
      params: { stage: 1 },
    });
    const again = await post(t.app, '/api/stage-alerts/unsubscribe', { token: pageToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({
      code: 'unknown_link',
      message:
        'There is nothing to unsubscribe: this link is unknown, or the alert was already stopped.',
    });

    // The path and query of the List-Unsubscribe header's URL, as a mail provider posts to it.
    const oneClickUrl = (mail: typeof page) => {
      const url = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? '');
      return `${url.pathname}${url.search}`;
    };
    const form = await t.app.inject({
      method: 'POST',
      url: oneClickUrl(urlencoded),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).toBe(200);
    const boundary = '----eco-test';
    const multi = await t.app.inject({
      method: 'POST',
      url: oneClickUrl(multipart),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="List-Unsubscribe"',
        '',
        'One-Click',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    });
    expect(multi.statusCode).toBe(200);
    // Any other body is refused, and changes nothing.
    const wrong = await t.app.inject({
      method: 'POST',
      url: oneClickUrl(multipart),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Maybe',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      'List-Unsubscribe': 'Send List-Unsubscribe=One-Click (RFC 8058) to unsubscribe.',
    });

    openPrivate();
    expect(await alertWorker(t).runOnce()).toEqual({ notified: 1 });
    expect((await deliver()).map((mail) => mail.to)).toEqual([['stays@example.com']]);
  });

  it('answers a known address exactly as a new one: a pending one gets a fresh link, a confirmed one nothing more', async () => {
    const first = await signUp('grace@example.com');
    const [firstMail] = await deliver();
    const second = await signUp('grace@example.com');
    expect(second.statusCode).toBe(202);
    expect(second.body).toBe(first.body);
    const [secondMail] = await deliver();
    // The newer link replaces the older one.
    const oldToken = tokenIn(firstMail!.text, '/stage-alerts/confirm');
    expect((await post(t.app, '/api/stage-alerts/confirm', { token: oldToken })).statusCode).toBe(
      404,
    );
    const newToken = tokenIn(secondMail!.text, '/stage-alerts/confirm');
    expect((await post(t.app, '/api/stage-alerts/confirm', { token: newToken })).statusCode).toBe(
      200,
    );

    const confirmedAgain = await signUp('grace@example.com');
    expect(confirmedAgain.statusCode).toBe(202);
    expect(confirmedAgain.body).toBe(first.body);
    expect(await deliver()).toEqual([]);
    expect((await countRows(t.store.database.db)).stage_alerts).toBe(1);
    // Another stage of the same address is another alert.
    expect((await signUp('grace@example.com', { stage: 2 })).statusCode).toBe(202);
    expect((await deliver()).map((mail) => mail.subject)).toEqual([
      'Confirm your alert for the ECO Public sale',
    ]);
  });

  it('limits sign-ups per client (5 a minute) and per address (5 an hour), for known and unknown addresses alike', async () => {
    for (let i = 0; i < 5; i++) expect((await signUp(`a${i}@example.com`)).statusCode).toBe(202);
    const perClient = await signUp('a5@example.com');
    expect(perClient.statusCode).toBe(429);
    expect(Number(perClient.headers['retry-after'])).toBeGreaterThan(0);

    for (let i = 0; i < 5; i++) {
      expect((await signUp('flood@example.com', {}, `10.0.1.${i}`)).statusCode).toBe(202);
    }
    const perAddress = await signUp('flood@example.com', {}, '10.0.2.1');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().error.code).toBe('rate_limited');
    const [queued] = await t.store.database.db
      .select({ value: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'flood@example.com'));
    expect(queued?.value).toBe(5);
  });

  it('says a stage is open now instead of subscribing, and signs up while the indexer is down', async () => {
    openPrivate();
    const open = await signUp('late@example.com');
    expect(open.statusCode).toBe(409);
    expect(open.json().error).toEqual({
      code: 'stage_open',
      message:
        'The Private sale is open now since 2026-02-01 10:00 UTC: there is nothing to wait for. You can buy on the token page.',
      params: { stage: 1 },
    });
    expect((await countRows(t.store.database.db)).stage_alerts).toBe(0);
    expect((await countRows(t.store.database.db)).mail_outbox).toBe(0);

    stages.down = true;
    const response = await signUp('late@example.com');
    expect(response.statusCode).toBe(202);
    const [mail] = await deliver();
    expect(mail!.text).toContain('The alert mails you when the stage opens.');
    expect(mail!.attachments).toEqual([]);
    // The worker waits for the indexer rather than failing.
    const warnings: string[] = [];
    const log = { warn: (_: object, msg: string) => warnings.push(msg), error: () => undefined };
    await post(t.app, '/api/stage-alerts/confirm', {
      token: tokenIn(mail!.text, '/stage-alerts/confirm'),
    });
    expect(await alertWorker(t, log).runOnce()).toEqual({ notified: 0 });
    expect(warnings).toEqual(['stage alerts: reading the sale stages failed']);
    // Back, and the stage is open: the address is told, though it signed up after the opening.
    stages.down = false;
    expect(await alertWorker(t).runOnce()).toEqual({ notified: 1 });
  });

  it('asks the indexer nothing while nobody waits', async () => {
    await signUp('pending@example.com');
    const reads = stages.reads;
    expect(await alertWorker(t).runOnce()).toEqual({ notified: 0 });
    expect(stages.reads).toBe(reads);
  });

  it('queues one notice per address when two workers run at once', async () => {
    const emails = ['w1@example.com', 'w2@example.com', 'w3@example.com'];
    for (const [i, email] of emails.entries()) {
      expect((await signUp(email, {}, `10.0.3.${i}`)).statusCode).toBe(202);
    }
    for (const mail of await deliver()) {
      await post(t.app, '/api/stage-alerts/confirm', {
        token: tokenIn(mail.text, '/stage-alerts/confirm'),
      });
    }
    openPrivate();
    const results = await Promise.all([alertWorker(t).runOnce(), alertWorker(t).runOnce()]);
    expect(results.reduce((sum, r) => sum + r.notified, 0)).toBe(3);
    const notices = await deliver();
    expect(notices.map((mail) => mail.to[0]).sort()).toEqual(emails);
  });

  it('deletes an alert nobody confirmed after a day, and a told one after 30 days', async () => {
    await signUp('never@example.com');
    await confirmed('told@example.com');
    openPrivate();
    expect(await alertWorker(t).runOnce()).toEqual({ notified: 1 });
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    await alertWorker(t).runOnce();
    expect((await t.store.database.db.select().from(stageAlerts)).map((row) => row.email)).toEqual([
      'told@example.com',
    ]);
    t.clock.advance(30 * 24 * 60 * 60 * 1000);
    await alertWorker(t).runOnce();
    expect((await countRows(t.store.database.db)).stage_alerts).toBe(0);
    expect((await countRows(t.store.database.db)).stage_alert_tokens).toBe(0);
  });

  it('answers bad input with 400s that name each field, and unknown or expired links with a clear 4xx', async () => {
    const bad = await post(t.app, '/api/stage-alerts', { email: 'nope', chainId: 'x', stage: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'validation_failed',
      message: 'Some fields need attention.',
      fields: {
        email: 'Enter a valid email address, like name@example.com.',
        chainId: 'The chain id must be a whole number, like 1.',
        stage: 'The sale stage must be 0 (partners), 1 (private) or 2 (public).',
      },
      // Only the visitor's field has a rule the site words; the chain and the stage are the page's.
      fieldRules: { email: { rule: 'email' } },
    });
    const unknownField = await signUp('ada@example.com', { admin: true });
    expect(unknownField.json().error.fields).toEqual({
      admin: 'Unknown field: remove it from the request.',
    });
    const otherChain = await signUp('ada@example.com', { chainId: 5 });
    expect(otherChain.statusCode).toBe(400);
    expect(otherChain.json().error.fields).toEqual({ chainId: 'ECO is not deployed on chain 5.' });

    const short = await post(t.app, '/api/stage-alerts/confirm', { token: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      token: 'This link is incomplete. Open the link from the mail again.',
    });
    const unknown = await post(t.app, '/api/stage-alerts/confirm', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('unknown_link');
    const oneClickUnknown = await t.app.inject({
      method: 'POST',
      url: `/api/stage-alerts/unsubscribe/one-click?token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClickUnknown.statusCode).toBe(404);
    const oneClickBadToken = await t.app.inject({
      method: 'POST',
      url: '/api/stage-alerts/unsubscribe/one-click?token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClickBadToken.statusCode).toBe(400);
    expect(oneClickBadToken.json().error.code).toBe('invalid_query');
    // A body the form parser cannot read, or one carrying a file instead of the field, is refused
    // as a body without the field: 400, never a 5xx.
    const boundary = 'eco-test-boundary';
    for (const [contentType, payload] of [
      ['multipart/form-data', 'List-Unsubscribe=One-Click'],
      [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nbroken`],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      ],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/stage-alerts/unsubscribe/one-click?token=${'A'.repeat(43)}`,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json().error.fields, payload).toEqual({
        'List-Unsubscribe': 'Send List-Unsubscribe=One-Click (RFC 8058) to unsubscribe.',
      });
    }

    // The site's Origin is still required everywhere else.
    expect((await signUp('ada@example.com')).statusCode).toBe(202);
    const foreign = await post(
      t.app,
      '/api/stage-alerts',
      { email: 'ada@example.com', chainId: CHAIN, stage: PRIVATE },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);

    const [mail] = await deliver();
    t.clock.advance(24 * 60 * 60 * 1000);
    const expired = await post(t.app, '/api/stage-alerts/confirm', {
      token: tokenIn(mail!.text, '/stage-alerts/confirm'),
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({
      code: 'link_expired',
      message: 'This link has expired. Sign up again on the token page for a new one.',
    });
  });

  it('takes no sign-ups without an indexer to watch the stages (503)', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.store.database,
      clock: t.clock,
      stageStatesReader: undefined,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/stage-alerts',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'ada@example.com', chainId: CHAIN, stage: PRIVATE }),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('stage_alerts_unavailable');
      expect((await countRows(t.store.database.db)).stage_alerts).toBe(0);
    } finally {
      await app.close();
    }
  });
});

type StageAlertWorkerLog = ConstructorParameters<typeof StageAlertWorker>[0]['log'];

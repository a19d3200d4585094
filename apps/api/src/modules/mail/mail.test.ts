import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { post, useTestApp } from '../../../test/app';
import type { TestContext } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';
import { freePort } from '../../../test/net';
import { startSmtp } from '../../../test/smtp';
import { saveContactMessage } from '../contact/contact.repository';
import { createSmtpTransport } from './mail.transport';
import { OutboxWorker, backoffDelayMs } from './mail.worker';

const contact = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Trees',
  message: 'Hello ECO team',
};

describe.each(databaseKinds)('mail outbox on $name', (kind) => {
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
  });
  const t = useTestApp(kind, {
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'team@eco.example' }),
  });
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  const worker = (ctx: TestContext, intervalMs = 5_000) =>
    new OutboxWorker({
      db: ctx.store.database.db,
      transport: createSmtpTransport(ctx.config.mail!.smtpUrl),
      from: ctx.config.mail!.from,
      clock: ctx.clock,
      baseDelayMs: 30_000,
      intervalMs,
    });

  it('queues the mail with the message, retries with backoff while SMTP is down, delivers when up', async () => {
    const response = await post(t.app, '/api/contact', contact);
    expect(response.statusCode).toBe(201);
    const [queued] = await t.store.database.db.select().from(mailOutbox);
    expect(queued).toMatchObject({
      kind: 'contact',
      refId: response.json().id,
      attempts: 0,
      sentAt: null,
    });

    const w = worker(t);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await t.store.database.db.select().from(mailOutbox);
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
    // Not due yet: nothing happens.
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });

    t.clock.advance(30_000);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
    [row] = await t.store.database.db.select().from(mailOutbox);
    expect(row!.attempts).toBe(2);
    expect(row!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(60_000);

    smtp = await startSmtp(port);
    t.clock.advance(60_000);
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
    [row] = await t.store.database.db.select().from(mailOutbox);
    expect(row!.attempts).toBe(3);
    expect(row!.sentAt).not.toBeNull();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['team@eco.example']);
    expect(smtp.received[0]!.raw).toContain('Subject: [ECO contact] Trees (from Ada)');
    expect(smtp.received[0]!.raw).toContain('Reply-To: ada@example.com');
    expect(smtp.received[0]!.raw).toContain('Hello ECO team');
    // Sent mails are not sent twice.
    t.clock.advance(3_600_000);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    await w.stop();
  });

  it('the background worker delivers FAQ questions and stops cleanly', async () => {
    smtp = await startSmtp(port);
    const response = await post(t.app, '/api/faq/questions', {
      name: 'Grace',
      email: 'grace@example.com',
      question: 'How are the trees counted?',
    });
    expect(response.statusCode).toBe(201);
    const w = worker(t, 20);
    w.start();
    const server = smtp;
    await vi.waitFor(() => expect(server.received).not.toHaveLength(0), { timeout: 30_000 });
    await w.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain('How are the trees counted?');
  });

  it("delivers an account's confirmation link to the address that signed up, then the reset link", async () => {
    smtp = await startSmtp(port);
    const signup = await post(t.app, '/api/auth/signup', {
      name: 'Grace',
      email: 'Grace@Example.com',
      password: 'analytical engine 1843',
    });
    expect(signup.statusCode).toBe(201);
    const w = worker(t);
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[0]!.to).toEqual(['grace@example.com']);
    expect(smtp.received[0]!.raw).toContain(
      'Subject: Confirm your email address for Green Planet ECO',
    );
    // Quoted-printable may wrap the long link and escape "=": undo both before reading it.
    const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = raw.match(/\/verify-email\?token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    const verified = await post(t.app, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    await post(t.app, '/api/auth/forgot-password', { email: 'grace@example.com' });
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received[1]!.raw).toContain('Subject: Set a new password for Green Planet ECO');
    await w.stop();
  });

  it('writes the message and its mail in one transaction: neither when the mail fails', async () => {
    const broken = () => ({
      kind: 'contact',
      refId: null,
      to: ['x@example.com'],
      subject: null as unknown as string,
      body: '',
    });
    await expect(
      saveContactMessage(t.store.database.db, contact, t.clock.now(), broken),
    ).rejects.toThrow();
    const counts = await countRows(t.store.database.db);
    expect(counts.contact_messages).toBe(0);
    expect(counts.mail_outbox).toBe(0);
  });
});

describe('backoffDelayMs', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
  });
});

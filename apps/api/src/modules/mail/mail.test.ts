import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { post, useTestApp } from '../../../test/app';
import type { TestContext } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';
import { freePort } from '../../../test/net';
import { startFlakySmtp } from '../../../test/flaky-smtp';
import { startSmtp } from '../../../test/smtp';
import { saveContactMessage } from '../contact/contact.repository';
import { claimDueMails, enqueueMail, MAIL_KEPT_MS } from './mail.repository';
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

  /** Queues a plain mail to `to` (as a notice would be). */
  const queue = (to: string, now = t.clock.now()) =>
    enqueueMail(
      t.store.database.db,
      { kind: 'test', refId: null, to: [to], subject: `For ${to}`, body: 'Hello' },
      now,
    );
  const outboxRow = async (id: string) =>
    (await t.store.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('retries a 451 with backoff under the same Message-ID, and records a 550 without retrying it', async () => {
    const flaky = await startFlakySmtp({
      tempFailEvery: 1,
      refuse: (to) => to === 'nobody@example.com',
    });
    try {
      const busy = await queue('busy@example.com');
      const nobody = await queue('nobody@example.com');
      const w = new OutboxWorker({
        db: t.store.database.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${flaky.ports[0]}`, { connections: 2 }),
        from: 'ECO <no-reply@eco.example>',
        clock: t.clock,
        baseDelayMs: 30_000,
        concurrency: 2,
      });
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 2 });
      const retried = await outboxRow(busy);
      expect(retried).toMatchObject({ attempts: 1, sentAt: null });
      expect(retried.lastError).toMatch(/451/);
      expect(retried.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
      const refused = await outboxRow(nobody);
      expect(refused.lastError).toMatch(/550/);
      // Not tried again before the outbox deletes it (a week after it was queued).
      expect(refused.nextAttemptAt.getTime() - refused.createdAt.getTime()).toBe(
        MAIL_KEPT_MS.unsent,
      );

      t.clock.advance(30_000);
      expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
      t.clock.advance(3_600_000);
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
      await w.stop();
      expect(flaky.refused).toHaveLength(1);
      expect(flaky.accepted.map((mail) => mail.to)).toEqual(['busy@example.com']);
      // The accepted mail and the attempt answered 451 carry one Message-ID, the row's.
      expect(flaky.accepted[0]!.messageId).toBe(`${busy}@eco.example`);
      expect([...flaky.tempFailed]).toContain(`${busy}@eco.example`);
      expect((await outboxRow(busy)).attempts).toBe(2);

      // The refused mail is not sent again in the minutes between the day it may be deleted and
      // the outbox's next purge either: a pass (which purges) just before that day, then one
      // just after it, before the next purge.
      const later = new OutboxWorker({
        db: t.store.database.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${flaky.ports[0]}`),
        from: 'ECO <no-reply@eco.example>',
        clock: t.clock,
      });
      const deletable = refused.createdAt.getTime() + MAIL_KEPT_MS.unsent;
      t.clock.advance(deletable - 60_000 - t.clock.now().getTime());
      expect(await later.runOnce()).toEqual({ sent: 0, failed: 0 });
      t.clock.advance(120_000);
      expect(await later.runOnce()).toEqual({ sent: 0, failed: 0 });
      await later.stop();
      expect(flaky.refused).toHaveLength(1);
    } finally {
      await flaky.close();
    }
  });

  it('a sender the server refuses (a setting wrong for every mail) is retried with backoff, not taken as a refused mail', async () => {
    let refusing = true;
    const flaky = await startFlakySmtp({ refuseSender: () => refusing });
    try {
      const ada = await enqueueMail(
        t.store.database.db,
        {
          kind: 'test',
          refId: null,
          to: ['ada@example.com'],
          subject: 'For Ada',
          body: 'Unsubscribe: {{secret:unsubscribe}}',
          secrets: { unsubscribe: 'https://eco.example/unsubscribe?token=kept' },
        },
        t.clock.now(),
      );
      const w = new OutboxWorker({
        db: t.store.database.db,
        transport: createSmtpTransport(`smtp://127.0.0.1:${flaky.ports[0]}`),
        from: 'ECO <no-reply@eco.example>',
        clock: t.clock,
        baseDelayMs: 30_000,
      });
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
      const waiting = await outboxRow(ada);
      expect(waiting.lastError).toMatch(/553/);
      expect(waiting.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
      // Kept for the next attempt: a refused mail's secrets are erased, this one's links must work.
      expect(waiting.secrets).toEqual({
        unsubscribe: 'https://eco.example/unsubscribe?token=kept',
      });
      refusing = false;
      t.clock.advance(30_000);
      expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
      await w.stop();
      expect(flaky.accepted.map((mail) => mail.to)).toEqual(['ada@example.com']);
    } finally {
      await flaky.close();
    }
  });

  it("two workers sending at once send each mail once; a dead worker's claimed mails go out after its lease", async () => {
    const flaky = await startFlakySmtp();
    try {
      const ids = await Promise.all(
        Array.from({ length: 24 }, (_, i) => queue(`m${i}@example.com`)),
      );
      const sender = () =>
        new OutboxWorker({
          db: t.store.database.db,
          transport: createSmtpTransport(`smtp://127.0.0.1:${flaky.ports[0]}`, { connections: 3 }),
          from: 'ECO <no-reply@eco.example>',
          clock: t.clock,
          batchSize: 4,
          concurrency: 3,
          leaseMs: 60_000,
        });
      // A worker that claimed 4 mails and died (nothing sends them).
      const dead = await claimDueMails(
        t.store.database.db,
        t.clock.now(),
        new Date(t.clock.now().getTime() + 60_000),
        12,
        4,
      );
      expect(dead).toHaveLength(4);
      const [a, b] = [sender(), sender()];
      const drain = async (w: OutboxWorker) => {
        while ((await w.runOnce()).sent > 0);
      };
      await Promise.all([drain(a), drain(b)]);
      expect(flaky.accepted).toHaveLength(20);
      // After the lease, the dead worker's mails go out.
      t.clock.advance(60_000);
      await drain(a);
      await Promise.all([a.stop(), b.stop()]);
      const sent = flaky.accepted.map((mail) => mail.messageId.split('@')[0]).sort();
      expect(sent).toEqual([...ids].sort());
      const rows = await t.store.database.db.select().from(mailOutbox);
      expect(rows.every((row) => row.sentAt !== null)).toBe(true);
      expect(
        rows
          .filter((row) => row.attempts === 2)
          .map((row) => row.id)
          .sort(),
      ).toEqual(dead.map((row) => row.id).sort());
    } finally {
      await flaky.close();
    }
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

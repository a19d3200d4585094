import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { mailOutbox } from '../src/db/schema';
import { post, useTestApp } from './app';
import type { TestContext } from './app';
import { signInWithWallet, signUp } from './accounts';
import { productionStore, pgliteKind } from './databases';
import { readMail, startSmtp } from './smtp';
import { CHAIN, FakeStages } from './stage-states';
import { EMAIL_CHANGES_PER_CLIENT } from '../src/modules/account/account.routes';
import { PROOF_FRESH_MS } from '../src/modules/auth/proof';
import { MAIL_KEPT_MS, MAILS_PER_ADDRESS, renderMail } from '../src/modules/mail/mail.repository';
import { createSmtpTransport } from '../src/modules/mail/mail.transport';
import { OutboxWorker } from '../src/modules/mail/mail.worker';

// Issue 29, findings 1 and 4: what a stranger can make the API mail to an address that is not
// theirs, and what the outbox keeps of it.

const victim = 'victim@example.com';
const lure = 'ACTION NEEDED: your ECO refund is at https://eco-refund.example';

/** Mails queued to `address`, oldest first. */
const mailsTo = (t: TestContext, address: string) =>
  t.store.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt));

/**
 * A fresh wallet's account with the attacker's display name, signed in from `ip` (the address
 * its changes then come from: a sign-in is their proof); returns its session cookie.
 */
async function attackerAccount(t: TestContext, ip: string) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const cookie = await signInWithWallet(t, wallet, undefined, ip);
  const renamed = await t.app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173', cookie },
    payload: JSON.stringify({ name: lure }),
  });
  expect(renamed.statusCode).toBe(200);
  return cookie;
}

describe.each(productionStore)('mail bombing through the forms on $name', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(kind, {
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_TO: 'team@eco.example' }),
  });

  /** Sends what the outbox holds, as the worker does; returns what reached `address`. */
  async function inbox(address: string) {
    const worker = new OutboxWorker({
      db: t.store.database.db,
      transport: createSmtpTransport(t.config.mail!.smtpUrl),
      from: t.config.mail!.from,
      clock: t.clock,
      batchSize: 100,
    });
    await worker.runOnce();
    await worker.stop();
    return smtp.received.filter((m) => m.to.includes(address)).map((m) => readMail(m.raw));
  }

  it('six wallet accounts asking six times each to move to the victim address mail it at most the budget, without their words', async () => {
    const before = smtp.received.length;
    // The review's attack, from six clients so that no per-client limit is what stops it.
    const attackers = [];
    for (let i = 0; i < 6; i++) attackers.push(await attackerAccount(t, `198.51.100.${i + 1}`));
    const answers: number[] = [];
    for (const [i, cookie] of attackers.entries()) {
      for (let k = 0; k < 6; k++) {
        const response = await post(
          t.app,
          '/api/account/email',
          { email: victim },
          { cookie, ip: `198.51.100.${i + 1}` },
        );
        answers.push(response.statusCode);
      }
    }
    // Each account may ask five times an hour; the answers do not tell when mail stops.
    expect(answers.filter((s) => s === 202)).toHaveLength(30);
    const received = await inbox(victim);
    expect(smtp.received.length - before).toBe(MAILS_PER_ADDRESS.limit);
    expect(received).toHaveLength(MAILS_PER_ADDRESS.limit);
    for (const mail of received) {
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.text).not.toContain('eco-refund.example');
      expect(mail.subject).not.toContain('ACTION NEEDED');
    }
  });

  it('requests at the same moment cannot both take the last mail of the budget', async () => {
    const attackers = [];
    for (let i = 0; i < 12; i++) attackers.push(await attackerAccount(t, `203.0.113.${i + 1}`));
    const answers = await Promise.all(
      attackers.map((cookie, i) =>
        post(t.app, '/api/account/email', { email: victim }, { cookie, ip: `203.0.113.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(attackers.map(() => 202));
    expect(await mailsTo(t, victim)).toHaveLength(MAILS_PER_ADDRESS.limit);
  });

  it('one client asks for address changes a bounded number of times, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGES_PER_CLIENT.limit; i++) {
      const cookie = await attackerAccount(t, '192.0.2.77');
      const response = await post(
        t.app,
        '/api/account/email',
        { email: `target-${i}@example.com` },
        { cookie, ip: '192.0.2.77' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await mailsTo(t, `target-${EMAIL_CHANGES_PER_CLIENT.limit}@example.com`)).toHaveLength(
      0,
    );
  });

  it('the budget is an hour that slides: after it, mail goes out again', async () => {
    const cookie = await attackerAccount(t, '192.0.2.10');
    const ask = () =>
      post(t.app, '/api/auth/forgot-password', { email: victim }, { ip: '192.0.2.9' });
    await signUp(t, victim, 'Victim');
    // Sign-up sent one (the confirmation link); the resets take the rest of the budget.
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    for (let i = 0; i < 3; i++) {
      await post(t.app, '/api/account/email', { email: victim }, { cookie, ip: '192.0.2.10' });
    }
    expect(await mailsTo(t, victim)).toHaveLength(MAILS_PER_ADDRESS.limit);
    t.clock.advance(MAILS_PER_ADDRESS.windowMs);
    expect((await ask()).statusCode).toBe(202);
    expect(await mailsTo(t, victim)).toHaveLength(MAILS_PER_ADDRESS.limit + 1);
  });

  it('finding 4: a sent mail keeps no working link, and the outbox forgets it after a day', async () => {
    await signUp(t, victim, 'Victim');
    expect((await post(t.app, '/api/auth/forgot-password', { email: victim })).statusCode).toBe(
      202,
    );
    const [reset] = (await inbox(victim)).filter((m) => m.subject.includes('new password'));
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(reset!.text)?.[1];
    expect(token).toBeDefined();
    const kept = (await mailsTo(t, victim)).find((m) => m.kind === 'reset_password')!;
    expect(kept.sentAt).not.toBeNull();
    expect(kept.secrets).toBeNull();
    expect(JSON.stringify(kept)).not.toContain(token);
    // The link still works for the person who received it.
    const used = await post(t.app, '/api/auth/reset-password', {
      token,
      password: 'a brand new passphrase 1',
    });
    expect(used.statusCode).toBe(200);
    await inbox(victim); // the notice that the password changed

    // A day after sending, the outbox no longer holds the address or the text.
    t.clock.advance(MAIL_KEPT_MS.sent + 60_000);
    await inbox(victim);
    expect(await mailsTo(t, victim)).toHaveLength(0);
  });

  it('finding 4: a mail that never went out loses its link after the last attempt and is gone after a week', async () => {
    const worker = (smtpUrl: string) =>
      new OutboxWorker({
        db: t.store.database.db,
        transport: createSmtpTransport(smtpUrl),
        from: t.config.mail!.from,
        clock: t.clock,
        maxAttempts: 2,
        baseDelayMs: 1000,
      });
    await signUp(t, victim, 'Victim');
    await post(t.app, '/api/auth/forgot-password', { email: victim });
    // No SMTP server on port 9: both attempts fail.
    for (let attempt = 0; attempt < 2; attempt++) {
      const down = worker('smtp://127.0.0.1:9');
      await down.runOnce();
      await down.stop();
      t.clock.advance(60_000);
    }
    const failed = (await mailsTo(t, victim)).find((m) => m.kind === 'reset_password')!;
    expect(failed).toMatchObject({ sentAt: null, attempts: 2, secrets: null });
    t.clock.advance(MAIL_KEPT_MS.unsent);
    const later = worker(t.config.mail!.smtpUrl);
    await later.runOnce();
    await later.stop();
    expect(await mailsTo(t, victim)).toHaveLength(0);
  });
});

/*
 * The budget as a property: whatever mix of the forms that mail an address (sign-up, change of
 * address, forgot password, resend, sale alert) many clients send, and however time passes, no
 * address gets more than MAILS_PER_ADDRESS.limit mails in any 60 minutes.
 */
describe('the mail budget under random use of every form', () => {
  const stages = new FakeStages();
  const t = useTestApp(pgliteKind, { stageStatesReader: stages });
  const addresses = ['a@example.com', 'b@example.com', 'c@example.com'];

  type Step = {
    form: 'signup' | 'change' | 'forgot' | 'resend' | 'alert';
    to: number;
    client: number;
    minutes: number;
  };
  const step = fc.record<Step>({
    form: fc.constantFrom('signup', 'change', 'forgot', 'resend', 'alert'),
    to: fc.nat({ max: addresses.length - 1 }),
    client: fc.nat({ max: 5 }),
    minutes: fc.constantFrom(0, 0, 0, 1, 7, 30),
  });

  it('never mails one address more than the budget in any hour', async () => {
    stages.set(1, { opensAt: new Date('2030-01-01T00:00:00Z') });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        run += 1;
        // Each run its own addresses and a clock two hours on: runs do not share a window.
        t.clock.advance(2 * MAILS_PER_ADDRESS.windowMs);
        const to = addresses.map((a) => a.replace('@', `+${run}@`));
        // One address has an account, so the forms also mail "someone tried" notices to it.
        await signUp(t, to[0]!, 'Owner');
        const wallets = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()));
        // A change of address needs a proof from the client's address within PROOF_FRESH_MS:
        // each client signs in with its wallet when it has no such session.
        const sessions = new Map<number, { cookie: string; at: number }>();
        const sessionOf = async (client: number, ip: string) => {
          const now = t.clock.now().getTime();
          const known = sessions.get(client);
          if (known && now - known.at < PROOF_FRESH_MS) return known.cookie;
          const cookie = await signInWithWallet(t, wallets[client % 2]!, undefined, ip);
          sessions.set(client, { cookie, at: now });
          return cookie;
        };
        for (const s of steps) {
          t.clock.advance(s.minutes * 60_000);
          const email = to[s.to]!;
          const ip = `10.7.${run}.${s.client}`;
          const password = 'a long enough passphrase';
          const response =
            s.form === 'signup'
              ? await post(t.app, '/api/auth/signup', { name: 'X', email, password }, { ip })
              : s.form === 'change'
                ? await post(
                    t.app,
                    '/api/account/email',
                    { email },
                    { ip, cookie: await sessionOf(s.client, ip) },
                  )
                : s.form === 'alert'
                  ? await post(
                      t.app,
                      '/api/stage-alerts',
                      { email, chainId: CHAIN, stage: 1 },
                      { ip },
                    )
                  : await post(
                      t.app,
                      `/api/auth/${s.form === 'forgot' ? 'forgot-password' : 'resend-verification'}`,
                      { email },
                      { ip },
                    );
          // Every answer is a clear one: accepted, or a limit with its wait.
          expect([201, 202, 429]).toContain(response.statusCode);
        }
        for (const address of to) {
          const times = (await mailsTo(t, address)).map((m) => m.createdAt.getTime());
          for (const [i, time] of times.entries()) {
            const inHour = times.filter(
              (other, j) => j <= i && other > time - MAILS_PER_ADDRESS.windowMs,
            );
            expect(inHour.length).toBeLessThanOrEqual(MAILS_PER_ADDRESS.limit);
          }
          for (const mail of await mailsTo(t, address)) {
            // Nothing a stranger typed reaches an address (the sign-up's name is 'X').
            expect(renderMail(mail).text).not.toMatch(/^Hello X,/);
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});

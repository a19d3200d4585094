import { localDevPrivateKeys } from '@eco/contracts';
import { DELETE_ACCOUNT_CONFIRMATION } from '@eco/shared';
import type { ApiAccountResponse } from '@eco/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { eq } from 'drizzle-orm';
import { contactMessages, mailOutbox, sessions, users } from '../../db/schema';
import { ORIGIN, get, post, sessionCookie, useTestApp } from '../../../test/app';
import type { TestContext } from '../../../test/app';
import {
  PASSWORD,
  confirmWithWallet,
  lastMail,
  logIn,
  mailedToken,
  postSigned,
  signInWithWallet,
  signMessageWith,
  signUp,
  walletVerify,
} from '../../../test/accounts';
import { countRows, databaseKinds } from '../../../test/databases';
import { PROOF_FRESH_MS } from '../auth/proof';
import { createSmtpTransport } from '../mail/mail.transport';
import { OutboxWorker } from '../mail/mail.worker';
import { ACCOUNT_EVENTS_KEPT_MS, ACCOUNT_HISTORY_SHOWN } from './account-events.repository';

const wallet = privateKeyToAccount(localDevPrivateKeys.referrer);
const thiefWallet = privateKeyToAccount(localDevPrivateKeys.partner1);
const EMAIL = 'ada@example.com';
/** Longer than a proof lasts: a session signed in this long ago must prove it again. */
const STALE_MS = PROOF_FRESH_MS + 60_000;

/** A JSON request with the site's Origin, any method. */
function send(
  app: FastifyInstance,
  method: 'PATCH' | 'DELETE' | 'POST',
  url: string,
  cookie: string | undefined,
  body?: unknown,
  { origin = ORIGIN, ip }: { origin?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

const account = async (t: TestContext, cookie: string) => {
  const response = await get(t.app, '/api/account', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<ApiAccountResponse>();
};

describe.each(databaseKinds)('account on $name', (kind) => {
  const t = useTestApp(kind);

  it('answers 401 on every route without a session, and 403 to writes from another origin', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/account'],
      ['PATCH', '/api/account'],
      ['DELETE', '/api/account'],
      ['POST', '/api/account/email'],
      ['POST', '/api/account/password'],
      ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/account/sessions/revoke-all'],
      ['DELETE', '/api/account/wallet'],
      ['GET', '/api/account/export'],
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{}',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const cookie = await signUp(t, EMAIL);
    const foreign = await send(
      t.app,
      'PATCH',
      '/api/account',
      cookie,
      { name: 'X' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await account(t, cookie)).user.name).toBe('Ada');
  });

  it('shows the account: user, password, sessions with where and which browser, this one marked', async () => {
    const cookie = await signUp(t, EMAIL);
    t.clock.advance(1000);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0 ${'x'.repeat(400)}`,
      },
      payload: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      remoteAddress: '198.51.100.23',
    });
    expect(other.statusCode).toBe(200);
    const response = await get(t.app, '/api/account', cookie);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<ApiAccountResponse>();
    expect(body).toMatchObject({
      user: { email: EMAIL, emailVerified: true, name: 'Ada' },
      hasPassword: true,
      pendingEmail: null,
    });
    expect(body.sessions).toHaveLength(2);
    const [newest, mine] = body.sessions;
    expect(newest).toMatchObject({ ip: '198.51.100.23', current: false });
    expect(newest!.userAgent).toHaveLength(300);
    expect(newest!.userAgent).toMatch(/^Mozilla\/5\.0 \(X11; Linux x86_64\) Firefox\/140\.0/);
    expect(mine).toMatchObject({ ip: '127.0.0.1', current: true, lastSeenAt: expect.any(String) });
    expect(mine!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/idHash|passwordHash|argon2/);
  });

  it('notes when a session was last seen, at most once a minute', async () => {
    const cookie = await signUp(t, EMAIL);
    const seen = async () => (await t.store.database.db.select().from(sessions))[0]!.lastSeenAt;
    const start = await seen();
    t.clock.advance(30_000);
    await get(t.app, '/api/auth/me', cookie);
    expect(await seen()).toEqual(start);
    t.clock.advance(31_000);
    await get(t.app, '/api/auth/me', cookie);
    expect(await seen()).toEqual(t.clock.now());
  });

  it('renames; refuses an empty name or control characters with the field named', async () => {
    const cookie = await signUp(t, EMAIL);
    const renamed = await send(t.app, 'PATCH', '/api/account', cookie, { name: '  Ada King ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.name).toBe('Ada King');
    for (const name of ['', 'Ada\u0000', 'Ada\nKing']) {
      const bad = await send(t.app, 'PATCH', '/api/account', cookie, { name });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['name']);
    }
    const unknown = await send(t.app, 'PATCH', '/api/account', cookie, { email: 'x@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect((await account(t, cookie)).user.name).toBe('Ada King');
  });

  it('changes the email only once the new address is confirmed; the old address is told', async () => {
    const cookie = await signUp(t, EMAIL);
    const noPassword = await post(
      t.app,
      '/api/account/email',
      { email: 'new@example.com' },
      { cookie },
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({
      password: 'Enter your current password to confirm.',
    });
    expect(noPassword.json().error.fieldRules).toEqual({
      password: { rule: 'currentPasswordNeeded' },
    });
    const wrong = await post(
      t.app,
      '/api/account/email',
      { email: 'new@example.com', password: 'not my password' },
      { cookie },
    );
    expect(wrong.json().error.fields).toEqual({ password: 'This is not your current password.' });
    expect(wrong.json().error.fieldRules).toEqual({ password: { rule: 'notCurrentPassword' } });
    const same = await post(
      t.app,
      '/api/account/email',
      { email: EMAIL, password: PASSWORD },
      { cookie },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fieldRules).toEqual({ email: { rule: 'sameEmail' } });

    const asked = await post(
      t.app,
      '/api/account/email',
      { email: 'New@Example.com', password: PASSWORD },
      { cookie },
    );
    expect(asked.statusCode).toBe(202);
    // The notice and what it names, for the site to word (decision 0047).
    expect(asked.json()).toEqual({
      message:
        'We sent a link to new@example.com. Your account keeps its current address until you follow that link (within 24 hours).',
      notice: 'email_change_mailed',
      params: { email: 'new@example.com' },
    });
    expect(await account(t, cookie)).toMatchObject({
      user: { email: EMAIL },
      pendingEmail: 'new@example.com',
    });
    const token = await mailedToken(t, 'new@example.com', 'verify_email');
    const confirmed = await post(t.app, '/api/auth/verify-email', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      notice: 'email_change_confirmed',
      params: { email: 'new@example.com' },
    });
    expect(await account(t, cookie)).toMatchObject({
      user: { email: 'new@example.com', emailVerified: true },
      pendingEmail: null,
    });
    const notice = await lastMail(t, EMAIL, 'email_changed');
    expect(notice!.body).toContain('new@example.com');
    expect((await logIn(t, 'new@example.com', { ip: '10.6.0.1' })).statusCode).toBe(200);
    expect((await logIn(t, EMAIL, { ip: '10.6.0.1' })).statusCode).toBe(401);
  });

  it('answers a taken address like a free one and mails its owner a notice, never a link', async () => {
    await signUp(t, 'taken@example.com', 'Grace');
    const cookie = await signUp(t, EMAIL);
    const taken = await post(
      t.app,
      '/api/account/email',
      { email: 'taken@example.com', password: PASSWORD },
      { cookie },
    );
    const free = await post(
      t.app,
      '/api/account/email',
      { email: 'free@example.com', password: PASSWORD },
      { cookie },
    );
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().message.replace('taken@', '')).toBe(
      free.json().message.replace('free@', ''),
    );
    expect((await lastMail(t, 'taken@example.com', 'email_in_use'))!.body).toContain(
      'Hello Grace,',
    );
    // No link went to taken@ (only its own sign-up's), and no account changed its address.
    const toTaken = await t.store.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'taken@example.com'));
    expect(toTaken.map((m) => m.kind).sort()).toEqual(['email_in_use', 'verify_email']);
    const rows = await t.store.database.db.select().from(users);
    expect(rows.map((u) => u.email).sort()).toEqual([EMAIL, 'taken@example.com']);
  });

  it('changes the password: current one required, other sessions end, a notice is mailed', async () => {
    const cookie = await signUp(t, EMAIL);
    const phone = sessionCookie(await logIn(t, EMAIL, { ip: '198.51.100.8' }))!;
    const missing = await post(
      t.app,
      '/api/account/password',
      { newPassword: 'brand new passphrase' },
      { cookie },
    );
    expect(missing.json().error.fields).toEqual({
      currentPassword: 'Enter your current password to confirm.',
    });
    const common = await post(
      t.app,
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'password123' },
      { cookie },
    );
    expect(common.json().error.fields).toEqual({
      newPassword: 'This password is too common. Choose another one.',
    });
    expect(common.json().error.fieldRules).toEqual({ newPassword: { rule: 'commonPassword' } });
    const changed = await post(
      t.app,
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'brand new passphrase' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: 'Your password is changed. Other browsers were signed out.',
      notice: 'password_changed',
    });
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(401);
    expect((await lastMail(t, EMAIL, 'password_changed'))!.subject).toContain(
      'password was changed',
    );
    expect((await logIn(t, EMAIL, { password: 'brand new passphrase' })).statusCode).toBe(200);
  });

  it('limits password confirmations per account (a stolen session cannot guess it)', async () => {
    const cookie = await signUp(t, EMAIL);
    for (let i = 0; i < 10; i++) {
      const r = await post(
        t.app,
        '/api/account/password',
        { currentPassword: `guess ${i}`, newPassword: 'brand new passphrase' },
        { cookie },
      );
      expect(r.statusCode).toBe(400);
    }
    const limited = await post(
      t.app,
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'brand new passphrase' },
      { cookie },
    );
    expect(limited.statusCode).toBe(429);
  });

  it("signs out one session by its id; another account's or a malformed id is 404", async () => {
    const cookie = await signUp(t, EMAIL);
    const phone = sessionCookie(await logIn(t, EMAIL, { ip: '198.51.100.9' }))!;
    const grace = await signUp(t, 'grace@example.com', 'Grace');
    const phoneId = (await account(t, cookie)).sessions.find((s) => !s.current)!.id;
    const graceId = (await account(t, grace)).sessions[0]!.id;
    const foreign = await send(t.app, 'DELETE', `/api/account/sessions/${graceId}`, cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('session_not_found');
    expect((await get(t.app, '/api/auth/me', grace)).statusCode).toBe(200);
    expect(
      (await send(t.app, 'DELETE', '/api/account/sessions/not-a-uuid', cookie)).statusCode,
    ).toBe(404);
    const ended = await send(t.app, 'DELETE', `/api/account/sessions/${phoneId}`, cookie);
    expect(ended.statusCode).toBe(204);
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    expect(
      (await send(t.app, 'DELETE', `/api/account/sessions/${phoneId}`, cookie)).statusCode,
    ).toBe(404);
  });

  it('finding 10: "sign out everywhere" ends the sessions in other browsers too', async () => {
    const laptop = await signUp(t, EMAIL);
    const phone = sessionCookie(await logIn(t, EMAIL, { ip: '198.51.100.4' }))!;
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(200);
    // Logging out ends only the session it is sent with.
    expect((await post(t.app, '/api/auth/logout', {}, { cookie: laptop })).statusCode).toBe(204);
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(200);
    const again = sessionCookie(await logIn(t, EMAIL))!;
    const withFields = await post(
      t.app,
      '/api/account/sessions/revoke-all',
      { all: true },
      { cookie: again },
    );
    expect(withFields.statusCode).toBe(400);
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(200);
    const revoke = await post(t.app, '/api/account/sessions/revoke-all', {}, { cookie: again });
    expect(revoke.statusCode).toBe(204);
    expect(revoke.cookies.find((c) => c.name === 'eco_session')?.value).toBe('');
    expect(revoke.cookies.find((c) => c.name === 'eco_device')?.value).toBe('');
    for (const cookie of [again, phone]) {
      expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    }
    expect(await countRows(t.store.database.db)).toMatchObject({ sessions: 0, login_devices: 0 });
  });

  it('unlinks the wallet, but not while it is the only way to sign in', async () => {
    const walletOnly = await signInWithWallet(t, wallet);
    const refused = await send(t.app, 'DELETE', '/api/account/wallet', walletOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('wallet_only_sign_in');
    await send(t.app, 'DELETE', '/api/account', walletOnly, {
      confirm: DELETE_ACCOUNT_CONFIRMATION,
    });

    const cookie = await signUp(t, EMAIL);
    await signInWithWallet(t, wallet, cookie);
    expect((await account(t, cookie)).user.walletAddress).toBe(wallet.address);
    const unlinked = await send(t.app, 'DELETE', '/api/account/wallet', cookie);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<ApiAccountResponse>().user.walletAddress).toBeNull();
    expect((await send(t.app, 'DELETE', '/api/account/wallet', cookie)).statusCode).toBe(404);
  });

  it('a wallet-only account adds an email: no password asked, the address set once confirmed', async () => {
    const cookie = await signInWithWallet(t, wallet);
    const before = await account(t, cookie);
    expect(before).toMatchObject({ hasPassword: false, user: { email: null } });
    const asked = await post(t.app, '/api/account/email', { email: EMAIL }, { cookie });
    expect(asked.statusCode).toBe(202);
    expect((await account(t, cookie)).pendingEmail).toBe(EMAIL);
    const token = await mailedToken(t, EMAIL, 'verify_email');
    expect((await post(t.app, '/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect((await account(t, cookie)).user).toMatchObject({ email: EMAIL, emailVerified: true });
    // With no password yet, the wallet stays the only way to sign in.
    expect((await send(t.app, 'DELETE', '/api/account/wallet', cookie)).statusCode).toBe(409);
    const set = await post(
      t.app,
      '/api/account/password',
      { newPassword: 'brand new passphrase' },
      { cookie },
    );
    expect(set.statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', '/api/account/wallet', cookie)).statusCode).toBe(200);
  });

  it('exports everything stored about the account as a JSON attachment, links removed', async () => {
    const cookie = await signUp(t, EMAIL);
    await post(t.app, '/api/contact', { name: 'Ada', email: EMAIL, message: 'About trees' });
    await post(t.app, '/api/faq/questions', { name: 'Ada', email: EMAIL, question: 'Why ECO?' });
    await post(t.app, '/api/contact', {
      name: 'Bob',
      email: 'bob@example.com',
      message: 'Not mine',
    });
    await post(t.app, '/api/auth/forgot-password', { email: EMAIL });
    const token = await mailedToken(t, EMAIL, 'reset_password');
    const response = await get(t.app, '/api/account/export', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="eco-account-2026-01-15.json"',
    );
    const data = response.json();
    expect(data.account).toMatchObject({
      email: EMAIL,
      hasPassword: true,
      name: 'Ada',
      mailLanguage: 'en',
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual([
      'About trees',
    ]);
    expect(data.faqQuestions.map((q: { question: string }) => q.question)).toEqual(['Why ECO?']);
    expect(data.mails.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'reset_password',
      'verify_email',
    ]);
    expect(response.body).not.toContain(token);
    expect(response.body).not.toMatch(/argon2|passwordHash|idHash/);
  });

  it('issue 29 finding 2: linking or unlinking a wallet, asking for a new address and deleting the account are told to the confirmed address', async () => {
    const cookie = await signUp(t, EMAIL);
    const kinds = async () =>
      (
        await t.store.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, EMAIL))
      ).map((m) => m.kind);
    const before = await kinds();

    await signInWithWallet(t, wallet, cookie);
    const linked = await lastMail(t, EMAIL, 'wallet_linked');
    expect(linked?.subject).toBe('A wallet was linked to your Green Planet ECO account');
    expect(linked?.body).toContain(wallet.address);

    expect((await send(t.app, 'DELETE', '/api/account/wallet', cookie)).statusCode).toBe(200);
    const unlinked = await lastMail(t, EMAIL, 'wallet_unlinked');
    expect(unlinked?.subject).toBe('A wallet was unlinked from your Green Planet ECO account');
    expect(unlinked?.body).toContain(wallet.address);

    const moved = await send(t.app, 'POST', '/api/account/email', cookie, {
      email: 'new-home@example.com',
      password: PASSWORD,
    });
    expect(moved.statusCode).toBe(202);
    const asked = await lastMail(t, EMAIL, 'email_change_requested');
    expect(asked?.body).toContain('new-home@example.com');
    expect(asked?.body).toContain('/forgot-password');
    expect((await kinds()).filter((k) => !before.includes(k)).sort()).toEqual([
      'email_change_requested',
      'wallet_linked',
      'wallet_unlinked',
    ]);

    expect(
      (
        await send(t.app, 'DELETE', '/api/account', cookie, {
          confirm: DELETE_ACCOUNT_CONFIRMATION,
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(204);
    // Deleting the account deletes the mails queued to it, but for the one that says so.
    expect(await kinds()).toEqual(['account_deleted']);
    const gone = (await lastMail(t, EMAIL, 'account_deleted'))!;
    expect(gone.subject).toBe('Your Green Planet ECO account was deleted');
  });

  it('deletes the account after the typed confirmation and password; messages sent stay', async () => {
    const cookie = await signUp(t, EMAIL);
    await post(t.app, '/api/contact', { name: 'Ada', email: EMAIL, message: 'About trees' });
    const bad = await send(t.app, 'DELETE', '/api/account', cookie, { confirm: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.confirm).toBe(
      `Type "${DELETE_ACCOUNT_CONFIRMATION}" to confirm.`,
    );
    const noPassword = await send(t.app, 'DELETE', '/api/account', cookie, {
      confirm: DELETE_ACCOUNT_CONFIRMATION,
    });
    expect(noPassword.json().error.fields).toEqual({
      password: 'Enter your current password to confirm.',
    });
    expect((await countRows(t.store.database.db)).users).toBe(1);
    const deleted = await send(t.app, 'DELETE', '/api/account', cookie, {
      confirm: DELETE_ACCOUNT_CONFIRMATION,
      password: PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies.find((c) => c.name === 'eco_session')?.value).toBe('');
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    expect(await countRows(t.store.database.db)).toMatchObject({
      users: 0,
      sessions: 0,
      email_tokens: 0,
      login_devices: 0,
      // Only the notice that the account was deleted (issue 29, finding 2).
      mail_outbox: 1,
      contact_messages: 1,
    });
    const [kept] = await t.store.database.db.select().from(contactMessages);
    expect(kept!.email).toBe(EMAIL);
    // The address is free again.
    await signUp(t, EMAIL);
  });
});

/** The answer to a change asked for without a fresh proof: 403, the way to give one named. */
function expectProofRequired(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().error).toEqual({ code: 'proof_required', message });
}

const WALLET_ONLY_PROOF = "Confirm it's you: sign with your linked wallet, then try again.";
const PASSWORD_AND_WALLET_PROOF =
  "Confirm it's you: enter your password or sign with your linked wallet, then try again.";
const PASSWORD_PROOF = "Confirm it's you: enter your password, then try again.";

describe.each(databaseKinds)('fresh proof before sign-in changes on $name', (kind) => {
  const t = useTestApp(kind);
  const confirmPassword = (cookie: string, password: string, ip?: string) =>
    post(t.app, '/api/account/confirm', { password }, { cookie, ip });

  it('issue 29 finding 2: a wallet-only session stolen more than 10 minutes after sign-in cannot change the email, set a password or delete the account until the wallet signs again', async () => {
    const stolen = await signInWithWallet(t, wallet);
    t.clock.advance(STALE_MS);
    const db = t.store.database.db;

    // What the thief did: move the account to their own address, give it a password, or
    // delete it. Each is refused and changes nothing.
    expectProofRequired(
      await post(t.app, '/api/account/email', { email: 'thief@example.com' }, { cookie: stolen }),
      WALLET_ONLY_PROOF,
    );
    expectProofRequired(
      await post(
        t.app,
        '/api/account/password',
        { newPassword: 'a thief passphrase 77' },
        { cookie: stolen },
      ),
      WALLET_ONLY_PROOF,
    );
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account', stolen, { confirm: DELETE_ACCOUNT_CONFIRMATION }),
      WALLET_ONLY_PROOF,
    );
    expect(await account(t, stolen)).toMatchObject({
      user: { email: null, walletAddress: wallet.address },
      hasPassword: false,
      pendingEmail: null,
    });
    expect(await countRows(db)).toMatchObject({ users: 1, email_tokens: 0, mail_outbox: 0 });

    // The thief's own wallet proves nothing about this account; the account has no password.
    const otherWallet = await confirmWithWallet(t, thiefWallet, stolen);
    expect(otherWallet.statusCode).toBe(403);
    expect(otherWallet.json().error).toEqual({
      code: 'wrong_wallet',
      message: `This signature is by ${thiefWallet.address}, not by the wallet linked to your account (${wallet.address}). Sign with that wallet.`,
      // Named apart, for the site to say it in the page's language (decision 0047).
      params: { signer: thiefWallet.address, linked: wallet.address },
    });
    const noPassword = await confirmPassword(stolen, 'a guess at a password');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({
      password: 'Your account has no password: sign with your linked wallet instead.',
    });
    expect(noPassword.json().error.fieldRules).toEqual({ password: { rule: 'noPassword' } });
    expectProofRequired(
      await post(t.app, '/api/account/email', { email: 'thief@example.com' }, { cookie: stolen }),
      WALLET_ONLY_PROOF,
    );

    // The owner signs with the linked wallet: then the same session may make the changes.
    const proved = await confirmWithWallet(t, wallet, stolen);
    expect(proved.statusCode, proved.body).toBe(200);
    const moved = await post(t.app, '/api/account/email', { email: EMAIL }, { cookie: stolen });
    expect(moved.statusCode).toBe(202);
    expect((await account(t, stolen)).pendingEmail).toBe(EMAIL);
    const deleted = await send(t.app, 'DELETE', '/api/account', stolen, {
      confirm: DELETE_ACCOUNT_CONFIRMATION,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await countRows(db)).users).toBe(0);
  });

  it('issue 29 finding 2: a password account session stolen more than 10 minutes after sign-in cannot unlink the wallet or link another until the owner confirms', async () => {
    const stolen = await signUp(t, EMAIL);
    await signInWithWallet(t, wallet, stolen);
    t.clock.advance(STALE_MS);
    const linkedMails = async () =>
      (await t.store.database.db.select().from(mailOutbox)).filter((m) =>
        m.kind.startsWith('wallet_'),
      ).length;
    const mailsBefore = await linkedMails();

    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account/wallet', stolen),
      PASSWORD_AND_WALLET_PROOF,
    );
    expect((await account(t, stolen)).user.walletAddress).toBe(wallet.address);
    const wrong = await confirmPassword(stolen, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'This is not your current password.' });
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account/wallet', stolen),
      PASSWORD_AND_WALLET_PROOF,
    );
    expect(await linkedMails()).toBe(mailsBefore);

    // The owner gives the password; the wallet can be unlinked.
    const confirmed = await confirmPassword(stolen, PASSWORD);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message:
        'Thank you. For the next 10 minutes this browser can change how you sign in without confirming again.',
      notice: 'identity_confirmed',
      params: { minutes: 10 },
    });
    expect((await send(t.app, 'DELETE', '/api/account/wallet', stolen)).statusCode).toBe(200);

    // Later, the thief links their own wallet: refused, the account keeps no wallet.
    t.clock.advance(STALE_MS);
    expectProofRequired(await walletVerify(t, thiefWallet, stolen), PASSWORD_PROOF);
    expect((await account(t, stolen)).user.walletAddress).toBeNull();
    const thiefSignsIn = await walletVerify(t, thiefWallet);
    expect(thiefSignsIn.json().user.email).toBeNull();

    // With the password given again, the owner's wallet links.
    expect((await confirmPassword(stolen, PASSWORD)).statusCode).toBe(200);
    expect((await walletVerify(t, wallet, stolen)).statusCode).toBe(200);
    expect((await account(t, stolen)).user.walletAddress).toBe(wallet.address);
  });

  it('a proof holds for 10 minutes, on its own session, from the address it was given from', async () => {
    const laptop = await signUp(t, EMAIL);
    await signInWithWallet(t, wallet, laptop);
    const phone = sessionCookie(await logIn(t, EMAIL, { ip: '198.51.100.7' }))!;
    // A session used from another address than its sign-in's (its cookie was copied) has no
    // proof, even right after the sign-in.
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account/wallet', phone, undefined, { ip: '203.0.113.9' }),
      PASSWORD_AND_WALLET_PROOF,
    );
    t.clock.advance(STALE_MS);

    expect((await confirmWithWallet(t, wallet, laptop)).statusCode).toBe(200);
    // The phone's session is not proved by the laptop's confirmation...
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account/wallet', phone, undefined, { ip: '198.51.100.7' }),
      PASSWORD_AND_WALLET_PROOF,
    );
    // ... nor is the laptop's session from another address.
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account/wallet', laptop, undefined, { ip: '203.0.113.9' }),
      PASSWORD_AND_WALLET_PROOF,
    );
    t.clock.advance(PROOF_FRESH_MS - 1000);
    expect((await send(t.app, 'DELETE', '/api/account/wallet', laptop)).statusCode).toBe(200);
    t.clock.advance(2000);
    expectProofRequired(await walletVerify(t, wallet, laptop), PASSWORD_PROOF);
  });

  it('a correct password given with an address change or deletion is the proof, and proves the session for the next change', async () => {
    const cookie = await signUp(t, EMAIL);
    await signInWithWallet(t, wallet, cookie);
    t.clock.advance(STALE_MS);
    const wrong = await post(
      t.app,
      '/api/account/email',
      { email: 'new@example.com', password: 'not the password' },
      { cookie },
    );
    expect(wrong.json().error.fields).toEqual({ password: 'This is not your current password.' });
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account/wallet', cookie),
      PASSWORD_AND_WALLET_PROOF,
    );
    const moved = await post(
      t.app,
      '/api/account/email',
      { email: 'new@example.com', password: PASSWORD },
      { cookie },
    );
    expect(moved.statusCode).toBe(202);
    expect((await send(t.app, 'DELETE', '/api/account/wallet', cookie)).statusCode).toBe(200);
  });

  it('limits proof attempts: password guesses per account, all attempts per client address', async () => {
    const cookie = await signUp(t, EMAIL);
    for (let i = 0; i < 10; i++) {
      expect((await confirmPassword(cookie, `guess ${i}`)).statusCode).toBe(400);
    }
    // The bound is the account's: the right password from another address waits too.
    expect((await confirmPassword(cookie, PASSWORD, '198.51.100.30')).statusCode).toBe(429);
    const stolen = await signInWithWallet(t, wallet);
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        (
          await post(
            t.app,
            '/api/account/confirm',
            { password: 'x' },
            { cookie: stolen, ip: '198.51.100.31' },
          )
        ).statusCode,
      );
    }
    expect(answers.filter((s) => s === 429)).toHaveLength(1);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses a confirmation without a session, in a malformed body, and a signature without its nonce cookie', async () => {
    expect((await post(t.app, '/api/account/confirm', { password: PASSWORD })).statusCode).toBe(
      401,
    );
    const cookie = await signInWithWallet(t, wallet);
    t.clock.advance(STALE_MS);
    for (const [body, fields] of [
      [{}, { password: 'Enter your password, or sign with your wallet.' }],
      [{ password: '' }, { password: 'Required field.' }],
      [{ password: 'x', extra: 1 }, { extra: 'Unknown field: remove it from the request.' }],
      [{ message: 'hello' }, { signature: 'Required field.' }],
    ] as const) {
      const response = await post(t.app, '/api/account/confirm', body, { cookie });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
    // A signature sent without the nonce's cookie (from another browser) proves nothing.
    const signed = await signMessageWith(t, wallet, { statement: 'Confirm it is me.' });
    const elsewhere = await postSigned(
      t,
      '/api/account/confirm',
      { ...signed, client: '' },
      { cookie },
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.code).toBe('siwe_nonce_invalid');
    expectProofRequired(
      await send(t.app, 'DELETE', '/api/account', cookie, { confirm: DELETE_ACCOUNT_CONFIRMATION }),
      WALLET_ONLY_PROOF,
    );
  });

  it('issue 29 finding 2: every change to how the account signs in shows in its history, newest first, with where it came from, and in the export', async () => {
    const cookie = await signUp(t, EMAIL);
    await signInWithWallet(t, wallet, cookie);
    t.clock.advance(STALE_MS);
    expect((await confirmPassword(cookie, PASSWORD)).statusCode).toBe(200);
    expect((await send(t.app, 'DELETE', '/api/account/wallet', cookie)).statusCode).toBe(200);
    t.clock.advance(1000);
    const moved = await post(
      t.app,
      '/api/account/email',
      { email: 'ada@new-home.example', password: PASSWORD },
      { cookie },
    );
    expect(moved.statusCode).toBe(202);
    const link = await mailedToken(t, 'ada@new-home.example', 'verify_email');
    // The link is followed on another device.
    const followed = await post(
      t.app,
      '/api/auth/verify-email',
      { token: link },
      { ip: '198.51.100.40' },
    );
    expect(followed.statusCode).toBe(200);
    t.clock.advance(1000);
    const changed = await post(
      t.app,
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'a second passphrase 2' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    await post(t.app, '/api/auth/forgot-password', { email: 'ada@new-home.example' });
    const reset = await mailedToken(t, 'ada@new-home.example', 'reset_password');
    const newPassword = 'a third passphrase 3';
    expect(
      (
        await post(
          t.app,
          '/api/auth/reset-password',
          { token: reset, password: newPassword },
          { ip: '198.51.100.41' },
        )
      ).statusCode,
    ).toBe(200);
    t.clock.advance(1000);
    const again = sessionCookie(await logIn(t, 'ada@new-home.example', { password: newPassword }))!;
    expect(
      (await post(t.app, '/api/account/sessions/revoke-all', {}, { cookie: again })).statusCode,
    ).toBe(204);
    const last = sessionCookie(
      await logIn(t, 'ada@new-home.example', { password: newPassword, ip: '198.51.100.42' }),
    )!;

    const { history } = await account(t, last);
    expect(history.map(({ kind, ip, detail }) => ({ kind, ip, detail }))).toEqual([
      { kind: 'signed_out_everywhere', ip: '127.0.0.1', detail: null },
      { kind: 'password_reset', ip: '198.51.100.41', detail: null },
      { kind: 'password_changed', ip: '127.0.0.1', detail: null },
      { kind: 'email_changed', ip: '198.51.100.40', detail: 'new-home.example' },
      { kind: 'email_change_requested', ip: '127.0.0.1', detail: 'new-home.example' },
      { kind: 'wallet_unlinked', ip: '127.0.0.1', detail: wallet.address },
      { kind: 'identity_confirmed', ip: '127.0.0.1', detail: 'password' },
      { kind: 'wallet_linked', ip: '127.0.0.1', detail: wallet.address },
    ]);
    expect(history[0]).toMatchObject({ at: expect.stringMatching(/^2026-01-15T12:11:0\d\.000Z$/) });
    // Nothing secret is kept: no password, token or full new address.
    const exported = (await get(t.app, '/api/account/export', last)).json<{
      accountHistory: unknown[];
    }>();
    expect(exported.accountHistory).toEqual(history);
    expect(JSON.stringify(history)).not.toMatch(/passphrase|ada@new-home|token/);

    // Deleting the account deletes its history.
    expect(
      (
        await send(t.app, 'DELETE', '/api/account', last, {
          confirm: DELETE_ACCOUNT_CONFIRMATION,
          password: newPassword,
        })
      ).statusCode,
    ).toBe(204);
    expect((await countRows(t.store.database.db)).account_events).toBe(0);
  });

  it('a wallet-only account: the signature that confirms it and the first password show in the history', async () => {
    const cookie = await signInWithWallet(t, wallet);
    t.clock.advance(STALE_MS);
    expect((await confirmWithWallet(t, wallet, cookie)).statusCode).toBe(200);
    const set = await post(
      t.app,
      '/api/account/password',
      { newPassword: 'a first passphrase 1' },
      { cookie },
    );
    expect(set.statusCode).toBe(200);
    const { history } = await account(t, cookie);
    expect(history.map(({ kind, detail }) => ({ kind, detail }))).toEqual([
      { kind: 'password_set', detail: null },
      { kind: 'identity_confirmed', detail: 'wallet' },
    ]);
  });

  it('the account page shows the 20 newest entries, the export all; entries go a year after they happened', async () => {
    const cookie = await signInWithWallet(t, wallet);
    for (let i = 0; i < 22; i++) {
      t.clock.advance(60_000);
      expect((await confirmWithWallet(t, wallet, cookie)).statusCode).toBe(200);
    }
    const { history } = await account(t, cookie);
    expect(history).toHaveLength(ACCOUNT_HISTORY_SHOWN);
    expect(history[0]!.at).toBe(t.clock.now().toISOString());
    const exported = (await get(t.app, '/api/account/export', cookie)).json<{
      accountHistory: { at: string }[];
    }>();
    expect(exported.accountHistory).toHaveLength(22);
    expect(exported.accountHistory.slice(0, ACCOUNT_HISTORY_SHOWN)).toEqual(history);

    // The purge runs with the outbox's (the worker that always runs in production).
    const purge = async () => {
      const worker = new OutboxWorker({
        db: t.store.database.db,
        transport: createSmtpTransport('smtp://127.0.0.1:9'),
        from: 'Green Planet ECO <no-reply@eco.example>',
        clock: t.clock,
      });
      await worker.runOnce();
      await worker.stop();
    };
    t.clock.advance(ACCOUNT_EVENTS_KEPT_MS - 21 * 60_000 - 1000);
    await purge();
    expect((await countRows(t.store.database.db)).account_events).toBe(22);
    t.clock.advance(2000);
    await purge();
    // The first entry is a year old now, the second a minute younger.
    expect((await countRows(t.store.database.db)).account_events).toBe(21);
  });
});

import { localDevPrivateKeys } from '@eco/contracts';
import { DELETE_ACCOUNT_CONFIRMATION } from '@eco/shared';
import type { ApiAccountResponse } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { eq } from 'drizzle-orm';
import { contactMessages, mailOutbox, sessions, users } from '../../db/schema';
import { ORIGIN, get, post, sessionCookie, useTestApp } from '../../../test/app';
import type { TestContext } from '../../../test/app';
import {
  PASSWORD,
  lastMail,
  logIn,
  mailedToken,
  signInWithWallet,
  signUp,
} from '../../../test/accounts';
import { countRows, databaseKinds } from '../../../test/databases';

const wallet = privateKeyToAccount(localDevPrivateKeys.referrer);
const EMAIL = 'ada@example.com';

/** A JSON request with the site's Origin, any method. */
function send(
  app: FastifyInstance,
  method: 'PATCH' | 'DELETE' | 'POST',
  url: string,
  cookie: string | undefined,
  body?: unknown,
  origin: string = ORIGIN,
) {
  const headers: Record<string, string> = { origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
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
      'https://evil.example',
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
    const wrong = await post(
      t.app,
      '/api/account/email',
      { email: 'new@example.com', password: 'not my password' },
      { cookie },
    );
    expect(wrong.json().error.fields).toEqual({ password: 'This is not your current password.' });
    const same = await post(
      t.app,
      '/api/account/email',
      { email: EMAIL, password: PASSWORD },
      { cookie },
    );
    expect(same.statusCode).toBe(400);

    const asked = await post(
      t.app,
      '/api/account/email',
      { email: 'New@Example.com', password: PASSWORD },
      { cookie },
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toContain('new@example.com');
    expect(await account(t, cookie)).toMatchObject({
      user: { email: EMAIL },
      pendingEmail: 'new@example.com',
    });
    const token = await mailedToken(t, 'new@example.com', 'verify_email');
    const confirmed = await post(t.app, '/api/auth/verify-email', { token });
    expect(confirmed.statusCode).toBe(200);
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
    const changed = await post(
      t.app,
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'brand new passphrase' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
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
    expect(data.account).toMatchObject({ email: EMAIL, hasPassword: true, name: 'Ada' });
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

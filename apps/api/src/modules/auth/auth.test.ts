import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { signUp } from '../../../test/accounts';
import type { TestContext } from '../../../test/app';
import { countRows, databaseKinds } from '../../../test/databases';
import { SESSION_TTL_MS } from './sessions.repository';

const ada = { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'analytical engine 1843' };

async function signup(t: TestContext, body: object = ada, ip?: string) {
  return post(t.app, '/api/auth/signup', body, ip ? { ip } : {});
}

describe.each(databaseKinds)('auth on $name', (kind) => {
  const t = useTestApp(kind);

  it('signs up: 201, a session cookie (HttpOnly, SameSite=Lax, Path=/, 30 days) and /me', async () => {
    const response = await signup(t);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.stringContaining('Your account is ready') });
    const cookie = response.cookies.find((c) => c.name === 'eco_session')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await get(t.app, '/api/auth/me', sessionCookie(response));
    expect(me.statusCode).toBe(200);
    const { user } = me.json();
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      walletAddress: null,
    });
    expect(user.affiliateCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(user).not.toHaveProperty('passwordHash');

    // Only the SHA-256 of the session id is stored; the password only as argon2id.
    const [session] = await t.store.database.db.select().from(sessions);
    expect(session!.idHash).toBe(sha256Hex(cookie.value));
    const [row] = await t.store.database.db.select().from(users);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a common password with the agreed message', async () => {
    const response = await signup(t, { ...ada, password: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      password: 'This password is too common. Choose another one.',
    });
    const short = await signup(t, { ...ada, password: 'short' });
    expect(short.json().error.fields).toEqual({ password: 'Use at least 10 characters.' });
    expect((await countRows(t.store.database.db)).users).toBe(0);
  });

  it('does not reveal at sign-up that an email is taken', async () => {
    const first = await signup(t);
    const again = await signup(t, { ...ada, name: 'Mallory', password: 'another long passphrase' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
    const decoy = again.cookies.find((c) => c.name === 'eco_session')!;
    expect(decoy.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The account is untouched and the decoy cookie signs nobody in.
    expect((await countRows(t.store.database.db)).users).toBe(1);
    expect((await get(t.app, '/api/auth/me', sessionCookie(again))).statusCode).toBe(401);
    const [row] = await t.store.database.db.select().from(users);
    expect(row!.name).toBe('Ada Lovelace');
    // The owner signing up again with the right password is simply signed in.
    const owner = await signup(t);
    expect(owner.statusCode).toBe(201);
    expect((await get(t.app, '/api/auth/me', sessionCookie(owner))).statusCode).toBe(200);
  });

  it('logs in with the same 401 for a wrong password and an unknown email', async () => {
    await signup(t);
    const wrong = await post(t.app, '/api/auth/login', {
      email: ada.email,
      password: 'wrong password!',
    });
    const unknown = await post(t.app, '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong password!',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Email or password is incorrect.' },
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers unknown emails in about the time of known ones (dummy hash)', async () => {
    await signup(t);
    const time = async (email: string) => {
      const start = performance.now();
      await post(t.app, '/api/auth/login', { email, password: 'wrong password!' });
      return performance.now() - start;
    };
    await time('warm@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(ada.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both run one argon2 verification (tens of ms); without the dummy hash unknown would be ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('logs in with a new session id and invalidates the old one', async () => {
    const first = sessionCookie(await signup(t))!;
    const login = await post(
      t.app,
      '/api/auth/login',
      { email: 'ada@example.com', password: ada.password },
      { cookie: first },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('ada@example.com');
    const second = sessionCookie(login)!;
    expect(second).not.toBe(first);
    expect((await get(t.app, '/api/auth/me', first)).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', second)).statusCode).toBe(200);
    expect((await countRows(t.store.database.db)).sessions).toBe(1);
  });

  it('logs out: deletes the session and clears the cookie', async () => {
    const cookie = sessionCookie(await signup(t))!;
    const logout = await post(t.app, '/api/auth/logout', {}, { cookie });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === 'eco_session')!;
    expect(cleared.value).toBe('');
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    expect((await countRows(t.store.database.db)).sessions).toBe(0);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(noBody.statusCode).toBe(204);
  });

  it('refuses an expired session (30 days)', async () => {
    const cookie = sessionCookie(await signup(t))!;
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
    t.clock.advance(2000);
    const me = await get(t.app, '/api/auth/me', cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('not_signed_in');
  });

  it('answers 401 to /me without a cookie or with a forged one', async () => {
    expect((await get(t.app, '/api/auth/me')).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/me', `eco_session=${'a'.repeat(43)}`)).statusCode).toBe(
      401,
    );
  });

  it('refuses cross-site writes even with a valid session cookie (CSRF)', async () => {
    const cookie = sessionCookie(await signup(t))!;
    const response = await post(
      t.app,
      '/api/auth/logout',
      {},
      { cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toContain('https://evil.example');
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(200);
  });

  it('limits login to 10 a minute per IP, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await post(t.app, '/api/auth/login', {
        email: `x${i}@example.com`,
        password: 'whatever1',
      });
      expect(r.statusCode).toBe(401);
    }
    const limited = await post(t.app, '/api/auth/login', {
      email: 'y@example.com',
      password: 'whatever1',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: expect.stringContaining('Wait 60 seconds'),
    });
  });

  it('limits login to 10 a minute per account across IPs', async () => {
    await signup(t);
    for (let i = 0; i < 10; i++) {
      const r = await post(
        t.app,
        '/api/auth/login',
        { email: ada.email, password: 'wrong password' },
        { ip: `10.1.0.${i}` },
      );
      expect(r.statusCode).toBe(401);
    }
    // Even the right password waits: the account is locked for the rest of the minute.
    const limited = await post(
      t.app,
      '/api/auth/login',
      { email: ada.email, password: ada.password },
      { ip: '10.1.1.1' },
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    const ok = await post(
      t.app,
      '/api/auth/login',
      { email: ada.email, password: ada.password },
      { ip: '10.1.1.1' },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('limits sign-up to 5 a minute per IP', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await signup(t, { ...ada, email: `a${i}@example.com` })).statusCode).toBe(201);
    }
    const limited = await signup(t, { ...ada, email: 'a9@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('records the referral when signing up with a known affiliate code, ignores unknown ones', async () => {
    const referrerCookie = sessionCookie(await signup(t))!;
    const code = (await get(t.app, '/api/auth/me', referrerCookie)).json().user.affiliateCode;
    expect(
      (await signup(t, { ...ada, email: 'b@example.com', affiliateToken: code })).statusCode,
    ).toBe(201);
    expect(
      (await signup(t, { ...ada, email: 'c@example.com', affiliateToken: 'unknown-code' }))
        .statusCode,
    ).toBe(201);
    const referrer = (
      await t.store.database.db.select().from(users).where(eq(users.email, 'ada@example.com'))
    )[0]!;
    const referred = await t.store.database.db
      .select()
      .from(users)
      .where(eq(users.referredBy, referrer.id));
    expect(referred.map((u) => u.email)).toEqual(['b@example.com']);
  });
});

describe.each(databaseKinds)('auth cookie in production on $name', (kind) => {
  const t = useTestApp(kind, { env: { NODE_ENV: 'production' } });

  it('marks the session cookie Secure', async () => {
    const response = await signup(t);
    expect(response.cookies.find((c) => c.name === 'eco_session')!.secure).toBe(true);
  });
});

// Issue #12's findings 3 and 4, reproduced as an attacker would from outside.
describe.each(databaseKinds)('sign-in abuse on $name', (kind) => {
  const t = useTestApp(kind);
  const owner = { name: 'Owner', email: 'owner@example.com', password: 'analytical engine 1843' };
  const login = (password: string, ip: string, cookie?: string) =>
    post(t.app, '/api/auth/login', { email: owner.email, password }, { ip, cookie });

  it('finding 3: sign-up on a taken email answers exactly as for a new one and never signs in, even while login is throttled', async () => {
    await signUp(t, owner.email, owner.name);
    // The attacker hammers the login from one address until it is throttled...
    let throttled = false;
    for (let i = 0; i < 12 && !throttled; i++) {
      throttled = (await login(`wrong guess ${i}`, '203.0.113.9')).statusCode === 429;
    }
    expect(throttled).toBe(true);
    // ...then tries the sign-up form with the same email and the right password.
    const taken = await post(t.app, '/api/auth/signup', owner, { ip: '203.0.113.9' });
    const fresh = await post(
      t.app,
      '/api/auth/signup',
      { ...owner, email: 'someone-new@example.com' },
      { ip: '198.51.100.3' },
    );
    for (const response of [taken, fresh]) {
      expect(response.statusCode).toBe(201);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    const cookie = sessionCookie(taken) ?? 'eco_session=none';
    expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
  });

  it('finding 4: ten wrong passwords from one address do not lock the owner out elsewhere', async () => {
    await signUp(t, owner.email, owner.name);
    for (let i = 0; i < 10; i++) {
      expect([401, 429]).toContain((await login(`wrong guess ${i}`, '203.0.113.7')).statusCode);
    }
    const ok = await login(owner.password, '198.51.100.20');
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok)).toBeDefined();
  });

  it('finding 4: a throttled attempt answers 429 with Retry-After and suggests Forgot password?', async () => {
    await signUp(t, owner.email, owner.name);
    let limited;
    for (let i = 0; i < 12 && !limited; i++) {
      const response = await login(`wrong guess ${i}`, '203.0.113.7');
      if (response.statusCode === 429) limited = response;
    }
    expect(limited).toBeDefined();
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited!.json().error.message).toContain('Forgot password?');
  });

  it('finding 4: the owner with a device cookie gets in while many addresses guess', async () => {
    await signUp(t, owner.email, owner.name);
    const first = await login(owner.password, '198.51.100.20');
    const device = first.cookies.find((c) => c.name === 'eco_device');
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // A botnet: 200 addresses, two guesses each.
    for (let i = 0; i < 200; i++) {
      await login(`botnet guess ${i}a`, `10.2.${Math.floor(i / 250)}.${i % 250}`);
      await login(`botnet guess ${i}b`, `10.2.${Math.floor(i / 250)}.${i % 250}`);
    }
    const ok = await login(owner.password, '192.0.2.50', `eco_device=${device!.value}`);
    expect(ok.statusCode).toBe(200);
  });
});

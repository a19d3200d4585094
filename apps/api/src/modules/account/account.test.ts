import { describe, expect, it } from 'vitest';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { signUp } from '../../../test/accounts';
import { databaseKinds } from '../../../test/databases';

const PASSWORD = 'analytical engine 1843';

describe.each(databaseKinds)('account sessions on $name', (kind) => {
  const t = useTestApp(kind);

  it('finding 10: "sign out everywhere" ends the sessions in other browsers too', async () => {
    const laptop = await signUp(t, 'ada@example.com');
    const phoneLogin = await post(
      t.app,
      '/api/auth/login',
      { email: 'ada@example.com', password: PASSWORD },
      { ip: '198.51.100.4' },
    );
    const phone = sessionCookie(phoneLogin)!;
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(200);
    // Logging out ends only the session it is sent with.
    expect((await post(t.app, '/api/auth/logout', {}, { cookie: laptop })).statusCode).toBe(204);
    expect((await get(t.app, '/api/auth/me', phone)).statusCode).toBe(200);
    const again = sessionCookie(
      await post(t.app, '/api/auth/login', { email: 'ada@example.com', password: PASSWORD }),
    )!;
    const revoke = await post(t.app, '/api/account/sessions/revoke-all', {}, { cookie: again });
    expect(revoke.statusCode).toBe(204);
    expect(revoke.cookies.find((c) => c.name === 'eco_session')?.value).toBe('');
    for (const cookie of [again, phone]) {
      expect((await get(t.app, '/api/auth/me', cookie)).statusCode).toBe(401);
    }
  });
});

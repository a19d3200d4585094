import { localDevPrivateKeys } from '@eco/contracts';
import type { ApiSaleAcceptance } from '@eco/shared';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { ORIGIN, get, post, useTestApp } from '../../../test/app';
import { PASSWORD, signInWithWallet, signUp } from '../../../test/accounts';
import { countRows, databaseKinds } from '../../../test/databases';
import { SALE_ACCEPTANCES, SALE_ACCEPTANCES_PER_CLIENT } from './account.routes';

const URL = '/api/account/sale-acceptance';
const EMAIL = 'ada@example.com';
/** What the Buy dialog sends: 14-hex text versions, the white paper's keccak-256, a country. */
const valid = {
  termsVersion: '0123456789abcd',
  risksVersion: '00ff00ff00ff00',
  whitePaperVersion: `0x${'ab'.repeat(32)}`,
  country: 'DE',
  wallet: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
};

const exported = async (app: Parameters<typeof get>[0], cookie: string) => {
  const response = await get(app, '/api/account/export', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ saleAcceptances: ApiSaleAcceptance[] }>().saleAcceptances;
};

describe.each(databaseKinds)('sale acceptance on $name', (kind) => {
  const t = useTestApp(kind);

  it('answers 401 without a session and 403 from another origin, recording nothing', async () => {
    expect((await post(t.app, URL, valid)).statusCode).toBe(401);
    const cookie = await signUp(t, EMAIL);
    const foreign = await post(t.app, URL, valid, { cookie, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(0);
  });

  it('records the versions, the country and the checksummed wallet for the account, exported newest first', async () => {
    const cookie = await signUp(t, EMAIL);
    const first = await post(t.app, URL, valid, { cookie });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      ...valid,
      wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
      acceptedAt: '2026-01-15T12:00:00.000Z',
    });
    t.clock.advance(60_000);
    // The terms changed: asked again, both answers stay; no wallet named this time.
    const { wallet: _wallet, ...withoutWallet } = valid;
    const second = await post(
      t.app,
      URL,
      { ...withoutWallet, termsVersion: 'ffffffffffffff', country: 'FR' },
      { cookie },
    );
    expect(second.statusCode).toBe(201);
    expect((await exported(t.app, cookie)).map((a) => [a.country, a.wallet, a.acceptedAt])).toEqual(
      [
        ['FR', null, '2026-01-15T12:01:00.000Z'],
        ['DE', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '2026-01-15T12:00:00.000Z'],
      ],
    );
    // Another account sees none of them.
    const other = await signUp(t, 'grace@example.com', 'Grace');
    expect(await exported(t.app, other)).toEqual([]);
  });

  it('refuses an unknown country and malformed versions or wallet, naming each field, recording nothing', async () => {
    const cookie = await signUp(t, EMAIL);
    const before = await countRows(t.store.database.db);
    const refused = async (body: Record<string, unknown>) => {
      const response = await post(t.app, URL, body, { cookie });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    const country =
      'Choose your country of residence from the list: an ISO 3166-1 alpha-2 code such as "DE".';
    for (const value of ['XX', 'de', 'EU', 'UK', 'DEU', '', 276, null]) {
      expect(await refused({ ...valid, country: value })).toEqual({ country });
    }
    expect(
      await refused({
        ...valid,
        termsVersion: '0123456789ABCD',
        risksVersion: '1.2',
        whitePaperVersion: '0xab',
        wallet: 'alice.eth',
      }),
    ).toEqual({
      termsVersion:
        'The terms version is malformed: 14 characters 0-9 and a-f, as the page shows it.',
      risksVersion:
        'The risk disclosure version is malformed: 14 characters 0-9 and a-f, as the page shows it.',
      whitePaperVersion:
        'The white paper version is malformed: its keccak-256 hash, 0x and 64 characters 0-9 and a-f.',
      wallet: 'The wallet must be an address: 0x followed by 40 characters 0-9 and a-f.',
    });
    const { country: _country, ...noCountry } = valid;
    expect(Object.keys(await refused(noCountry))).toEqual(['country']);
    expect(Object.keys(await refused({ ...valid, accepted: true }))).toEqual(['accepted']);
    // Only the client's request counter: the per-client bound counts refused requests too.
    expect(await countRows(t.store.database.db)).toEqual({
      ...before,
      rate_limits: before.rate_limits + 1,
    });
  });

  it('records nothing for a country the offer excludes or does not name, saying why', async () => {
    const cookie = await signUp(t, EMAIL);
    const excluded = await post(t.app, URL, { ...valid, country: 'US' }, { cookie });
    expect(excluded.statusCode).toBe(422);
    expect(excluded.json()).toEqual({
      error: {
        code: 'not_offered',
        message:
          'United States: ECO is not offered to residents of this country. The reason: securities law: not offered to US persons. Nothing was recorded.',
      },
    });
    const elsewhere = await post(t.app, URL, { ...valid, country: 'JP' }, { cookie });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.message).toBe(
      'Japan: ECO is not offered to residents of this country: the offer is made only in the countries it names, and this is not one of them. Nothing was recorded.',
    );
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(0);
  });

  it("refuses a declaration for another account's wallet, or for a wallet other than the account's own, recording nothing", async () => {
    const mine = privateKeyToAccount(localDevPrivateKeys.referrer);
    const theirs = privateKeyToAccount(localDevPrivateKeys.partner1);
    // Grace's account is her wallet's: nobody else may declare for it.
    await signInWithWallet(t, theirs);
    const ada = await signUp(t, EMAIL);
    const forGrace = await post(t.app, URL, { ...valid, wallet: theirs.address }, { cookie: ada });
    expect(forGrace.statusCode).toBe(409);
    expect(forGrace.json().error).toEqual({
      code: 'wallet_not_yours',
      message:
        'This wallet is linked to another account: declare only for a wallet of your own. Nothing was recorded.',
    });
    // Once Ada links her own wallet, that is the one she declares for (lower case or not).
    await signInWithWallet(t, mine, ada);
    const other = await post(t.app, URL, valid, { cookie: ada });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      code: 'wallet_not_yours',
      message: `This is not the wallet linked to your account (${mine.address}): buy with that wallet. Nothing was recorded.`,
      params: { linked: mine.address },
    });
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(0);
    const own = await post(
      t.app,
      URL,
      { ...valid, wallet: mine.address.toLowerCase() },
      { cookie: ada },
    );
    expect(own.statusCode).toBe(201);
    expect(own.json().wallet).toBe(mine.address);
  });

  it('is bounded per client address too, whatever the account', async () => {
    const ip = '203.0.113.9';
    let sent = 0;
    for (let n = 0; sent < SALE_ACCEPTANCES_PER_CLIENT.limit; n++) {
      const cookie = await signUp(t, `buyer${n}@example.com`);
      for (let i = 0; i < SALE_ACCEPTANCES.limit && sent < SALE_ACCEPTANCES_PER_CLIENT.limit; i++) {
        expect((await post(t.app, URL, valid, { cookie, ip })).statusCode).toBe(201);
        sent++;
      }
    }
    const fresh = await signUp(t, 'fresh@example.com');
    const refused = await post(t.app, URL, valid, { cookie: fresh, ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(
      SALE_ACCEPTANCES_PER_CLIENT.limit,
    );
    // Another client is not held up by this one.
    expect((await post(t.app, URL, valid, { cookie: fresh, ip: '203.0.113.10' })).statusCode).toBe(
      201,
    );
  });

  it('goes with the account when it is deleted, and is bounded per account', async () => {
    const cookie = await signUp(t, EMAIL);
    for (let i = 0; i < SALE_ACCEPTANCES.limit; i++) {
      expect((await post(t.app, URL, valid, { cookie })).statusCode).toBe(201);
    }
    expect((await post(t.app, URL, valid, { cookie })).statusCode).toBe(429);
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(SALE_ACCEPTANCES.limit);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ confirm: 'delete my account', password: PASSWORD }),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(0);
  });
});

describe('sale acceptance where the offer is undecided', () => {
  // Mainnet's profile waits for the team's counsel (packages/contracts/config/1.json).
  const t = useTestApp(databaseKinds[0]!, { env: { ECO_CHAIN_ID: '1' } });

  it('records nothing and says so', async () => {
    const cookie = await signUp(t, EMAIL);
    const response = await post(t.app, URL, valid, { cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'offer_undecided',
      message:
        'Who may buy ECO on this network is not decided yet, so no purchase can be made here. Nothing was recorded.',
    });
    expect((await countRows(t.store.database.db)).sale_acceptances).toBe(0);
  });
});

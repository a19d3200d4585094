import { randomUUID } from 'node:crypto';
import { localDevAccounts, localDevPrivateKeys } from '@eco/contracts';
import { buildPartnersTree } from '@eco/contracts/merkle';
import { getPartnerGrant, partnerProofs } from '@eco/contracts/partners';
import type { ApiAdminMessage } from '@eco/shared';
import { describe, expect, it } from 'vitest';
import { getAddress, keccak256, toHex } from 'viem';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { eq } from 'drizzle-orm';
import { contactMessages, faqQuestions, users } from '../../db/schema';
import type { TestContext } from '../../../test/app';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { signInWithWallet, signUp } from '../../../test/accounts';
import { seedSignedIn } from '../../../test/seed';
import { countRows, databaseKinds, productionStore } from '../../../test/databases';
import type { ReferralTotalsReader, ReferredPurchases } from '../affiliate/affiliate.chain';
import { ChainUnavailableError } from '../affiliate/affiliate.chain';
import { createSession } from '../auth/sessions.repository';
import { createUser } from '../auth/users.repository';
import type { PartnersRootReader } from '../partners/partners.chain';
import { PARTNERS_ROOT_TTL_MS } from '../partners/partners.chain';
import type { ContractOwnerReader } from './admin.chain';
import { OWNER_FAILURE_TTL_MS, OWNER_TTL_MS } from './admin.chain';
import { FORBIDDEN_MESSAGE } from './admin.guard';

const ADMIN_EMAIL = 'team@eco.example';
const ownerWallet = privateKeyToAccount(localDevPrivateKeys.owner);
const otherWallet = privateKeyToAccount(localDevPrivateKeys.referrer);

/**
 * What the fake chain answers for owner(): an address, or an error to throw; and, when the owner
 * is a timelock, who its proposers are (or an error).
 */
const chain: {
  owner: Address | Error;
  ownerReads: number;
  proposers: Map<Address, Address[]> | Error;
  proposerReads: number;
} = {
  owner: ownerWallet.address,
  ownerReads: 0,
  proposers: new Map(),
  proposerReads: 0,
};
const ownerReader: ContractOwnerReader = {
  chainId: 31337,
  async read() {
    chain.ownerReads += 1;
    if (chain.owner instanceof Error) throw chain.owner;
    return chain.owner;
  },
  async isProposer(owner, wallet) {
    chain.proposerReads += 1;
    if (chain.proposers instanceof Error) throw chain.proposers;
    return chain.proposers.get(owner)?.includes(wallet) ?? false;
  },
};

/** What the fake chain answers for the leaderboard. */
const referrals: { totals: Map<Address, ReferredPurchases> | Error } = { totals: new Map() };
const referralsReader: ReferralTotalsReader = {
  chainId: 31337,
  async readTop() {
    if (referrals.totals instanceof Error) throw referrals.totals;
    return { totals: referrals.totals };
  },
};

/** The partners root the fake contract holds: proofs are served from the list with that root. */
const partners: { root: Hex } = { root: partnerProofs[31337]!.root };
const partnersRootReader: PartnersRootReader = {
  read: async () => partners.root,
};

const aMessageId = randomUUID();

/** Every admin endpoint, with a request that would succeed for an admin. */
const endpoints: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/admin/me' },
  { method: 'GET', url: '/api/admin/messages?kind=contact' },
  { method: 'GET', url: '/api/admin/messages.csv?kind=faq' },
  {
    method: 'POST',
    url: `/api/admin/messages/contact/${aMessageId}/handled`,
    body: { handled: true },
  },
  { method: 'GET', url: '/api/admin/signups?days=7' },
  { method: 'GET', url: '/api/admin/referrals' },
  {
    method: 'POST',
    url: '/api/admin/partners',
    body: { chainId: 31337, partners: [{ address: localDevAccounts.nonPartner, allocation: '1' }] },
  },
  // After the POST above, so that an admin finds a list.
  { method: 'GET', url: '/api/admin/partners?chainId=31337' },
];

const call = (t: TestContext, endpoint: (typeof endpoints)[number], cookie?: string) =>
  endpoint.method === 'GET'
    ? get(t.app, endpoint.url, cookie)
    : post(t.app, endpoint.url, endpoint.body, { cookie });

/** Inserts messages straight into the store (the public forms are rate-limited per IP). */
async function seedContact(
  t: TestContext,
  rows: Partial<typeof contactMessages.$inferInsert>[],
): Promise<string[]> {
  const base = t.clock.now().getTime() - 60 * 60_000;
  const values = rows.map((row, i) => ({
    id: randomUUID(),
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    subject: null,
    message: `Message ${i}`,
    createdAt: new Date(base + i * 60_000),
    ...row,
  }));
  if (values.length > 0) await t.store.database.db.insert(contactMessages).values(values);
  return values.map((v) => v.id);
}

async function seedFaq(t: TestContext, rows: Partial<typeof faqQuestions.$inferInsert>[]) {
  const base = t.clock.now().getTime() - 60 * 60_000;
  const values = rows.map((row, i) => ({
    id: randomUUID(),
    name: `Asker ${i}`,
    email: `asker${i}@example.com`,
    question: `Question ${i}?`,
    createdAt: new Date(base + i * 60_000),
    ...row,
  }));
  await t.store.database.db.insert(faqQuestions).values(values);
  return values.map((v) => v.id);
}

/** Random distinct checksummed addresses (deterministic). */
const addressesFor = (count: number, salt = 0): Address[] =>
  Array.from({ length: count }, (_, i) =>
    getAddress(keccak256(toHex(`${salt}:${i}`)).slice(0, 42)),
  );

describe.each(productionStore)('admin API on $name', (kind) => {
  const t = useTestApp(kind, {
    env: { ADMIN_EMAILS: 'Team@ECO.example, boss@eco.example' },
    ownerReader,
    referralsReader,
    partnersRootReader,
  });
  // Seeded straight into the store: these tests are about the inbox, not how an admin signs in
  // (that is tested below and in auth.test.ts), and a real sign-up costs two argon2 runs.
  const admin = () => seedSignedIn(t, ADMIN_EMAIL, 'Team');

  const reset = () => {
    chain.owner = ownerWallet.address;
    chain.ownerReads = 0;
    chain.proposers = new Map();
    chain.proposerReads = 0;
    referrals.totals = new Map();
    partners.root = partnerProofs[31337]!.root;
  };

  describe('access', () => {
    it('answers 401 without a session on every endpoint', async () => {
      reset();
      for (const endpoint of endpoints) {
        const response = await call(t, endpoint);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
        expect(response.json().error.code).toBe('not_signed_in');
      }
      expect(chain.ownerReads).toBe(0);
    });

    it('answers 403 to a signed-in non-admin (email account, non-owner wallet) on every endpoint', async () => {
      reset();
      const byEmail = await signUp(t, 'visitor@example.com');
      const byWallet = await signInWithWallet(t, otherWallet);
      for (const cookie of [byEmail, byWallet]) {
        for (const endpoint of endpoints) {
          const response = await call(t, endpoint, cookie);
          expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
          expect(response.json()).toEqual({
            error: { code: 'forbidden', message: FORBIDDEN_MESSAGE },
          });
        }
      }
      // Nothing was written by the refused POSTs.
      const rows = await countRows(t.store.database.db);
      expect(rows.partner_lists).toBe(0);
    });

    it('lets in an account whose email is in ADMIN_EMAILS (any case) on every endpoint', async () => {
      reset();
      await seedContact(t, [{ id: aMessageId }]);
      const cookie = await signUp(t, 'BOSS@eco.example');
      for (const endpoint of endpoints) {
        const response = await call(t, endpoint, cookie);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBeLessThan(300);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect((await get(t.app, '/api/admin/me', cookie)).json()).toEqual({
        admin: true,
        via: ['email'],
        email: 'boss@eco.example',
        address: null,
      });
      // An email admin without a wallet never needs the chain.
      expect(chain.ownerReads).toBe(0);
    });

    it("lets in the contract owner's wallet on every endpoint", async () => {
      reset();
      await seedContact(t, [{ id: aMessageId }]);
      const cookie = await signInWithWallet(t, ownerWallet);
      for (const endpoint of endpoints) {
        const response = await call(t, endpoint, cookie);
        expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBeLessThan(300);
      }
      expect((await get(t.app, '/api/admin/me', cookie)).json()).toEqual({
        admin: true,
        via: ['wallet'],
        email: null,
        address: ownerWallet.address,
      });
      // Read once, then from the 30 s cache.
      expect(chain.ownerReads).toBe(1);
    });

    it('reports both reasons for a listed email whose linked wallet owns the contract', async () => {
      reset();
      const cookie = await admin();
      await signInWithWallet(t, ownerWallet, cookie);
      expect((await get(t.app, '/api/admin/me', cookie)).json()).toEqual({
        admin: true,
        via: ['wallet', 'email'],
        email: ADMIN_EMAIL,
        address: ownerWallet.address,
      });
    });

    it('follows an ownership transfer once the cached owner expires', async () => {
      reset();
      const owner = await signInWithWallet(t, ownerWallet);
      const other = await signInWithWallet(t, otherWallet);
      expect((await get(t.app, '/api/admin/me', owner)).statusCode).toBe(200);
      chain.owner = otherWallet.address;
      // Still cached.
      expect((await get(t.app, '/api/admin/me', owner)).statusCode).toBe(200);
      expect((await get(t.app, '/api/admin/me', other)).statusCode).toBe(403);
      t.clock.advance(OWNER_TTL_MS + 1);
      expect((await get(t.app, '/api/admin/me', owner)).statusCode).toBe(403);
      expect((await get(t.app, '/api/admin/me', other)).statusCode).toBe(200);
      expect(chain.ownerReads).toBe(2);
    });

    it('answers 503 to wallet accounts when the owner cannot be read; email admins still pass', async () => {
      reset();
      chain.owner = new Error('connection refused');
      const wallet = await signInWithWallet(t, ownerWallet);
      const email = await admin();
      await signInWithWallet(t, otherWallet, email);
      const refused = await get(t.app, '/api/admin/me', wallet);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toEqual({
        code: 'owner_unavailable',
        message: 'The contract owner could not be read from the chain. Try again in a minute.',
      });
      const me = await get(t.app, '/api/admin/me', email);
      expect(me.statusCode).toBe(200);
      expect(me.json().via).toEqual(['email']);
      // Failures are cached briefly, then the chain is asked again.
      expect(chain.ownerReads).toBe(1);
      chain.owner = ownerWallet.address;
      expect((await get(t.app, '/api/admin/me', wallet)).statusCode).toBe(503);
      t.clock.advance(OWNER_FAILURE_TTL_MS + 1);
      expect((await get(t.app, '/api/admin/me', wallet)).statusCode).toBe(200);
    });

    it('takes the proposers of a timelock owner for the team, and nobody else', async () => {
      reset();
      const timelock = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
      chain.owner = timelock;
      chain.proposers = new Map([[timelock, [ownerWallet.address]]]);
      const team = await signInWithWallet(t, ownerWallet);
      const me = await get(t.app, '/api/admin/me', team);
      expect(me.statusCode).toBe(200);
      expect(me.json().via).toEqual(['wallet']);
      const other = await signInWithWallet(t, otherWallet);
      expect((await get(t.app, '/api/admin/me', other)).statusCode).toBe(403);
      // Answers are cached with the owner: a second request asks the chain nothing.
      const reads = chain.proposerReads;
      expect((await get(t.app, '/api/admin/me', team)).statusCode).toBe(200);
      expect(chain.proposerReads).toBe(reads);
      // A proposer whose role was revoked is no longer one once the cache expires.
      chain.proposers = new Map([[timelock, []]]);
      t.clock.advance(OWNER_TTL_MS + 1);
      expect((await get(t.app, '/api/admin/me', team)).statusCode).toBe(403);
      // The roles cannot be read: a 503 that says why, no 5xx of another kind.
      chain.proposers = new Error('connection refused');
      t.clock.advance(OWNER_TTL_MS + 1);
      const unreadable = await get(t.app, '/api/admin/me', team);
      expect(unreadable.statusCode).toBe(503);
      expect(unreadable.json().error.message).toBe(
        "The contract owner's proposers could not be read from the chain. Try again in a minute.",
      );
    });

    it('says why when ECO is not deployed on the chain', async () => {
      reset();
      chain.owner = new ChainUnavailableError('ECO is not deployed on chain 5.');
      const wallet = await signInWithWallet(t, ownerWallet);
      const response = await get(t.app, '/api/admin/messages', wallet);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('ECO is not deployed on chain 5.');
    });

    it('refuses admin POSTs without the site Origin (CSRF) before anything else', async () => {
      reset();
      const cookie = await admin();
      const [id] = await seedContact(t, [{}]);
      const response = await post(
        t.app,
        `/api/admin/messages/contact/${id}/handled`,
        { handled: true },
        { cookie, origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden_origin');
      const [row] = await t.store.database.db.select().from(contactMessages);
      expect(row?.handledAt).toBeNull();
    });
  });

  describe('messages', () => {
    it('pages newest first with the total', async () => {
      reset();
      const cookie = await admin();
      const ids = await seedContact(
        t,
        Array.from({ length: 25 }, (_, i) => (i === 3 ? { subject: 'Hello' } : {})),
      );
      const first = await get(t.app, '/api/admin/messages?kind=contact&pageSize=10', cookie);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
      expect(body.items.map((m: ApiAdminMessage) => m.id)).toEqual(ids.slice(15).reverse());
      expect(body.items[0]).toEqual({
        id: ids[24],
        kind: 'contact',
        name: 'Person 24',
        email: 'person24@example.com',
        subject: null,
        body: 'Message 24',
        createdAt: new Date(t.clock.now().getTime() - 60 * 60_000 + 24 * 60_000).toISOString(),
        handledAt: null,
        handledBy: null,
      });
      const last = (await get(t.app, '/api/admin/messages?pageSize=10&page=3', cookie)).json();
      expect(last.items.map((m: ApiAdminMessage) => m.id)).toEqual(ids.slice(0, 5).reverse());
      expect(last.items[1].subject).toBe('Hello');
      const beyond = (await get(t.app, '/api/admin/messages?pageSize=10&page=4', cookie)).json();
      expect(beyond).toEqual({ items: [], total: 25, page: 4, pageSize: 10 });
      // Defaults: contact, page 1, 20 per page, all statuses.
      const defaults = (await get(t.app, '/api/admin/messages', cookie)).json();
      expect(defaults).toMatchObject({ total: 25, page: 1, pageSize: 20 });
      expect(defaults.items).toHaveLength(20);
    });

    it('lists FAQ questions with a null subject and the question as body', async () => {
      reset();
      const cookie = await admin();
      const [id] = await seedFaq(t, [{ question: 'When is the listing?' }]);
      await seedContact(t, [{}, {}]);
      const response = (await get(t.app, '/api/admin/messages?kind=faq', cookie)).json();
      expect(response.total).toBe(1);
      expect(response.items[0]).toMatchObject({
        id,
        kind: 'faq',
        subject: null,
        body: 'When is the listing?',
      });
    });

    it('searches name, email, subject and body case-insensitively, % _ and \\ literally', async () => {
      reset();
      const cookie = await admin();
      const [percent, underscore, backslash, bySubject, byName, byEmail] = await seedContact(t, [
        { message: 'I am 100% sure' },
        { message: 'snake_case question' },
        { message: 'C:\\path' },
        { subject: 'Partnership OFFER' },
        { name: 'Zoë Offerman' },
        { email: 'offers@example.com' },
        { message: 'plain' },
      ]);
      const search = async (q: string, kindName = 'contact') => {
        const response = await get(
          t.app,
          `/api/admin/messages?kind=${kindName}&q=${encodeURIComponent(q)}`,
          cookie,
        );
        expect(response.statusCode).toBe(200);
        return response
          .json()
          .items.map((m: ApiAdminMessage) => m.id)
          .sort();
      };
      expect(await search('%')).toEqual([percent]);
      expect(await search('100%')).toEqual([percent]);
      expect(await search('_')).toEqual([underscore]);
      expect(await search('e_c')).toEqual([underscore]);
      expect(await search('\\')).toEqual([backslash]);
      expect(await search('offer')).toEqual([bySubject, byName, byEmail].sort());
      expect(await search('  OFFER  ')).toEqual([bySubject, byName, byEmail].sort());
      expect(await search('zoë')).toEqual([byName]);
      expect(await search('nothing like this')).toEqual([]);
      const [faq] = await seedFaq(t, [{ question: 'Is 50% burned?' }, { question: 'Why?' }]);
      expect(await search('50%', 'faq')).toEqual([faq]);
      const total = await get(t.app, '/api/admin/messages?q=offer&pageSize=1', cookie);
      expect(total.json()).toMatchObject({ total: 3, pageSize: 1 });
      expect(total.json().items).toHaveLength(1);
    });

    it('marks handled (keeping the first handler) and open again; filters by status', async () => {
      reset();
      const cookie = await admin();
      const other = await signUp(t, 'boss@eco.example', 'Boss');
      const [a, b, c] = await seedContact(t, [{}, {}, {}]);
      const handledAt = t.clock.now().toISOString();
      const marked = await post(
        t.app,
        `/api/admin/messages/contact/${b}/handled`,
        { handled: true },
        { cookie },
      );
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ id: b, handledAt, handledBy: ADMIN_EMAIL });
      t.clock.advance(60_000);
      const again = await post(
        t.app,
        `/api/admin/messages/contact/${b}/handled`,
        { handled: true },
        { cookie: other },
      );
      expect(again.json()).toMatchObject({ handledAt, handledBy: ADMIN_EMAIL });
      const ids = async (status: string) =>
        (await get(t.app, `/api/admin/messages?status=${status}`, cookie))
          .json()
          .items.map((m: ApiAdminMessage) => m.id);
      expect(await ids('handled')).toEqual([b]);
      expect(await ids('open')).toEqual([c, a]);
      expect(await ids('all')).toEqual([c, b, a]);
      const reopened = await post(
        t.app,
        `/api/admin/messages/contact/${b}/handled`,
        { handled: false },
        { cookie: other },
      );
      expect(reopened.json()).toMatchObject({ id: b, handledAt: null, handledBy: null });
      expect(await ids('handled')).toEqual([]);
      // FAQ questions too, by wallet admins (named by their address).
      const [question] = await seedFaq(t, [{}]);
      const owner = await signInWithWallet(t, ownerWallet);
      const faq = await post(
        t.app,
        `/api/admin/messages/faq/${question}/handled`,
        { handled: true },
        { cookie: owner },
      );
      expect(faq.json()).toMatchObject({ kind: 'faq', handledBy: ownerWallet.address });
    });

    it('answers 404 for an unknown message, id or kind and 400 for a bad body, changing nothing', async () => {
      reset();
      const cookie = await admin();
      const [id] = await seedContact(t, [{}]);
      for (const url of [
        `/api/admin/messages/contact/${randomUUID()}/handled`,
        `/api/admin/messages/faq/${id}/handled`,
        '/api/admin/messages/contact/not-a-uuid/handled',
        `/api/admin/messages/mail/${id}/handled`,
      ]) {
        const response = await post(t.app, url, { handled: true }, { cookie });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('message_not_found');
      }
      for (const body of [{ handled: 'yes' }, {}, { handled: true, extra: 1 }, [true]]) {
        const response = await post(t.app, `/api/admin/messages/contact/${id}/handled`, body, {
          cookie,
        });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const bad = await post(
        t.app,
        `/api/admin/messages/contact/${id}/handled`,
        { handled: 1 },
        { cookie },
      );
      expect(bad.json().error.fields).toEqual({ handled: 'handled must be true or false.' });
      const [row] = await t.store.database.db.select().from(contactMessages);
      expect(row?.handledAt).toBeNull();
    });

    it('answers 400 naming the bad query parameter', async () => {
      reset();
      const cookie = await admin();
      const cases: [string, Record<string, string>][] = [
        ['kind=mail', { kind: 'kind must be contact or faq.' }],
        ['pageSize=101', { pageSize: 'pageSize must be a whole number from 1 to 100.' }],
        ['page=0', { page: 'page must be a whole number from 1 to 1000000.' }],
        ['page=abc', { page: 'page must be a whole number from 1 to 1000000.' }],
        ['page=1.5', { page: 'page must be a whole number from 1 to 1000000.' }],
        ['status=done', { status: 'status must be open, handled or all.' }],
        [`q=${'x'.repeat(201)}`, { q: 'q must be at most 200 characters.' }],
        ['q=a&q=b', { q: 'q must be a single search text.' }],
        ['sort=name', { sort: 'Unknown parameter: sort.' }],
      ];
      for (const [query, fields] of cases) {
        const response = await get(t.app, `/api/admin/messages?${query}`, cookie);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.code).toBe('invalid_query');
        expect(response.json().error.fields, query).toEqual(fields);
      }
      expect((await get(t.app, '/api/admin/messages.csv?page=2', cookie)).statusCode).toBe(400);
    });
  });

  describe('CSV export', () => {
    it('exports every matching message, RFC 4180 quoted, formulas defused', async () => {
      reset();
      const cookie = await admin();
      const [plain, tricky, formulas] = await seedContact(t, [
        { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
        {
          name: 'Lovelace, Ada',
          email: 'ada2@example.com',
          subject: 'She said "hi"',
          message: 'line one\nline two\r\nline three',
        },
        {
          name: '=HYPERLINK("http://evil.example")',
          email: '@ada@example.com',
          subject: '+1 555',
          message: '-2+3',
        },
      ]);
      const [open] = await seedContact(t, [{ name: '\tTabbed', createdAt: t.clock.now() }]);
      await post(
        t.app,
        `/api/admin/messages/contact/${plain}/handled`,
        { handled: true },
        { cookie },
      );
      const response = await get(t.app, '/api/admin/messages.csv?kind=contact', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const date = t.clock.now().toISOString().slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="eco-contact-messages-${date}.csv"`,
      );
      const at = (i: number) =>
        new Date(t.clock.now().getTime() - 60 * 60_000 + i * 60_000).toISOString();
      const now = t.clock.now().toISOString();
      expect(response.body).toBe(
        '\uFEFF' +
          'id,created_at,name,email,subject,message,handled_at,handled_by\r\n' +
          `${open},${now},'\tTabbed,person0@example.com,,Message 0,,\r\n` +
          `${formulas},${at(2)},"'=HYPERLINK(""http://evil.example"")",'@ada@example.com,'+1 555,'-2+3,,\r\n` +
          `${tricky},${at(1)},"Lovelace, Ada",ada2@example.com,"She said ""hi""","line one\nline two\r\nline three",,\r\n` +
          `${plain},${at(0)},Ada,ada@example.com,,Hello,${now},${ADMIN_EMAIL}\r\n`,
      );
      // Filters apply; FAQ exports name the question column.
      const idsIn = (csv: string) =>
        [plain, tricky, formulas, open].filter((id) => csv.includes(id!));
      const handled = await get(t.app, '/api/admin/messages.csv?status=handled', cookie);
      expect(idsIn(handled.body)).toEqual([plain]);
      const search = await get(t.app, '/api/admin/messages.csv?q=lovelace', cookie);
      expect(idsIn(search.body)).toEqual([tricky]);
      await seedFaq(t, [{ question: 'Why, though?' }]);
      const faq = await get(t.app, '/api/admin/messages.csv?kind=faq', cookie);
      expect(faq.headers['content-disposition']).toContain('eco-faq-questions-');
      expect(faq.body.split('\r\n')[0]).toBe(
        '\uFEFFid,created_at,name,email,question,handled_at,handled_by',
      );
      expect(faq.body).toContain(',"Why, though?",,\r\n');
    });
  });

  describe('sign-ups', () => {
    it('counts sign-ups per UTC day, every day of the window present', async () => {
      reset();
      const cookie = await admin(); // 2026-01-15T12:00Z, the test clock's today
      const db = t.store.database.db;
      const at = (iso: string, n: number) =>
        createUser(db, { name: `U${n}`, email: `u${n}@example.com` }, new Date(iso));
      await at('2026-01-12T23:59:59.999Z', 1); // outside a 3-day window
      await at('2026-01-13T00:00:00.000Z', 2);
      await at('2026-01-15T00:30:00.000Z', 3);
      await at('2026-01-16T00:00:00.000Z', 4); // tomorrow (clock skew): not counted
      const three = await get(t.app, '/api/admin/signups?days=3', cookie);
      expect(three.json()).toEqual({
        days: [
          { date: '2026-01-13', count: 1 },
          { date: '2026-01-14', count: 0 },
          { date: '2026-01-15', count: 2 },
        ],
        total: 3,
      });
      const month = (await get(t.app, '/api/admin/signups', cookie)).json();
      expect(month.days).toHaveLength(30);
      expect(month.days[0]).toEqual({ date: '2025-12-17', count: 0 });
      expect(month.days.at(-1)).toEqual({ date: '2026-01-15', count: 2 });
      expect(month.total).toBe(4);
      const year = (await get(t.app, '/api/admin/signups?days=365', cookie)).json();
      expect(year.days).toHaveLength(365);
      expect(year.days[0].date).toBe('2025-01-16');
      for (const days of ['0', '366', 'x']) {
        const response = await get(t.app, `/api/admin/signups?days=${days}`, cookie);
        expect(response.statusCode, days).toBe(400);
        expect(response.json().error.fields).toEqual({
          days: 'days must be a whole number from 1 to 365.',
        });
      }
      expect((await countRows(db)).users).toBe(5);
    });
  });

  describe('referral leaderboard', () => {
    const eth = (n: number) => BigInt(n) * 10n ** 18n;

    it('sorts referrers by rewards (then tokens, purchases, address) with their codes', async () => {
      reset();
      const cookie = await admin();
      // The admin links the referrer wallet, so that row carries the admin's code.
      await signInWithWallet(t, otherWallet, cookie);
      const { code } = (await get(t.app, '/api/affiliate', cookie)).json();
      const [a, b, c, d] = addressesFor(4, 7);
      referrals.totals = new Map([
        [a!, { count: 5, tokens: eth(100), rewards: eth(4) }],
        [otherWallet.address, { count: 1, tokens: eth(1000), rewards: eth(40) }],
        [b!, { count: 1, tokens: eth(200), rewards: eth(4) }],
        [c!, { count: 2, tokens: eth(100), rewards: eth(4) }],
        [d!, { count: 1, tokens: 1n, rewards: 1n }],
      ]);
      const response = await get(t.app, '/api/admin/referrals', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        available: true,
        note: null,
        items: [
          {
            referrer: otherWallet.address,
            code,
            purchases: 1,
            tokens: eth(1000).toString(),
            rewards: eth(40).toString(),
          },
          {
            referrer: b,
            code: null,
            purchases: 1,
            tokens: eth(200).toString(),
            rewards: eth(4).toString(),
          },
          {
            referrer: a,
            code: null,
            purchases: 5,
            tokens: eth(100).toString(),
            rewards: eth(4).toString(),
          },
          {
            referrer: c,
            code: null,
            purchases: 2,
            tokens: eth(100).toString(),
            rewards: eth(4).toString(),
          },
          { referrer: d, code: null, purchases: 1, tokens: '1', rewards: '1' },
        ],
      });
      const top2 = (await get(t.app, '/api/admin/referrals?limit=2', cookie)).json();
      expect(top2.items.map((i: { referrer: string }) => i.referrer)).toEqual([
        otherWallet.address,
        b,
      ]);
      expect((await get(t.app, '/api/admin/referrals?limit=101', cookie)).statusCode).toBe(400);
    });

    it('says the leaderboard is unavailable when the chain cannot be read', async () => {
      reset();
      const cookie = await admin();
      referrals.totals = new ChainUnavailableError('ECO is not deployed on chain 5.');
      expect((await get(t.app, '/api/admin/referrals', cookie)).json()).toEqual({
        items: [],
        available: false,
        note: 'ECO is not deployed on chain 5.',
      });
      referrals.totals = new Error('timeout');
      expect((await get(t.app, '/api/admin/referrals', cookie)).json()).toEqual({
        items: [],
        available: false,
        note: 'The purchase history could not be read right now. Try again later.',
      });
    });
  });

  describe('partners list', () => {
    const bundledPartner = localDevAccounts.partners[0];
    const publish = (cookie: string, body: unknown) =>
      post(t.app, '/api/admin/partners', body, { cookie });
    const proofOf = (address: string, chainId = 31337) =>
      get(t.app, `/api/partners/${address}/proof?chainId=${chainId}`);
    /** The owner sets `root` on the contract; the API serves its list once its cache expires. */
    const setRoot = (root: string) => {
      partners.root = root as Hex;
      t.clock.advance(PARTNERS_ROOT_TTL_MS + 1);
    };
    /** Partners with allocations 1,000 ECO, 2,000 ECO, …, as sent and as the tree holds them. */
    const listOf = (addresses: Address[]) => ({
      sent: addresses.map((address, i) => ({ address, allocation: String((i + 1) * 1000) })),
      leaves: addresses.map((address, i) => ({
        address,
        allocation: BigInt(i + 1) * 1000n * 10n ** 18n,
      })),
    });
    const bundledAnswer = () => {
      const grant = getPartnerGrant(bundledPartner)!;
      return {
        address: bundledPartner,
        chainId: 31337,
        allocation: grant.allocation.toString(),
        proof: grant.proof,
      };
    };

    it('refuses bad lists with a clear message and stores nothing', async () => {
      reset();
      const cookie = await admin();
      const good = listOf(addressesFor(2));
      const invalid =
        'not a wallet address (0x followed by 40 hex characters) with an allocation in ECO above 0';
      const cases: [unknown, string, Record<string, string>?][] = [
        [
          { chainId: 31337, partners: [] },
          'Some fields need attention.',
          { partners: 'The list is empty: add at least one partner.' },
        ],
        [
          {
            chainId: 31337,
            partners: [
              good.sent[0],
              { address: '0x1234', allocation: '1' },
              { address: good.sent[1]!.address, allocation: '0' },
              { address: good.sent[1]!.address, allocation: 'lots' },
              'hello',
              null,
              good.sent[1],
            ],
          },
          `These 5 entries are ${invalid}: #2 {"address":"0x1234","allocation":"1"}, #3 {"address":"${good.sent[1]!.address}","allocation":"0"}, #4 {"address":"${good.sent[1]!.address}","allocation":"lots"}, #5 "hello", #6 null.`,
        ],
        [
          { chainId: 31337, partners: [{ address: `${good.sent[0]!.address}0`, allocation: '1' }] },
          `This entry is ${invalid}: #1 {"address":"${good.sent[0]!.address}0","allocation":"1"}.`,
        ],
        [
          { chainId: 31337, partners: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
          `These 7 entries are ${invalid}: #1 "a", #2 "b", #3 "c", #4 "d", #5 "e" and 2 more.`,
        ],
        [
          {
            chainId: 31337,
            partners: [
              good.sent[0],
              { ...good.sent[0]!, address: good.sent[0]!.address.toLowerCase() },
            ],
          },
          `Each partner can be listed once, with one allocation; listed more than once: ${good.sent[0]!.address}.`,
        ],
        [
          { chainId: 31337, partners: listOf(addressesFor(10_001)).sent },
          'A partners list holds at most 10,000 partners; this one has 10,001.',
        ],
        [
          { chainId: 0, partners: good.sent },
          'Some fields need attention.',
          { chainId: 'chainId must be a positive whole number.' },
        ],
        [
          { chainId: '31337', partners: good.sent },
          'Some fields need attention.',
          { chainId: 'chainId must be a positive whole number.' },
        ],
        [
          { partners: good.sent },
          'Some fields need attention.',
          { chainId: 'chainId must be a positive whole number.' },
        ],
        [
          { chainId: 31337, partners: 'x' },
          'Some fields need attention.',
          { partners: 'partners must be a list of { address, allocation }.' },
        ],
        [
          { chainId: 31337, addresses: addressesFor(2) },
          'Some fields need attention.',
          {
            addresses: 'Unknown field: remove it from the request.',
            partners: 'partners must be a list of { address, allocation }.',
          },
        ],
        [
          { chainId: 31337, partners: good.sent, root: '0x12' },
          'Some fields need attention.',
          { root: 'root must be a 0x-prefixed 32-byte hex string.' },
        ],
        [
          { chainId: 31337, partners: good.sent, extra: true },
          'Some fields need attention.',
          { extra: 'Unknown field: remove it from the request.' },
        ],
        [
          { chainId: 31337, partners: good.sent, root: keccak256('0x00') },
          `The list's merkle root is ${buildPartnersTree(good.leaves).root}, not the ${keccak256('0x00')} that was sent. Nothing was published.`,
          { root: 'Does not match the partners and their allocations.' },
        ],
      ];
      for (const [body, message, fields] of cases) {
        const response = await publish(cookie, body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json().error.message).toBe(message);
        expect(response.json().error.fields).toEqual(fields ?? { partners: message });
      }
      const huge = await publish(cookie, {
        chainId: 31337,
        partners: [{ address: '0x'.padEnd(1.1e6, '0'), allocation: '1' }],
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().error.message).toBe('The request is too large (1024 KB at most).');
      expect((await countRows(t.store.database.db)).partner_lists).toBe(0);
      expect((await get(t.app, '/api/admin/partners?chainId=31337', cookie)).json()).toEqual({
        chainId: 31337,
        published: null,
      });
    });

    it('publishes a list whose allocations and proofs verify against its root once the contract holds it', async () => {
      reset();
      const cookie = await admin();
      // Before anything is published, the bundled list answers.
      expect((await proofOf(bundledPartner)).json()).toEqual(bundledAnswer());
      // None published yet is an answer (chainId defaults to ECO_CHAIN_ID, 31337), not an error.
      const missing = await get(t.app, '/api/admin/partners', cookie);
      expect(missing.statusCode).toBe(200);
      expect(missing.json()).toEqual({ chainId: 31337, published: null });

      // Another chain's list leaves chain 31337 on the bundled list; the API reads one chain
      // (ECO_CHAIN_ID), so it serves no proofs for another.
      const sepolia = listOf(addressesFor(3, 1));
      expect(
        (await publish(cookie, { chainId: 11155111, partners: sepolia.sent })).statusCode,
      ).toBe(201);
      expect((await proofOf(bundledPartner)).json()).toEqual(bundledAnswer());
      expect((await proofOf(sepolia.sent[0]!.address, 11155111)).json().error.code).toBe(
        'no_partners_list',
      );

      // Addresses in any case and allocations with decimals; the root is the contracts tool's.
      const list = listOf([...addressesFor(6, 2), localDevAccounts.nonPartner]);
      list.sent[1]!.allocation = '0.25';
      list.leaves[1]!.allocation = 25n * 10n ** 16n;
      const sent = list.sent.map(({ address, allocation }, i) => ({
        address: i % 2 ? ` ${address.toLowerCase()} ` : address,
        allocation,
      }));
      const tree = buildPartnersTree(list.leaves);
      const published = await publish(cookie, { chainId: 31337, partners: sent, root: tree.root });
      expect(published.statusCode).toBe(201);
      expect(published.json()).toEqual({
        chainId: 31337,
        root: tree.root,
        count: list.leaves.length,
        publishedAt: t.clock.now().toISOString(),
        publishedBy: ADMIN_EMAIL,
      });
      expect((await get(t.app, '/api/admin/partners?chainId=31337', cookie)).json()).toEqual({
        chainId: 31337,
        published: published.json(),
      });
      expect((await get(t.app, '/api/admin/partners', cookie)).json().published.root).toBe(
        tree.root,
      );
      expect(
        (await get(t.app, '/api/admin/partners?chainId=11155111', cookie)).json().published.count,
      ).toBe(sepolia.sent.length);

      // Published, but not on the contract yet: the bundled list still answers.
      expect((await proofOf(bundledPartner)).statusCode).toBe(200);
      expect((await proofOf(list.leaves[0]!.address)).statusCode).toBe(404);
      setRoot(tree.root);
      for (const { address, allocation } of list.leaves) {
        const response = await proofOf(address.toLowerCase());
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual({
          address,
          chainId: 31337,
          allocation: allocation.toString(),
          proof: tree.getProof([address, allocation]),
        });
        expect(tree.verify([address, allocation], body.proof)).toBe(true);
      }
      // The bundled partners are not on the published list.
      const gone = await proofOf(bundledPartner);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.code).toBe('not_a_partner');

      // A newer list is served once the contract holds its root.
      const next = listOf(addressesFor(1, 3));
      const single = await publish(cookie, { chainId: 31337, partners: next.sent });
      expect(single.json().root).toBe(buildPartnersTree(next.leaves).root);
      expect((await proofOf(list.leaves[0]!.address)).statusCode).toBe(200);
      setRoot(single.json().root);
      expect((await proofOf(next.sent[0]!.address)).json()).toMatchObject({
        allocation: (1000n * 10n ** 18n).toString(),
        proof: [],
      });
      expect((await proofOf(list.leaves[0]!.address)).statusCode).toBe(404);
      expect((await countRows(t.store.database.db)).partner_lists).toBe(3);
    });

    it('takes a list of 10,000 partners', async () => {
      reset();
      const cookie = await admin();
      const list = listOf(addressesFor(10_000, 4));
      const response = await publish(cookie, { chainId: 31337, partners: list.sent });
      expect(response.statusCode).toBe(201);
      expect(response.json().count).toBe(10_000);
      const tree = buildPartnersTree(list.leaves);
      expect(response.json().root).toBe(tree.root);
      setRoot(tree.root);
      for (const i of [0, 4321, 9999]) {
        const { address, allocation } = list.leaves[i]!;
        const body = (await proofOf(address)).json();
        expect(body.allocation).toBe(allocation.toString());
        expect(tree.verify([address, allocation], body.proof)).toBe(true);
      }
      // Heavy by design (10,000 rows and a merkle tree twice): bounded by its work, not the clock.
    }, 180_000);
  });
});

describe.each(databaseKinds)('admin API on $name without RPC_URL and INDEXER_URL', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL } });

  it('refuses wallet accounts with 503 and says why; the leaderboard is unavailable', async () => {
    const wallet = await signInWithWallet(t, ownerWallet);
    const response = await get(t.app, '/api/admin/me', wallet);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'Admin access by wallet cannot be checked: the API has no RPC_URL to read the contract owner.',
    );
    const cookie = await signUp(t, ADMIN_EMAIL);
    expect((await get(t.app, '/api/admin/referrals', cookie)).json()).toEqual({
      items: [],
      available: false,
      note: 'Referrals are not counted: the API has no INDEXER_URL to read the purchase history.',
    });
  });
});

// An ADMIN_EMAILS address is only an admin once the address is verified.
describe.each(databaseKinds)('admin by email on $name', (kind) => {
  const t = useTestApp(kind, { env: { ADMIN_EMAILS: ADMIN_EMAIL } });

  it('finding 1: signing up first with an admin address does not open /api/admin', async () => {
    const password = 'first come first served';
    const signup = await post(t.app, '/api/auth/signup', {
      name: 'Mallory',
      email: ADMIN_EMAIL,
      password,
    });
    expect(signup.statusCode).toBe(201);
    const login = await post(t.app, '/api/auth/login', { email: ADMIN_EMAIL, password });
    for (const cookie of [sessionCookie(signup), sessionCookie(login)]) {
      const me = await get(t.app, '/api/admin/me', cookie);
      expect([401, 403]).toContain(me.statusCode);
      const messages = await get(t.app, '/api/admin/messages', cookie);
      expect([401, 403]).toContain(messages.statusCode);
    }
  });

  it('an admin address grants admin only once it is verified, even to a signed-in account', async () => {
    const db = t.store.database.db;
    const user = await createUser(db, { name: 'Team', email: ADMIN_EMAIL }, t.clock.now());
    const { token } = await createSession(db, user.id, t.clock.now());
    const cookie = `eco_session=${token}`;
    const refused = await get(t.app, '/api/admin/me', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'forbidden', message: FORBIDDEN_MESSAGE });
    await db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await get(t.app, '/api/admin/me', cookie)).json()).toMatchObject({ via: ['email'] });
  });
});

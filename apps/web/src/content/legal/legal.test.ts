import { PROOF_FRESH_MINUTES } from '@eco/shared';
import { setFormatLocale } from '@eco/shared/format';
import { i18n } from '@lingui/core';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALE_SCRIPT } from '../../config/locales';
import { THEME_SCRIPT } from '../../config/theme';
import { sourceForm } from '../../lib/localized';
import { textVersion } from '../../lib/text-version';
import { company } from '../company';
import { publicDeployments, usdcSourceText, withdrawalPeriodText } from '../sale-rules';
import { companySchema, legalDocumentSchema, type LegalDocument } from '../schemas';
import { site } from '../site';
import { tokenFacts } from '../token';
import { browserStorageSectionId, cookiesSectionId, privacy } from './privacy';
import { risks } from './risks';
import { MAX_REFERRAL_REWARD_PERCENT, terms } from './terms';
import { legalVersions } from './versions';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
const webSrc = join(repo, 'apps/web/src');
const documents = { terms: terms(), privacy: privacy(), risks: risks() };

const read = (path: string) => readFileSync(path, 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every string leaf of a value with its path, e.g. `sections[2].paragraphs[0]`. */
function stringLeaves(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      stringLeaves(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** A copy of `value` with the string at `path` changed by one character. */
function withEdit<T>(value: T, path: string): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.match(/[^.[\]]+/g) ?? [];
  let parent: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = keys.at(-1) ?? '';
  parent[last] = `${String(parent[last])}.`;
  return copy as T;
}

describe('risk disclosure', () => {
  it("says what Circle can do to USDC, and where the sale's USDC comes from", () => {
    const usdc = risks()
      .sections.find((section) => section.id === 'usdc')
      ?.paragraphs.join(' ');
    expect(usdc).toContain('Circle can freeze the USDC of any address');
    expect(usdc).toContain('you could not receive the USDC of a withdrawal or a refund');
    expect(usdc).toContain('no purchase paid in USDC could be withdrawn or refunded');
    expect(usdc).toContain('it can lose that value');
    expect(usdc).toContain(usdcSourceText());
  });

  it('says where getting money back can fail', () => {
    const text = risks()
      .sections.find((section) => section.id === 'money-back')
      ?.paragraphs.join(' ');
    expect(text).toContain('only if the block that includes it comes before the deadline');
    expect(text).toContain('you cannot withdraw the purchase or claim its refund');
    expect(text).toContain('if that address refuses ETH');
    expect(text).toContain('A purchase made after trading in ECO is enabled cannot be withdrawn');
  });
});

describe('legal documents', () => {
  it.each(Object.entries(documents))('%s parses with the legal schema', (_id, document) => {
    expect(legalDocumentSchema.parse(document)).toEqual(document);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('company details parse with their schema', () => {
    expect(companySchema.parse(company)).toEqual(company);
  });

  it('each page is what its id says', () => {
    for (const [id, document] of Object.entries(documents)) expect(document.id).toBe(id);
  });
});

describe('versions', () => {
  it('are derived from the text of each page', () => {
    expect(legalVersions).toEqual({
      terms: textVersion(sourceForm(terms)),
      privacy: textVersion(sourceForm(privacy)),
      risks: textVersion(sourceForm(risks)),
    });
    expect(new Set(Object.values(legalVersions)).size).toBe(3);
  });

  const pages = { terms, privacy, risks };

  it.each(Object.entries(pages))(
    '%s gets a new version when any one of its texts changes',
    (_id, page: () => LegalDocument) => {
      // The version's input: each text as the id of its English message (a hash of the English)
      // with its values. An edit of the English changes the id (lib/localized.test.ts).
      const source = sourceForm(page);
      const version = textVersion(source);
      const leaves = stringLeaves(source);
      expect(leaves.length).toBeGreaterThan(source.sections.length * 2);
      for (const leaf of leaves) {
        expect(textVersion(withEdit(source, leaf.path)), leaf.path).not.toBe(version);
      }
    },
  );

  it('are the same in every language: the English text prevails', () => {
    const english = JSON.stringify(terms());
    try {
      // The German path (no catalogue here: the words stay English, the figures are German's).
      i18n.loadAndActivate({ locale: 'de', messages: {} });
      setFormatLocale('de-DE');
      expect(JSON.stringify(terms())).not.toBe(english);
      for (const [id, page] of Object.entries(pages)) {
        expect(textVersion(sourceForm(page)), id).toBe(legalVersions[id as keyof typeof pages]);
      }
    } finally {
      i18n.activate('en');
      setFormatLocale('en-US');
    }
  });
});

describe('terms of sale', () => {
  it('names the seller from the company module, marked as that module is', () => {
    const seller = terms().sections.find((section) => section.id === 'seller');
    const text = JSON.stringify(seller);
    expect(text).toContain(company.legalName);
    expect(text).toContain(company.companyNumber);
    for (const line of company.registeredAddress) expect(text).toContain(line);
    expect(seller?.provenance).toEqual(company.provenance);
  });

  it('marks governing law and restricted countries as samples until the team supplies them', () => {
    for (const id of ['eligibility', 'governing-law']) {
      expect(terms().sections.find((section) => section.id === id)?.provenance).toEqual({
        status: 'sample',
      });
    }
  });

  it("states the contract's referral cap and the token facts it quotes", () => {
    // The cap is a constant of the Solidity source, in basis points.
    const sol = read(join(repo, 'packages/contracts/contracts/eco-token.sol'));
    const bps = Number(/maxReferralRewardBps = (\d+);/.exec(sol)?.[1]);
    expect(MAX_REFERRAL_REWARD_PERCENT).toBe(bps / 100);
    const text = JSON.stringify(terms());
    expect(text).toContain(`${MAX_REFERRAL_REWARD_PERCENT}%`);
    expect(text).toContain(`${tokenFacts.referralRewardPercent}%`);
  });

  it('state the withdrawal right as the contract and each deployment fix it (decision 0032)', () => {
    const withdrawal = terms().sections.find((section) => section.id === 'withdrawal');
    const text = withdrawal?.paragraphs.join(' ') ?? '';
    // The period comes from the deployments' configs (sale-rules.test.ts compares them).
    expect(publicDeployments.length).toBeGreaterThan(0);
    expect(text).toContain(withdrawalPeriodText());
    for (const d of publicDeployments) expect(text).toContain(`${d.withdrawalDays} days`);
    // MiCA's numbering as published (13(4) trading, 13(5) subscription period), not the issue's.
    expect(text).toMatch(
      /Art\. 13\(5\) the right cannot be exercised after the end of the subscription period/,
    );
    expect(text).toContain(
      'A purchase made after trading in ECO is enabled has no withdrawal period at all: under Art. 13(4)',
    );
    expect(text).toContain(
      'exactly what the purchase cost, in the asset you paid with (ETH or USDC)',
    );
    expect(text).toContain('burned from your wallet');
    expect(text).toContain('The network fee of the withdrawal is yours.');
    // The old promise of no money back is gone.
    expect(JSON.stringify(terms())).not.toContain(
      'Nothing in these terms gives you a right to a refund',
    );
  });

  it('state the refunds of a missed minimum raise or a cancelled stage, claimed by the buyer', () => {
    const refunds = terms()
      .sections.find((section) => section.id === 'refunds')
      ?.paragraphs.join(' ');
    expect(refunds).toContain('fixed when the contract is deployed');
    expect(refunds).toContain('every purchase in it may be refunded, with no deadline');
    expect(refunds).toContain('only until the owner has finalized the stage');
    expect(refunds).toContain('never once trading is enabled');
    expect(refunds).toContain("after the timelock's delay");
    expect(refunds).toContain('Nobody needs us to act.');
  });

  it('hold the payments until no buyer may take them back, and say what the owner cannot take', () => {
    const text = JSON.stringify(terms());
    expect(text).toContain('stay in the contract as long as the buyer may take them back');
    expect(text).toContain('Nor can it take the payments the contract holds for buyers');
    expect(text).toContain(
      "One change does shorten withdrawal periods, of purchases made after it: setting a stage's closing time, or bringing it forward.",
    );
    expect(text).toContain(
      'The owner cannot enable trading before the last withdrawal period of any purchase has ended',
    );
  });

  it('state the referral rules of decision 0033, self-referral as a rule for everyone', () => {
    const referral = terms()
      .sections.find((section) => section.id === 'referral-rewards')
      ?.paragraphs.join(' ');
    expect(referral).toContain('a wallet that holds a purchase of its own');
    expect(referral).toContain('The Partners stage pays no referral rewards.');
    expect(referral).toContain('only once your purchase is final');
    expect(referral).toContain('A purchase that is withdrawn or refunded pays no reward at all.');
    expect(referral).toContain('The reward counts against your own cap in that stage');
    expect(referral).toContain(
      'any buyer may name any wallet that has bought ECO, including a second wallet of their own',
    );
    expect(referral).not.toContain('works as a discount');
    expect(JSON.stringify(terms())).not.toContain('Referral rewards do not count against it');
  });

  it("state how to pay in USDC, from Circle's addresses as the configs record them", () => {
    const payment = terms()
      .sections.find((section) => section.id === 'payment')
      ?.paragraphs.join(' ');
    expect(payment).toContain('a permit you sign (EIP-2612)');
    expect(payment).toContain('one batch your wallet sends as a whole (EIP-5792)');
    expect(payment).toContain('two numbered steps, an approval and then the purchase');
    const source = usdcSourceText();
    expect(source).not.toBeNull();
    expect(payment).toContain(source);
  });

  it('keep the sections a lawyer must write marked as samples', () => {
    for (const id of ['eligibility', 'liability', 'governing-law']) {
      expect(terms().sections.find((section) => section.id === id)?.provenance?.status).toBe(
        'sample',
      );
    }
  });

  it('promises no price', () => {
    const text = JSON.stringify(terms()).toLowerCase();
    expect(text).toContain('no promise about price');
    expect(text).not.toMatch(/guarantee(d|s)? (a |the )?(return|profit|price)/);
  });
});

type Found = { key: string; where: string };

// Library calls that write under a key of their own: the option naming it and the default.
const writers = new Map<string, { option: string; fallback: string; prefix?: boolean }>([
  ['createSyncStoragePersister', { option: 'key', fallback: 'REACT_QUERY_OFFLINE_CACHE' }],
  ['createAsyncStoragePersister', { option: 'key', fallback: 'REACT_QUERY_OFFLINE_CACHE' }],
  // wagmi writes `<key>.store`, `<key>.recentConnectorId`, ...
  ['createStorage', { option: 'key', fallback: 'wagmi', prefix: true }],
  // zustand's persist middleware (localStorage unless told otherwise).
  ['persist', { option: 'name', fallback: '' }],
]);

/**
 * The keys that source files write in browser storage, and every use of storage the scan
 * cannot read (a computed key, storage handed to an unknown library, a cookie, IndexedDB), so a
 * new kind of storage fails the test until the scan, and the notice, learn about it.
 */
function scanStorage(files: { path: string; text: string }[]): {
  keys: Found[];
  unknown: string[];
} {
  const sources = files.map(({ path, text }) =>
    ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true),
  );
  // String constants by name, from every file: keys are often imported constants.
  const constants = new Map<string, string>();
  const collect = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer)
    ) {
      constants.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, collect);
  };
  sources.forEach(collect);

  const keys: Found[] = [];
  const unknown: string[] = [];
  for (const source of sources) {
    const where = (node: ts.Node) =>
      `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const resolve = (node: ts.Expression | undefined): string | undefined => {
      if (node && ts.isStringLiteralLike(node)) return node.text;
      if (node && ts.isIdentifier(node)) return constants.get(node.text);
      return undefined;
    };
    const option = (options: ts.Expression | undefined, name: string) => {
      if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
      const found = options.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
      );
      return found?.initializer;
    };
    const handled = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : '';
        const object = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
        const target = object?.getText() ?? '';
        // src/lib/storage.ts's writeStored(key, value) is setItem with its caller's key: the
        // calls are read, and its own setItem(key) is theirs.
        const isWriteStored = ts.isIdentifier(callee) && name === 'writeStored';
        if (isWriteStored || (object && /(^|\.)(localStorage|sessionStorage)$/.test(target))) {
          if (object) handled.add(object);
          if (name === 'setItem' || isWriteStored) {
            const key = resolve(node.arguments[0]);
            const inWriteStored = source.fileName.endsWith('src/lib/storage.ts');
            if (key !== undefined) keys.push({ key, where: where(node) });
            else if (!inWriteStored)
              unknown.push(`${where(node)} writes a key the test cannot read`);
          } else if (!['getItem', 'removeItem'].includes(name)) {
            unknown.push(`${where(node)} calls ${target}.${name}`);
          }
        }
        const writer = writers.get(name);
        if (writer) {
          const given = option(node.arguments.at(name === 'persist' ? 1 : 0), writer.option);
          const key = given ? resolve(given) : writer.fallback;
          if (!key) unknown.push(`${where(node)} ${name}() writes a key the test cannot read`);
          else keys.push({ key: writer.prefix ? `${key}.*` : key, where: where(node) });
          // The storage it is given is accounted for by the key above.
          node.forEachChild(function mark(child) {
            handled.add(child);
            child.forEachChild(mark);
          });
        }
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        /(^|\.)cookie$/.test(node.left.getText())
      ) {
        unknown.push(`${where(node)} sets a cookie`);
      }
      if (
        (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) &&
        /(^|\.)(localStorage|sessionStorage|indexedDB)$/.test(node.getText()) &&
        !handled.has(node) &&
        // `window.localStorage` is judged as a whole, not its `localStorage` name again.
        !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)
      ) {
        unknown.push(`${where(node)} passes ${node.getText()} on`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, unknown };
}

describe('the storage scan', () => {
  it('finds keys written directly, through constants and by libraries', () => {
    const { keys, unknown } = scanStorage([
      { path: 'keys.ts', text: "export const SAVED = 'SAVED_KEY';" },
      {
        path: 'a.ts',
        text: [
          "import { SAVED } from './keys';",
          "window.localStorage.setItem('NEW_KEY', '1');",
          'sessionStorage.setItem(SAVED, value);',
          "window.localStorage.getItem('READ_ONLY');",
          "writeStored('HELPER_KEY', null);",
          "create(persist(() => ({}), { name: 'zustand-key' }));",
          'createSyncStoragePersister({ storage: window.localStorage });',
          "createStorage({ storage: window.localStorage, key: 'lib' });",
        ].join('\n'),
      },
    ]);
    expect(unknown).toEqual([]);
    expect(keys.map((k) => k.key)).toEqual([
      'NEW_KEY',
      'SAVED_KEY',
      'HELPER_KEY',
      'zustand-key',
      'REACT_QUERY_OFFLINE_CACHE',
      'lib.*',
    ]);
  });

  it('reports every use it cannot read', () => {
    const { keys, unknown } = scanStorage([
      {
        path: 'b.ts',
        text: [
          'localStorage.setItem(`draft-${id}`, text);',
          'writeStored(`draft-${id}`, text);',
          'localStorage.clear();',
          'someLibrary({ storage: window.localStorage });',
          "document.cookie = 'seen=1';",
          "indexedDB.open('db');",
        ].join('\n'),
      },
    ]);
    expect(keys).toEqual([]);
    expect(unknown).toEqual([
      'b.ts:1 writes a key the test cannot read',
      'b.ts:2 writes a key the test cannot read',
      'b.ts:3 calls localStorage.clear',
      'b.ts:4 passes window.localStorage on',
      'b.ts:5 sets a cookie',
      'b.ts:6 passes indexedDB on',
    ]);
  });
});

// The privacy notice must name every key the site writes in the browser. The test reads the
// source (not a list kept by hand), so a new key fails here until the notice explains it.
describe('privacy: browser storage', () => {
  const { keys, unknown } = scanStorage([
    ...sourceFiles(webSrc).map((path) => ({ path: relative(repo, path), text: read(path) })),
    // The pages' inline head scripts: code too, kept in strings.
    { path: 'LOCALE_SCRIPT (src/config/locales.ts)', text: LOCALE_SCRIPT },
    { path: 'THEME_SCRIPT (src/config/theme.ts)', text: THEME_SCRIPT },
  ]);
  const section = privacy().sections.find((s) => s.id === browserStorageSectionId);
  const documented = new Set(section?.items?.map((item) => item.term));

  it('finds the keys the site is known to write', () => {
    const found = new Set(keys.map((k) => k.key));
    for (const key of ['AFFILIATE_TOKEN', 'ECO_QUERY_CACHE', 'eco.scroll', 'wagmi.*']) {
      expect(found, key).toContain(key);
    }
  });

  it('understands every use of browser storage in apps/web/src', () => {
    expect(unknown).toEqual([]);
  });

  it('lists every key the site writes', () => {
    const missing = keys.filter((k) => !documented.has(k.key));
    expect(missing.map((k) => `${k.key} (${k.where})`)).toEqual([]);
  });

  it('lists no key the site no longer writes', () => {
    const found = new Set(keys.map((k) => k.key));
    expect([...documented].filter((key) => !found.has(key))).toEqual([]);
  });

  it('names every cookie the API sets (each *_COOKIE_NAME of packages/shared/src/api.ts)', () => {
    const shared = read(join(repo, 'packages/shared/src/api.ts'));
    const constants = new Map(
      [...shared.matchAll(/export const ([A-Z_]+_COOKIE_NAME) = '([^']+)'/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    expect([...constants.keys()]).toEqual(
      expect.arrayContaining(['SESSION_COOKIE_NAME', 'SIWE_COOKIE_NAME', 'DEVICE_COOKIE_NAME']),
    );
    const cookies = privacy().sections.find((s) => s.id === cookiesSectionId);
    expect(new Set(cookies?.items?.map((item) => item.term))).toEqual(new Set(constants.values()));
    // The API sets no cookie but these (always through their constant).
    const setters = sourceFiles(join(repo, 'apps/api/src')).flatMap((path) =>
      [...read(path).matchAll(/setCookie\(\s*([A-Za-z_'"]+)/g)].map((m) => m[1]),
    );
    expect(setters).toContain('SESSION_COOKIE_NAME');
    for (const setter of setters) expect([...constants.keys()], setter).toContain(setter);
  });
});

/** Each table of the API's database and the section of the privacy notice that explains it. */
const apiTables: Record<string, string> = {
  users: 'account',
  sessions: 'sessions',
  siwe_nonces: 'wallet-sign-in',
  email_tokens: 'email-links',
  login_devices: 'known-browsers',
  rate_limits: 'rate-limits',
  login_throttles: 'rate-limits',
  contact_messages: 'messages',
  faq_questions: 'messages',
  mail_outbox: 'team-email',
  partner_lists: 'partner-lists',
  stage_alerts: 'sale-alerts',
  stage_alert_tokens: 'sale-alerts',
  account_events: 'account-history',
  sale_acceptances: 'sale-acceptances',
  chain_figures: 'blockchain',
};

describe('privacy: what the API stores', () => {
  const schema = read(join(repo, 'apps/api/src/db/schema.ts'));
  const tables = [...schema.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((m) => m[1]);

  it('explains every table of the API database in a section of its own', () => {
    expect(tables.length).toBeGreaterThan(5);
    expect(Object.keys(apiTables).sort()).toEqual([...tables].sort());
    const ids = new Set(privacy().sections.map((s) => s.id));
    for (const [table, sectionId] of Object.entries(apiTables)) {
      expect(ids, `${table} -> ${sectionId}`).toContain(sectionId);
    }
  });

  it('states the mail budget and how long the outbox keeps mail as the API sets them', () => {
    const mail = read(join(repo, 'apps/api/src/modules/mail/mail.repository.ts'));
    const budget = /MAILS_PER_ADDRESS = \{ limit: (\d+), windowMs: 60 \* 60 \* 1000 \}/.exec(mail);
    const kept =
      /MAIL_KEPT_MS = \{ sent: 24 \* 60 \* 60 \* 1000, unsent: 7 \* 24 \* 60 \* 60 \* 1000 \}/.exec(
        mail,
      );
    expect(budget, 'MAILS_PER_ADDRESS as the notice states it').not.toBeNull();
    expect(kept, 'MAIL_KEPT_MS as the notice states it').not.toBeNull();
    const text = JSON.stringify(privacy());
    expect(text).toContain(`at most ${budget![1]} such mails`);
    expect(text).toContain('in any 60 minutes');
    expect(text).toContain('one day after it is sent');
    expect(text).toContain('a week after it was queued');
  });

  it('states how long a proof lasts and the account history is kept as the API sets them', () => {
    const proof = read(join(repo, 'apps/api/src/modules/auth/proof.ts'));
    const events = read(join(repo, 'apps/api/src/modules/account/account-events.repository.ts'));
    // The API's window and the notice both come from the shared constant.
    expect(proof, 'PROOF_FRESH_MS from the constant the notice states').toMatch(
      /PROOF_FRESH_MS = PROOF_FRESH_MINUTES \* 60 \* 1000;/,
    );
    const shown = /ACCOUNT_HISTORY_SHOWN = (\d+);/.exec(events);
    expect(events, 'ACCOUNT_EVENTS_KEPT_MS as the notice states it').toMatch(
      /ACCOUNT_EVENTS_KEPT_MS = 365 \* 24 \* 60 \* 60 \* 1000;/,
    );
    const text = JSON.stringify(privacy());
    expect(text).toContain(`a proof from the last ${PROOF_FRESH_MINUTES} minutes`);
    expect(text).toContain(`shows the ${shown?.[1]} newest entries`);
    expect(text).toContain('deleted a year after it was made');
  });

  it('says how to ask for deletion, at the contact address, marked as that address is', () => {
    const deletion = privacy().sections.find((s) => s.id === 'deletion');
    expect(JSON.stringify(deletion)).toContain(site.contact.email);
    expect(deletion?.provenance).toEqual(site.contact.provenance);
  });
});

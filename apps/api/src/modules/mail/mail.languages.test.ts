import { readFileSync } from 'node:fs';
import { marketingNoticeText, SITE_LANGUAGES } from '@eco/shared';
import type { SiteLanguage } from '@eco/shared';
import { offerorContact } from '@eco/shared/offeror-contact';
import { describe, expect, it } from 'vitest';
import {
  STAGE_ALERT_TEXTS,
  stageAlertConfirmMail,
  stageOpenMail,
} from '../stage-alerts/stage-alerts.messages';
import { MAIL_REVIEWS, UNREVIEWED_NOTE } from './mail.languages';
import {
  ACCOUNT_MAILS,
  accountDeletedMail,
  contactMail,
  emailChangedMail,
  emailChangeRequestedMail,
  emailInUseMail,
  faqMail,
  passwordChangedMail,
  resetPasswordMail,
  signupAttemptMail,
  verifyEmailMail,
  walletLinkedMail,
  walletUnlinkedMail,
} from './mail.messages';
import type { OutgoingMail } from './mail.repository';

// Every mail to a visitor exists in every site language, links to the site's pages in its
// language, keeps the brand, the addresses and the tokens as they are, and, while nobody fluent
// has reviewed the translation, ends by saying so in its language and in English. English is the
// source: its texts are the ones the flows' tests read word for word.

const SITE = 'https://eco.example';
const TOKEN = 'T0KEN_t0ken-0123456789abcdefghijklmnopqrstu';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NEW_EMAIL = 'new@example.com';
const others = SITE_LANGUAGES.filter((language) => language !== 'en');

const target = (language: SiteLanguage, name: string | null = 'Ada') => ({
  userId: '00000000-0000-4000-8000-000000000001',
  name,
  email: 'ada@example.com',
  language,
});

/**
 * Every account mail, as the routes call it. A kind added to ACCOUNT_MAILS without a line here
 * fails the first test below.
 */
const ACCOUNT_MAIL_CALLS: Record<string, (language: SiteLanguage) => OutgoingMail[]> = {
  verify_email: (language) => [
    verifyEmailMail(SITE, target(language), TOKEN, 'signup'),
    verifyEmailMail(SITE, target(language), TOKEN, 'change'),
  ],
  signup_attempt: (language) => [signupAttemptMail(SITE, target(language))],
  reset_password: (language) => [resetPasswordMail(SITE, target(language), TOKEN)],
  password_changed: (language) => [passwordChangedMail(SITE, target(language))],
  email_changed: (language) => [emailChangedMail(SITE, target(language), NEW_EMAIL)],
  email_in_use: (language) => [emailInUseMail(SITE, target(language))],
  wallet_linked: (language) => [walletLinkedMail(SITE, target(language), WALLET)],
  wallet_unlinked: (language) => [walletUnlinkedMail(SITE, target(language), WALLET)],
  email_change_requested: (language) => [
    emailChangeRequestedMail(SITE, target(language), NEW_EMAIL),
  ],
  account_deleted: (language) => [accountDeletedMail(SITE, target(language))],
};

const CONFIG = { siteUrl: SITE, publicApiUrl: `${SITE}/api` };
const NOW = new Date('2026-01-15T12:00:00Z');
const OPENS_AT = new Date('2026-02-01T10:00:00Z');
const alert = (language: SiteLanguage, stage = 1) => ({
  email: 'ada@example.com',
  chainId: 31337,
  stage,
  locale: language,
});

/** The sale alert mails, each way they are sent (with a time, none set, unknown; the notice). */
const stageAlertMails = (language: SiteLanguage, stage = 1) => [
  ...[OPENS_AT, null, undefined].map((opensAt) =>
    stageAlertConfirmMail(
      CONFIG,
      alert(language, stage),
      { confirm: TOKEN, unsubscribe: TOKEN },
      opensAt,
      NOW,
    ),
  ),
  stageOpenMail(
    CONFIG,
    alert(language, stage),
    { unsubscribe: TOKEN },
    { at: new Date('2026-02-01T10:00:07Z'), blockNumber: 812n },
    NOW,
  ),
];

/** The languages a PerLanguage holds, in the site's order; a missing or empty one is left out. */
const languagesOf = (texts: Partial<Record<SiteLanguage, unknown>>) =>
  SITE_LANGUAGES.filter((language) => texts[language] !== undefined && texts[language] !== null);

/** Every address in a text. */
const links = (text: string) => text.match(/https?:\/\/[^\s)>]+/g) ?? [];

describe('mails to visitors in every site language', () => {
  it('has every kind of mail written in every language', () => {
    expect(ACCOUNT_MAILS.map((mail) => mail.kind).sort()).toEqual(
      Object.keys(ACCOUNT_MAIL_CALLS).sort(),
    );
    for (const mail of ACCOUNT_MAILS)
      expect(languagesOf(mail.texts), mail.kind).toEqual(SITE_LANGUAGES);
    for (const [name, texts] of Object.entries(STAGE_ALERT_TEXTS)) {
      const expected = name === 'mails' || name === 'stageLabels' ? SITE_LANGUAGES : others;
      expect(languagesOf(texts as Record<SiteLanguage, unknown>), name).toEqual(expected);
    }
    // The check itself: a text missing a language is caught.
    const [first] = ACCOUNT_MAILS;
    expect(languagesOf({ ...first!.texts, ar: undefined })).toEqual(['en', 'de', 'es', 'fr']);
  });

  it('writes each mail in its language, linking to the pages in that language', () => {
    for (const language of SITE_LANGUAGES) {
      const mails = [
        ...Object.values(ACCOUNT_MAIL_CALLS).flatMap((call) => call(language)),
        ...stageAlertMails(language),
      ];
      for (const mail of mails) {
        const where = `${mail.kind} in ${language}`;
        expect(mail.headers?.['Content-Language'], where).toBe(language);
        expect(mail.body, where).not.toMatch(/undefined|null|NaN|\[object/);
        expect(mail.subject, where).not.toMatch(/undefined|null|NaN|\[object/);
        expect(mail.body.endsWith('\n-- \nGreen Planet ECO'), where).toBe(true);
        expect(`${mail.subject}\n${mail.body}`, where).toMatch(/ECO/);
        // Every page of the site it links to is in the mail's language; the one-click
        // unsubscribe (a header, to the API) has no language.
        const pages = links(mail.body).filter((url) => url.startsWith(SITE));
        expect(pages.length, where).toBeGreaterThan(0);
        for (const url of pages) {
          const prefix = /^\/(de|es|fr|ar)\//.exec(url.slice(SITE.length))?.[1] ?? 'en';
          expect(prefix, `${url} in ${where}`).toBe(language);
        }
        // Tokens and addresses are the text's arguments, as given.
        for (const url of pages.filter((u) => u.includes('token='))) {
          expect(url.endsWith(`token=${TOKEN}`), where).toBe(true);
        }
      }
    }
  });

  it('translates every text: a translation is never the English one', () => {
    const english = [
      ...Object.values(ACCOUNT_MAIL_CALLS).flatMap((call) => call('en')),
      ...stageAlertMails('en'),
    ];
    for (const language of others) {
      const mails = [
        ...Object.values(ACCOUNT_MAIL_CALLS).flatMap((call) => call(language)),
        ...stageAlertMails(language),
      ];
      mails.forEach((mail, i) => {
        const source = english[i]!;
        expect(mail.kind).toBe(source.kind);
        expect(mail.subject, `${mail.kind} in ${language}`).not.toBe(source.subject);
        const sourceLines = new Set(source.body.split('\n'));
        // Lines shared with English are only addresses, the brand's signature and the note.
        const shared = mail.body
          .split('\n')
          .filter((line) => sourceLines.has(line) && line !== '' && !/^https?:\/\//.test(line));
        expect(shared, `${mail.kind} in ${language}`).toEqual(['-- ', 'Green Planet ECO']);
      });
    }
  });

  it('ends a translation nobody fluent has reviewed with a note saying so, in its language and in English', () => {
    for (const language of SITE_LANGUAGES) {
      const ending = `\n\n${UNREVIEWED_NOTE[language]}\n${UNREVIEWED_NOTE.en}\n\n-- \nGreen Planet ECO`;
      for (const mail of [
        ...Object.values(ACCOUNT_MAIL_CALLS).flatMap((call) => call(language)),
        ...stageAlertMails(language),
      ]) {
        const where = `${mail.kind} in ${language}`;
        // French sets a no-break space before `;` and `:`.
        const plain = (text: string) => text.replace(/\u00a0/g, ' ');
        const unreviewed = language !== 'en' && MAIL_REVIEWS[language] === null;
        expect(plain(mail.body).endsWith(plain(ending)), where).toBe(unreviewed);
        expect(mail.body.includes(UNREVIEWED_NOTE.en), where).toBe(unreviewed);
      }
    }
    // Nobody fluent has reviewed any translation yet (only a person's review may be recorded).
    expect(MAIL_REVIEWS).toEqual({ en: 'source', de: null, es: null, fr: null, ar: null });
  });

  it('greets by name only where the English greets by name', () => {
    for (const language of SITE_LANGUAGES) {
      const named = passwordChangedMail(SITE, target(language, 'Ada Lovelace'));
      expect(named.body.split('\n')[0]).toContain('Ada Lovelace');
      const anonymous = verifyEmailMail(SITE, target(language, 'Ada Lovelace'), TOKEN, 'signup');
      expect(anonymous.body).not.toContain('Ada Lovelace');
      expect(signupAttemptMail(SITE, target(language, null)).body).not.toContain('Ada');
    }
  });

  it('sets French with a no-break space before : ; ? !, and leaves addresses alone', () => {
    const mail = signupAttemptMail(SITE, target('fr'));
    expect(mail.body).toContain('connectez-vous plutôt\u00a0: https://eco.example/fr/login');
    expect(mail.body).not.toMatch(/ [:;?!]/);
    expect(links(mail.body).every((url) => url.startsWith('https://'))).toBe(true);
  });

  it('keeps the team’s mails (contact, FAQ) in English, whatever the visitor’s language', () => {
    const mail = { to: ['team@eco.example'] } as Parameters<typeof contactMail>[0];
    const contact = contactMail(mail, 'id-1', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Bäume',
      message: 'Hallo',
    });
    expect(contact.subject).toBe('[ECO contact] Bäume (from Ada)');
    expect(contact.headers).toBeUndefined();
    expect(faqMail(mail, 'id-2', { name: 'Ada', email: 'a@b.co', question: '¿Qué?' }).subject).toBe(
      '[ECO FAQ] New question from Ada',
    );
  });
});

describe('the sale alert mails in every language', () => {
  it('carry MiCA Art. 7’s notice in the mail’s language, with the white paper in it', () => {
    for (const language of SITE_LANGUAGES) {
      for (const mail of stageAlertMails(language)) {
        const whitePaper =
          language === 'en' ? `${SITE}/white-paper` : `${SITE}/${language}/white-paper`;
        expect(mail.body).toContain(whitePaper);
        expect(mail.body).toContain(offerorContact.phone);
        expect(mail.body).toContain(offerorContact.email);
        expect(mail.body).toContain(
          language === 'en'
            ? marketingNoticeText(whitePaper)
            : STAGE_ALERT_TEXTS.marketingNotice[language].statement,
        );
      }
    }
  });

  it('name the stage as the site does, and attach the calendar file in the mail’s language', () => {
    for (const language of SITE_LANGUAGES) {
      for (const stage of [0, 1, 2]) {
        const [confirm, unset, unknown, notice] = stageAlertMails(language, stage);
        const key = (['partners', 'private', 'public'] as const)[stage]!;
        const label = STAGE_ALERT_TEXTS.stageLabels[language][key];
        for (const mail of [confirm!, unset!, unknown!, notice!])
          expect(mail.subject).toContain(label);
        expect(unset!.attachments).toBeUndefined();
        expect(unknown!.attachments).toBeUndefined();
        for (const mail of [confirm!, notice!]) {
          const [ics] = mail.attachments!;
          // The same event as the site's (same UID, so an imported one is updated), the same
          // ASCII file name; the title, the description and the page in the language.
          expect(ics!.filename).toBe(`eco-${key}-sale-opens.ics`);
          const text = ics!.content.replace(/\r\n /g, '');
          expect(text).toContain(`UID:eco-sale-stage-31337-${stage}@eco.example\r\n`);
          const page =
            language === 'en' ? `${SITE}/about/token` : `${SITE}/${language}/about/token`;
          expect(text).toContain(`URL:${page}\r\n`);
          expect(text).toMatch(new RegExp(`SUMMARY:[^\\r]*${literal(label)}`));
          expect(text.includes('This translation has not yet been reviewed')).toBe(
            language !== 'en',
          );
          expect(text.includes('sale opens')).toBe(language === 'en');
        }
      }
    }
  });
});

/*
 * The site says the same things on its pages (apps/web's catalogues, read here, never written):
 * the languages are the site's, the legal notice and the note of an unreviewed translation are
 * worded as on the site's pages in that language, and a stage is named as the site names it.
 */
describe('the same words as the site', () => {
  const web = (path: string) =>
    readFileSync(new URL(`../../../../web/src/${path}`, import.meta.url), 'utf8');

  /** A catalogue's translation of `id` (Lingui's .po: one line per string, as it writes them). */
  function translation(language: string, file: string, id: string): string {
    const po = web(`locales/${language}/src/${file}`);
    const unquote = (s: string) => JSON.parse(s) as string;
    const lines = po.split('\n');
    const at = lines.findIndex(
      (line) => line.startsWith('msgid ') && unquote(line.slice(6)) === id,
    );
    expect(at, `${id} in ${language}/${file}`).toBeGreaterThanOrEqual(0);
    return unquote(lines[at + 1]!.replace(/^msgstr /, ''));
  }
  /** French's no-break spaces count as spaces: the site and the mails may set them differently. */
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('has the site’s languages, codes alike', () => {
    const codes = [...web('config/locales.ts').matchAll(/\{ code: '([a-z-]+)'/g)].map((m) => m[1]);
    expect(codes).toEqual([...SITE_LANGUAGES]);
  });

  it('words the notice of an unreviewed translation as the site’s pages do', () => {
    const id = UNREVIEWED_NOTE.en;
    for (const language of others) {
      expect(plain(UNREVIEWED_NOTE[language])).toBe(
        plain(translation(language, 'components/translation-notice-content.po', id)),
      );
    }
  });

  it('words MiCA Art. 7’s notice as the site’s pages in that language do', () => {
    const file = 'components/marketing-notice-content.po';
    for (const language of others) {
      const mail = STAGE_ALERT_TEXTS.marketingNotice[language];
      expect(mail.statement).toBe(
        translation(
          language,
          file,
          'This crypto-asset marketing communication has not been reviewed or approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset marketing communication.',
        ),
      );
      const whitePaper = translation(
        language,
        file,
        'A crypto-asset white paper has been published for this offer: <0>read the ECO white paper</0>.',
      );
      expect(plain(whitePaper)).toMatch(new RegExp(`^${literal(plain(mail.whitePaper))} <0>`));
      const contact = translation(
        language,
        file,
        'Contact the offeror: <0>{phone}</0> or <1>{email}</1>',
      );
      expect(plain(mail.contact('{phone}', '{email}'))).toBe(
        plain(contact.replace(/<\/?\d+>/g, '')),
      );
    }
  });

  it('names the stages as the site’s Buy dialog does', () => {
    const file = 'features/sale/components/buy-tokens-dialog.po';
    for (const language of others) {
      const labels = STAGE_ALERT_TEXTS.stageLabels[language];
      expect(labels).toEqual({
        partners: translation(language, file, 'Partners'),
        private: translation(language, file, 'Private'),
        public: translation(language, file, 'Public'),
      });
    }
  });
});

/** `text` as a regular expression that matches it literally. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import type { ContactMessageInput, FaqQuestionInput } from '@eco/shared';
import type { Config } from '../../config/env';
import type { OutgoingMail } from './mail.repository';

type MailConfig = NonNullable<Config['mail']>;

/** The team's mail for a contact message. */
export function contactMail(
  mail: MailConfig,
  id: string,
  input: ContactMessageInput,
): OutgoingMail {
  return {
    kind: 'contact',
    refId: id,
    to: mail.to,
    replyTo: input.email,
    subject: `[ECO contact] ${input.subject || 'New message'} (from ${input.name})`,
    body: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject || '(none)'}`,
      `Message id: ${id}`,
      '',
      input.message,
    ].join('\n'),
  };
}

/** The team's mail for a FAQ question. */
export function faqMail(mail: MailConfig, id: string, input: FaqQuestionInput): OutgoingMail {
  return {
    kind: 'faq',
    refId: id,
    to: mail.to,
    replyTo: input.email,
    subject: `[ECO FAQ] New question from ${input.name}`,
    body: [`From: ${input.name} <${input.email}>`, `Question id: ${id}`, '', input.question].join(
      '\n',
    ),
  };
}

/*
 * Mails to account holders. They are always queued in the outbox (with or without SMTP_URL): the
 * worker sends them once SMTP is configured, and production refuses to start without it. Each
 * names what happened, what to do, and what to do if it was not them; links carry a single-use
 * token that only the address's owner receives.
 */

interface AccountMailTarget {
  userId: string;
  /**
   * The name to greet, or null: the name is whatever the person who made the account typed, so
   * it is only used in a mail to an address the account has confirmed, never to a stranger's
   * inbox in our name (issue 29, finding 1).
   */
  name: string | null;
  email: string;
}

/** A mail's text: the greeting, the paragraphs (`lines`), the signature. */
export const mailBody = (greeting: string, lines: string[]) =>
  [greeting, '', ...lines, '', '-- ', 'Green Planet ECO'].join('\n');

/**
 * A mail about an account: `kind`, `subject` and the paragraphs `lines` gives for the site's
 * address and the mail's own arguments, sent as `(siteUrl, target, ...args)`. `askedByAnyone`: a
 * stranger can have it sent by typing the address into a form, so it spends the address's budget
 * (mail.repository.ts). `anonymous`: greets nobody by name, whatever the target.
 */
function accountMail<A extends unknown[]>(
  kind: string,
  subject: string,
  lines: (siteUrl: string, ...args: A) => string[],
  { askedByAnyone = false, anonymous = false } = {},
) {
  return (siteUrl: string, target: AccountMailTarget, ...args: A): OutgoingMail => {
    const greeting = anonymous || target.name === null ? 'Hello,' : `Hello ${target.name},`;
    const body = mailBody(greeting, lines(siteUrl, ...args));
    return { kind, refId: target.userId, to: [target.email], subject, body, askedByAnyone };
  };
}

/**
 * The link that proves an address: sent at sign-up, on resend, and for a new address. The address
 * has not confirmed anything yet, so the mail carries no text the requester chose (not the name).
 */
export const verifyEmailMail = accountMail(
  'verify_email',
  'Confirm your email address for Green Planet ECO',
  (siteUrl, token: string, reason: 'signup' | 'change') => [
    reason === 'signup'
      ? 'To finish creating your Green Planet ECO account, confirm that this address is yours by opening this link:'
      : 'You asked to use this address for your Green Planet ECO account. Confirm it by opening this link:',
    '',
    `${siteUrl}/verify-email?token=${token}`,
    '',
    'The link works once and expires in 24 hours.',
    reason === 'signup'
      ? 'If you did not sign up, ignore this mail: no account is used until the address is confirmed.'
      : 'If you did not ask for this, ignore this mail: the account keeps its current address.',
  ],
  { askedByAnyone: true, anonymous: true },
);

/** To the owner of an address someone tried to sign up with (finding 3: no enumeration). */
export const signupAttemptMail = accountMail(
  'signup_attempt',
  'Someone tried to sign up with your email at Green Planet ECO',
  (siteUrl) => [
    'Someone tried to create a new Green Planet ECO account with this email address. This address already has an account, so nothing was created and nobody was signed in.',
    '',
    `If it was you, log in instead: ${siteUrl}/login`,
    `If you forgot your password, set a new one: ${siteUrl}/forgot-password`,
    '',
    'If it was not you, you need not do anything. Your account and password are unchanged.',
  ],
  { askedByAnyone: true },
);

/** The password reset link (30 minutes). */
export const resetPasswordMail = accountMail(
  'reset_password',
  'Set a new password for Green Planet ECO',
  (siteUrl, token: string) => [
    'Someone (we hope you) asked to set a new password for your Green Planet ECO account. Open this link to choose one:',
    '',
    `${siteUrl}/reset-password?token=${token}`,
    '',
    'The link works once and expires in 30 minutes. Setting a new password signs you out everywhere.',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ],
  { askedByAnyone: true },
);

/** After a password reset or change. */
export const passwordChangedMail = accountMail(
  'password_changed',
  'Your Green Planet ECO password was changed',
  (siteUrl) => [
    'The password of your Green Planet ECO account was just changed, and the account was signed out in other browsers.',
    '',
    `If you did not do this, set a new password now: ${siteUrl}/forgot-password`,
  ],
);

/** To the old address when the account's email has changed. */
export const emailChangedMail = accountMail(
  'email_changed',
  'Your Green Planet ECO account has a new email address',
  (siteUrl, newEmail: string) => [
    `The email address of your Green Planet ECO account was changed from this address to ${newEmail}. Mails about the account now go there.`,
    '',
    `If you did not do this, write to us through ${siteUrl}/contact-us straight away.`,
  ],
);

/** To the owner of an address another account asked to switch to (nothing is changed). */
export const emailInUseMail = accountMail(
  'email_in_use',
  'Someone tried to use your email at Green Planet ECO',
  (siteUrl) => [
    'Someone asked to move another Green Planet ECO account to this email address. This address already belongs to your account, so nothing was changed.',
    '',
    `If it was you, log in to the account that has this address: ${siteUrl}/login`,
    'If it was not you, you need not do anything.',
  ],
  { askedByAnyone: true },
);

/*
 * Notices of a change to how the account signs in or where its mail goes, to its confirmed
 * address: with a stolen session someone can make these changes, and the owner must hear of
 * each at once (issue 29, finding 2). Each says what to do if it was not them.
 */
const notYou = (siteUrl: string) =>
  `If you did not do this, someone may be using your account: set a new password now at ${siteUrl}/forgot-password (it signs out every browser), then write to us through ${siteUrl}/contact-us.`;

/** A wallet was linked to the account: it can now sign in to it. */
export const walletLinkedMail = accountMail(
  'wallet_linked',
  'A wallet was linked to your Green Planet ECO account',
  (siteUrl, wallet: string) => [
    `The wallet ${wallet} was linked to your Green Planet ECO account. It can now sign in to the account, and purchases it makes show in your portfolio.`,
    '',
    notYou(siteUrl),
  ],
);

/** The account's wallet was unlinked: it no longer signs in to the account. */
export const walletUnlinkedMail = accountMail(
  'wallet_unlinked',
  'A wallet was unlinked from your Green Planet ECO account',
  (siteUrl, wallet: string) => [
    `The wallet ${wallet} was unlinked from your Green Planet ECO account. It no longer signs in to the account.`,
    '',
    notYou(siteUrl),
  ],
);

/** To the current address when the account asked to move to another (nothing changed yet). */
export const emailChangeRequestedMail = accountMail(
  'email_change_requested',
  'Your Green Planet ECO account asked to use another email address',
  (siteUrl, newEmail: string) => [
    `Your Green Planet ECO account asked to use ${newEmail} instead of this address. Nothing has changed yet: the account keeps this address until the link mailed to ${newEmail} is followed, and then we tell you here again.`,
    '',
    notYou(siteUrl),
  ],
);

/** The account was deleted (the last mail to its address). */
export const accountDeletedMail = accountMail(
  'account_deleted',
  'Your Green Planet ECO account was deleted',
  (siteUrl) => [
    'Your Green Planet ECO account was deleted, with its name, sessions and linked wallet. Tokens you bought stay in your wallet: they were never held by the account.',
    '',
    `If you did not do this, write to us through ${siteUrl}/contact-us straight away.`,
  ],
);

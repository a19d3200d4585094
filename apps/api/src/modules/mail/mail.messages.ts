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
  name: string;
  email: string;
}

const signature = ['', '-- ', 'Green Planet ECO'];

/** The link that proves an address: sent at sign-up, on resend, and for a new address. */
export function verifyEmailMail(
  siteUrl: string,
  target: AccountMailTarget,
  token: string,
  reason: 'signup' | 'change',
): OutgoingMail {
  return {
    kind: 'verify_email',
    refId: target.userId,
    to: [target.email],
    subject: 'Confirm your email address for Green Planet ECO',
    body: [
      `Hello ${target.name},`,
      '',
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
      ...signature,
    ].join('\n'),
  };
}

/** To the owner of an address someone tried to sign up with (finding 3: no enumeration). */
export function signupAttemptMail(siteUrl: string, target: AccountMailTarget): OutgoingMail {
  return {
    kind: 'signup_attempt',
    refId: target.userId,
    to: [target.email],
    subject: 'Someone tried to sign up with your email at Green Planet ECO',
    body: [
      `Hello ${target.name},`,
      '',
      'Someone tried to create a new Green Planet ECO account with this email address. This address already has an account, so nothing was created and nobody was signed in.',
      '',
      `If it was you, log in instead: ${siteUrl}/login`,
      `If you forgot your password, set a new one: ${siteUrl}/forgot-password`,
      '',
      'If it was not you, you need not do anything. Your account and password are unchanged.',
      ...signature,
    ].join('\n'),
  };
}

/** The password reset link (30 minutes). */
export function resetPasswordMail(
  siteUrl: string,
  target: AccountMailTarget,
  token: string,
): OutgoingMail {
  return {
    kind: 'reset_password',
    refId: target.userId,
    to: [target.email],
    subject: 'Set a new password for Green Planet ECO',
    body: [
      `Hello ${target.name},`,
      '',
      'Someone (we hope you) asked to set a new password for your Green Planet ECO account. Open this link to choose one:',
      '',
      `${siteUrl}/reset-password?token=${token}`,
      '',
      'The link works once and expires in 30 minutes. Setting a new password signs you out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      ...signature,
    ].join('\n'),
  };
}

/** After a password reset or change. */
export function passwordChangedMail(siteUrl: string, target: AccountMailTarget): OutgoingMail {
  return {
    kind: 'password_changed',
    refId: target.userId,
    to: [target.email],
    subject: 'Your Green Planet ECO password was changed',
    body: [
      `Hello ${target.name},`,
      '',
      'The password of your Green Planet ECO account was just changed, and the account was signed out in other browsers.',
      '',
      `If you did not do this, set a new password now: ${siteUrl}/forgot-password`,
      ...signature,
    ].join('\n'),
  };
}

/** To the old address when the account's email has changed. */
export function emailChangedMail(
  siteUrl: string,
  target: AccountMailTarget,
  newEmail: string,
): OutgoingMail {
  return {
    kind: 'email_changed',
    refId: target.userId,
    to: [target.email],
    subject: 'Your Green Planet ECO account has a new email address',
    body: [
      `Hello ${target.name},`,
      '',
      `The email address of your Green Planet ECO account was changed from this address to ${newEmail}. Mails about the account now go there.`,
      '',
      `If you did not do this, write to us through ${siteUrl}/contact-us straight away.`,
      ...signature,
    ].join('\n'),
  };
}

/** To the owner of an address another account asked to switch to (nothing is changed). */
export function emailInUseMail(siteUrl: string, target: AccountMailTarget): OutgoingMail {
  return {
    kind: 'email_in_use',
    refId: target.userId,
    to: [target.email],
    subject: 'Someone tried to use your email at Green Planet ECO',
    body: [
      `Hello ${target.name},`,
      '',
      'Someone asked to move another Green Planet ECO account to this email address. This address already belongs to your account, so nothing was changed.',
      '',
      `If it was you, log in to the account that has this address: ${siteUrl}/login`,
      'If it was not you, you need not do anything.',
      ...signature,
    ].join('\n'),
  };
}

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  fieldRuleOf,
  type FieldRule,
  type FieldRuleName,
  type IssueLike,
} from '@eco/shared/field-rules';
import { formatNumber } from './format';

// A form field's broken rule in the page's language (docs/decisions/0047): the shared schemas
// and the API name the rule (@eco/shared/field-rules), the site words it. Used by the forms' own
// check (lazy-zod-resolver.ts) and for the API's field errors (api-words.ts).

/**
 * What each broken rule says, in the page's language (docs/decisions/0047). `satisfies` makes
 * the typecheck fail when the shared rules gain one without words here. The field's label is
 * beside the message (and names it to a screen reader), so the sentence does not repeat it.
 */
export const fieldRuleWords = {
  required: msg`Required field.`,
  tooShort: msg({ message: 'Use at least {min} characters.' }),
  tooLong: msg({ message: 'Use at most {max} characters.' }),
  email: msg`Enter a valid email address, like name@example.com.`,
  controlCharacter: msg`This contains a control character; remove it (only line breaks and tabs are allowed).`,
  oneLine: msg`Keep this on one line.`,
  passwordsDiffer: msg`The passwords do not match.`,
  passwordOrSignature: msg`Enter your password, or sign with your wallet.`,
  notBoth: msg`Send your password or a signature of your wallet, not both.`,
  incompleteLink: msg`This link is incomplete. Open the link from the mail again.`,
  commonPassword: msg`This password is too common. Choose another one.`,
  currentPasswordNeeded: msg`Enter your current password to confirm.`,
  notCurrentPassword: msg`This is not your current password.`,
  noPassword: msg`Your account has no password: sign with your linked wallet instead.`,
  noWalletLinked: msg`No wallet is linked to your account: enter your password instead.`,
  sameEmail: msg`This is already the email address of your account.`,
} satisfies Record<Exclude<FieldRuleName, 'other'>, MessageDescriptor>;

/** A broken rule in words; undefined for one the site does not word (`other`). */
export function fieldRuleText(rule: FieldRule): string | undefined {
  if (rule.rule === 'other') return undefined;
  const count = (n: number) => formatNumber(n, { decimals: 0 });
  if (rule.rule === 'tooShort') {
    return i18n._({ ...fieldRuleWords.tooShort, values: { min: count(rule.min) } });
  }
  if (rule.rule === 'tooLong') {
    return i18n._({ ...fieldRuleWords.tooLong, values: { max: count(rule.max) } });
  }
  return i18n._(fieldRuleWords[rule.rule]);
}

/** What the site shows for an issue of a shared schema: its rule's words, else its message. */
export function issueText(issue: IssueLike & { message: string }): string {
  return fieldRuleText(fieldRuleOf(issue)) ?? issue.message;
}

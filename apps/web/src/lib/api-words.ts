import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode, ApiErrorParams, ApiNotice, ApiNoticeParams } from '@eco/shared';
// The rules' own module, not the package's index: that builds every zod schema as it loads.
import { readFieldRule, type FieldRule } from '@eco/shared/field-rules';
import { stageLabel } from '@/content/token';
import { fieldRuleText } from './field-rule-words';
import { formatDelay } from './format';

// The API's answers in the page's language (docs/decisions/0047). The API names what happened (an
// error's code, a notice) and keeps an English sentence for anyone else reading it; the site
// words each name here, from its catalogues. `satisfies` makes the typecheck fail when the API
// gains a code or a notice (@eco/shared's API_ERROR_CODES, API_NOTICES) without words here.
// Loaded by the API client with the first answer that needs words (api-client.ts), so no page's
// first load carries these messages.

const unreadable = msg`Our server could not read this request, so nothing was done. Reload the page and try again.`;
const chainUnreadable = msg`The blockchain could not be read right now. Try again in a minute.`;
const figuresUnreadable = msg`The figures could not be read from the blockchain right now. Try again in a minute.`;

/** One sentence per error code. */
const errorWords = {
  validation_failed: msg`Some fields need attention.`,
  invalid_json: unreadable,
  invalid_query: unreadable,
  invalid_path: unreadable,
  payload_too_large: msg`This is too large to send.`,
  unsupported_media_type: unreadable,
  bad_request: unreadable,
  forbidden_origin: msg`Our server accepts this request only from the ECO site. Reload the page and try again.`,
  not_found: msg`Our server has nothing at this address.`,
  rate_limited: msg`Too many attempts. Wait a moment and try again.`,
  not_signed_in: msg`You are not signed in. Log in and try again.`,
  internal_error: msg`Something went wrong on our side.`,
  database_unavailable: msg`Our database is not answering for a moment; nothing was saved. Please try again in a few seconds.`,
  invalid_credentials: msg`Email or password is incorrect.`,
  email_not_verified: msg`Your email address is not confirmed yet. Follow the link in the mail we sent you, or ask for a new link.`,
  invalid_link: msg`This link does not work: it was already used, or a newer link replaced it. Ask for a new one.`,
  link_expired: msg`This link has expired. Ask for a new one.`,
  email_taken: msg`This address now belongs to another account, so it cannot be used for this one. Your account keeps its current address.`,
  wallet_only_sign_in: msg`The wallet is the only way to sign in to this account. Add a confirmed email address and a password first, then unlink the wallet.`,
  no_wallet: msg`No wallet is linked to this account.`,
  session_not_found: msg`This session has already ended.`,
  proof_required: msg`Confirm it’s you, then try again.`,
  wrong_wallet: msg`This signature is not by the wallet linked to your account. Sign with that wallet.`,
  wallet_already_linked: msg`Your account already has a wallet linked.`,
  wallet_linked_elsewhere: msg`This wallet is already linked to another account.`,
  invalid_siwe_message: msg`This sign-in message is not the one this site asked your wallet to sign. Start the sign-in again.`,
  siwe_wrong_domain: msg`This sign-in message was made for another site.`,
  siwe_wrong_uri: msg`This sign-in message was made for another address. Sign in again on this site.`,
  siwe_wrong_chain: msg`Signing in is not supported on this network. Switch your wallet to a supported network and sign in again.`,
  siwe_not_yet_valid: msg`This sign-in message is not valid yet. Check your device’s clock.`,
  siwe_expired: msg`This sign-in message has expired. Sign in again.`,
  siwe_nonce_invalid: msg`This sign-in was already used, has expired, or was started in another tab or browser (or this browser blocks the site’s cookies). Sign in again.`,
  siwe_bad_signature: msg`The signature does not match the wallet address.`,
  siwe_high_s: msg`This signature is in a form Ethereum no longer accepts. Sign in again; your wallet will sign in the standard form.`,
  chain_unavailable: chainUnreadable,
  not_offered: msg`ECO is not offered to residents of the country you declared. Nothing was recorded.`,
  offer_undecided: msg`Who may buy ECO on this network is not decided yet, so no purchase can be made here. Nothing was recorded.`,
  wallet_not_yours: msg`This wallet is linked to another account: declare only for a wallet of your own. Nothing was recorded.`,
  invalid_address: msg`This is not a valid wallet address (0x followed by 40 hex characters).`,
  invalid_chain_id: msg`This is not a valid network number.`,
  not_a_partner: msg`This address is not on the partners list for this network.`,
  partners_list_mismatch: msg`No partners list on this site matches the one set on the contract, so no proof can be given yet.`,
  partners_root_unavailable: msg`The partners list set on the contract could not be read right now. Try again in a minute.`,
  no_partners_list: msg`ECO has no partners list on this network.`,
  unknown_affiliate_code: msg`This referral code does not exist.`,
  referrer_has_no_wallet: msg`The owner of this referral code has not linked a wallet yet, so purchases cannot credit them.`,
  stage_open: msg`This sale stage is open now, so there is nothing to wait for. You can buy on the token page.`,
  unknown_link: msg`This link does not work: it was already used, a newer link replaced it, or the alert was stopped.`,
  stage_alerts_unavailable: msg`Sale alerts are not available right now.`,
  unknown_chain: msg`ECO’s figures are not available for this network.`,
  chain_figures_unavailable: figuresUnreadable,
  supply_unavailable: figuresUnreadable,
  unsupported_chain: msg`Receipts are read on one network only, and this transaction is on another.`,
  transaction_not_found: msg`There is no such transaction on this network. The hash may be mistyped, or the transaction was never sent.`,
  receipt_pending: msg`This transaction is still pending: its receipt can be downloaded once it is in a block.`,
  no_receipt: msg`This transaction has no receipt: it failed, or it is not an ECO purchase, a withdrawal or refund of one, or a donation.`,
  receipts_busy: msg`Too many receipts are being made right now. Try again in a few seconds.`,
  receipts_unavailable: msg`Receipts cannot be made right now.`,
  forbidden: msg`This page is for the ECO team.`,
  owner_unavailable: msg`The contract’s owner could not be read right now, so access cannot be checked. Try again in a minute.`,
  message_not_found: msg`There is no such message in the inbox.`,
  root_mismatch: msg`The list’s merkle root is not the one that was sent. Nothing was published.`,
} satisfies Record<ApiErrorCode, MessageDescriptor>;

/** The sentences of the codes whose answer names more (`params`), worded with it. */
const namedErrorWords = {
  rate_limited: msg({ message: 'Too many attempts. Wait {wait} and try again.' }),
  signInLimit: msg({
    message:
      'Too many failed sign-ins for this account. Wait {wait} and try again, or choose “Forgot password?” to set a new password by email.',
  }),
  wrong_wallet: msg({
    message:
      'This signature is by {signer}, not by the wallet linked to your account ({linked}). Sign with that wallet.',
  }),
  wallet_not_yours: msg({
    message:
      'This is not the wallet linked to your account ({linked}): buy with that wallet. Nothing was recorded.',
  }),
  partnersListUnset: msg`The contract has no partners list set yet, so nobody can buy in the partners sale yet.`,
  stage_open: msg({
    message:
      '{stage}: this sale stage is open now, so there is nothing to wait for. You can buy on the token page.',
  }),
};

/** One sentence per notice of an answer that only says what happens next. */
const noticeWords = {
  signup_mailed: msg`Check your inbox: we sent a link to confirm your email address. Follow it, then log in. If this address already has an account, we sent it a mail saying so instead.`,
  email_confirmed: msg({ message: '{email} is confirmed. You can now log in with it.' }),
  email_change_confirmed: msg({
    message: '{email} is confirmed and is now your account’s email address.',
  }),
  verification_resent: msg`If this address has an account that is waiting for confirmation, we sent it a new link. It works for 24 hours.`,
  reset_mailed: msg`If this address has an account, we sent it a link to set a new password. It works for 30 minutes.`,
  password_reset: msg`Your password is set and you were signed out everywhere. Log in with the new password.`,
  identity_confirmed: msg({
    message:
      'Thank you. For the next {minutes, plural, one {# minute} other {# minutes}} this browser can change how you sign in without confirming again.',
  }),
  email_change_mailed: msg({
    message:
      'We sent a link to {email}. Your account keeps its current address until you follow that link (within 24 hours).',
  }),
  password_changed: msg`Your password is changed. Other browsers were signed out.`,
  stage_alert_mailed: msg`Check your inbox: unless this address already waits for this stage, we sent it a link to confirm the alert. Once it is confirmed, you get one mail when the stage opens.`,
  stage_alert_confirmed: msg({
    message:
      'Your alert is confirmed: you will get one mail when this sale stage opens ({stage}). Every mail has a link to stop it.',
  }),
  stage_alert_unsubscribed: msg({
    message:
      'Unsubscribed: your address is deleted from the alert for this sale stage ({stage}), and no more mail about it will come.',
  }),
} satisfies Record<ApiNotice, MessageDescriptor>;

/** What a notice's words name: without it, the API's English is shown instead. */
const noticeNeeds: Partial<Record<ApiNotice, 'email' | 'minutes' | 'stage'>> = {
  email_confirmed: 'email',
  email_change_confirmed: 'email',
  email_change_mailed: 'email',
  identity_confirmed: 'minutes',
  stage_alert_confirmed: 'stage',
  stage_alert_unsubscribed: 'stage',
};

/** Every message here, by kind (for the tests). */
export const apiWords = { errors: errorWords, named: namedErrorWords, notices: noticeWords };

const isCode = (code: string): code is ApiErrorCode => Object.hasOwn(errorWords, code);
const isNotice = (notice: unknown): notice is ApiNotice =>
  typeof notice === 'string' && Object.hasOwn(noticeWords, notice);

/** A value an answer may name: one of @eco/shared's `ApiErrorParams` or `ApiNoticeParams`. */
type ParamName = keyof ApiErrorParams | keyof ApiNoticeParams;

/** A field of an answer's `params`, if it has it as its own. */
function field(params: unknown, name: ParamName): unknown {
  if (typeof params !== 'object' || params === null || !Object.hasOwn(params, name)) {
    return undefined;
  }
  return (params as Record<string, unknown>)[name];
}

/** Text the answer names (an address), shown only as plain text of a sane length. */
function text(params: unknown, name: ParamName): string | undefined {
  const value = field(params, name);
  return typeof value === 'string' && value.length <= 320 ? value : undefined;
}

/** A count the answer names (minutes, a stage's number), only as a whole number. */
function count(params: unknown, name: ParamName): number | undefined {
  const value = field(params, name);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** A sale stage named by the answer (0, 1 or 2), in the page's language. */
function stageParam(params: unknown): string | undefined {
  const stage = count(params, 'stage');
  return stage !== undefined && stage <= 2 ? stageLabel(stage) : undefined;
}

/**
 * How long a client is asked to wait: the seconds of Retry-After, in whole minutes past a minute
 * (as the API's sign-in limit counts them), in the page's language.
 */
function waitText(retryAfter: string | null): string | undefined {
  const seconds = Number(retryAfter);
  if (!retryAfter || !Number.isSafeInteger(seconds) || seconds <= 0) return undefined;
  return formatDelay(seconds <= 60 ? seconds : Math.ceil(seconds / 60) * 60);
}

/** An error as the API answered it, read from its body (any shape) and headers. */
interface ApiErrorAnswer {
  code: string;
  /** The API's English sentence: shown for a code the site does not know. */
  message: string;
  params?: unknown;
  fields: Record<string, string>;
  fieldRules?: unknown;
  retryAfter: string | null;
}

/**
 * The error in the page's language: its sentence and its fields' messages. A code the site does
 * not know (an API newer than the page) keeps the API's English, as does a field whose rule it
 * does not word.
 */
export function wordApiError(answer: ApiErrorAnswer): {
  message: string;
  fields: Record<string, string>;
  fieldRules: Record<string, FieldRule>;
} {
  const { code, params } = answer;
  const rules =
    typeof answer.fieldRules === 'object' && answer.fieldRules !== null
      ? (answer.fieldRules as Record<string, unknown>)
      : {};
  const fieldRules: Record<string, FieldRule> = {};
  const fields: Record<string, string> = {};
  for (const [name, english] of Object.entries(answer.fields)) {
    const rule = readFieldRule(Object.hasOwn(rules, name) ? rules[name] : undefined);
    fieldRules[name] = rule;
    fields[name] = fieldRuleText(rule) ?? english;
  }
  return { message: errorSentence(code, params, answer) ?? answer.message, fields, fieldRules };
}

function errorSentence(code: string, params: unknown, answer: ApiErrorAnswer): string | undefined {
  if (!isCode(code)) return undefined;
  const named = (descriptor: MessageDescriptor, values: Record<string, string | number>) =>
    i18n._({ ...descriptor, values });
  switch (code) {
    case 'rate_limited': {
      const wait = waitText(answer.retryAfter);
      if (wait && field(params, 'limit') === 'sign-in') {
        return named(namedErrorWords.signInLimit, { wait });
      }
      if (wait) return named(namedErrorWords.rate_limited, { wait });
      break;
    }
    case 'wrong_wallet': {
      const signer = text(params, 'signer');
      const linked = text(params, 'linked');
      if (signer !== undefined && linked !== undefined) {
        return named(namedErrorWords.wrong_wallet, { signer, linked });
      }
      break;
    }
    case 'wallet_not_yours': {
      const linked = text(params, 'linked');
      if (linked !== undefined) return named(namedErrorWords.wallet_not_yours, { linked });
      break;
    }
    case 'partners_list_mismatch':
      if (field(params, 'listSet') === false) return i18n._(namedErrorWords.partnersListUnset);
      break;
    case 'stage_open': {
      const stage = stageParam(params);
      if (stage !== undefined) return named(namedErrorWords.stage_open, { stage });
      break;
    }
  }
  return i18n._(errorWords[code]);
}

/**
 * An answer that only says what happens next, in the page's language: its notice worded, else
 * (an API newer than the page, or a notice whose values are missing) the API's English.
 */
export function wordNotice(answer: {
  message: string;
  notice?: unknown;
  params?: unknown;
}): string {
  const { notice, params } = answer;
  if (!isNotice(notice)) return answer.message;
  const values: Record<string, string | number> = {};
  const email = text(params, 'email');
  const minutes = count(params, 'minutes');
  const stage = stageParam(params);
  if (email !== undefined) values.email = email;
  if (minutes !== undefined) values.minutes = minutes;
  if (stage !== undefined) values.stage = stage;
  const needed = noticeNeeds[notice];
  if (needed !== undefined && values[needed] === undefined) return answer.message;
  return i18n._({ ...noticeWords[notice], values });
}

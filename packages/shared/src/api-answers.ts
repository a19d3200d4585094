// What the API answers, named (docs/decisions/0047): every error it gives has one of these codes
// and every answer that only says what happens next has a notice, so a client can word them in
// its reader's language. The API's own sentences stay English, for anyone reading the API; the
// site words each code and notice from its catalogues (apps/web/src/lib/api-words.ts), and its
// typecheck fails when a code or notice here has no words there.

/** Every error code the API answers with (`{ error: { code } }`). */
export const API_ERROR_CODES = [
  // Any route
  'validation_failed',
  'invalid_json',
  'invalid_query',
  'invalid_path',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'forbidden_origin',
  'not_found',
  'rate_limited',
  'not_signed_in',
  'internal_error',
  'database_unavailable',
  // Accounts and sign-in
  'invalid_credentials',
  'email_not_verified',
  'invalid_link',
  'link_expired',
  'email_taken',
  'wallet_only_sign_in',
  'no_wallet',
  'session_not_found',
  'proof_required',
  'wrong_wallet',
  'wallet_already_linked',
  'wallet_linked_elsewhere',
  'invalid_siwe_message',
  'siwe_wrong_domain',
  'siwe_wrong_uri',
  'siwe_wrong_chain',
  'siwe_not_yet_valid',
  'siwe_expired',
  'siwe_nonce_invalid',
  'siwe_bad_signature',
  'siwe_high_s',
  'chain_unavailable',
  // The sale
  'not_offered',
  'offer_undecided',
  'wallet_not_yours',
  'invalid_address',
  'invalid_chain_id',
  'not_a_partner',
  'partners_list_mismatch',
  'partners_root_unavailable',
  'no_partners_list',
  'unknown_affiliate_code',
  'referrer_has_no_wallet',
  'stage_open',
  'unknown_link',
  'stage_alerts_unavailable',
  // Figures and receipts
  'unknown_chain',
  'chain_figures_unavailable',
  'supply_unavailable',
  'unsupported_chain',
  'transaction_not_found',
  'receipt_pending',
  'no_receipt',
  'receipts_busy',
  'receipts_unavailable',
  // The team's console
  'forbidden',
  'owner_unavailable',
  'message_not_found',
  'root_mismatch',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * What an error's sentence names that its code does not (`{ error: { params } }`): the stage a
 * stage alert waits for, the wallets of a signature. Only what the site's words need.
 */
export interface ApiErrorParams {
  /** `rate_limited` by the failed sign-ins of one account (a new password by mail is the way out). */
  limit?: 'sign-in';
  /** The sale stage (0 partners, 1 private, 2 public): `stage_open`. */
  stage?: number;
  /** The wallet that signed: `wrong_wallet`. */
  signer?: string;
  /** The account's linked wallet: `wrong_wallet`, `wallet_not_yours`. */
  linked?: string;
  /** false when the contract has no partners list set at all: `partners_list_mismatch`. */
  listSet?: boolean;
}

/** Every notice of an answer that only says what happens next (`{ message, notice }`). */
export const API_NOTICES = [
  'signup_mailed',
  'email_confirmed',
  'email_change_confirmed',
  'verification_resent',
  'reset_mailed',
  'password_reset',
  'identity_confirmed',
  'email_change_mailed',
  'password_changed',
  'stage_alert_mailed',
  'stage_alert_confirmed',
  'stage_alert_unsubscribed',
] as const;
export type ApiNotice = (typeof API_NOTICES)[number];

/** What a notice's sentence names (`{ params }` of the answer). */
export interface ApiNoticeParams {
  /** The address concerned: `email_confirmed`, `email_change_confirmed`, `email_change_mailed`. */
  email?: string;
  /** The sale stage (0 partners, 1 private, 2 public): `stage_alert_*`. */
  stage?: number;
  /** How long a fresh proof lasts: `identity_confirmed`. */
  minutes?: number;
}

import type { ApiErrorCode, ApiErrorParams } from './api-answers';
import type { FieldRule } from './field-rules';
import { z } from 'zod';
import type { IndexedBlock } from './indexer';

/** Every API error response: `{ error: { code, message, params?, fields?, fieldRules? } }`. */
export interface ApiErrorBody {
  error: {
    /** Stable machine-readable code, e.g. `validation_failed`, `rate_limited`. */
    code: ApiErrorCode;
    /** Human-readable sentence in English, safe to show (the site words the code itself). */
    message: string;
    /** What the sentence names that the code does not (api-answers.ts). */
    params?: ApiErrorParams;
    /** Field name -> message for the form (e.g. "Required field."). */
    fields?: Record<string, string>;
    /**
     * Field name -> the rule its message words, for a client that words it itself (the site, in
     * the page's language: docs/decisions/0047). A field without one has only its message.
     */
    fieldRules?: Record<string, FieldRule>;
  };
}

/** Name of the HttpOnly session cookie the API sets. */
export const SESSION_COOKIE_NAME = 'eco_session';

/**
 * Short-lived HttpOnly cookie set with a Sign-In with Ethereum nonce (10 minutes): the nonce is
 * only accepted back from the browser it was issued to.
 */
export const SIWE_COOKIE_NAME = 'eco_siwe';

/**
 * Long-lived HttpOnly cookie marking a browser that signed in to an account before: its sign-ins
 * are not held back by other clients' failed attempts on the same account.
 */
export const DEVICE_COOKIE_NAME = 'eco_device';

/** The signed-in user as the API returns it. */
export interface ApiUser {
  id: string;
  name: string;
  /** Null for accounts created by signing in with a wallet. */
  email: string | null;
  /** Whether `email` was verified (a link mailed to it was followed); false when no email. */
  emailVerified: boolean;
  /** EIP-55 checksummed address, or null when no wallet is linked. */
  walletAddress: `0x${string}` | null;
  affiliateCode: string;
  createdAt: string;
}

/** GET /api/auth/me and POST /api/auth/login. */
export interface ApiUserResponse {
  user: ApiUser;
}

/** POST /api/auth/signup (201): the same body whether or not the email already had an account. */
export interface ApiSignupResponse {
  message: string;
  notice: 'signup_mailed';
}

/** GET /api/auth/siwe/nonce. */
export interface ApiSiweNonceResponse {
  nonce: string;
  expiresAt: string;
}

/** Longest signature accepted, in characters (0x + 5,999 bytes): fits the 16 KB body limit. */
export const SIWE_SIGNATURE_MAX_LENGTH = 12_000;

/** POST /api/auth/siwe/verify body: an EIP-4361 message and its personal_sign signature. */
export const siweVerifySchema = z.strictObject({
  message: z.string({ error: 'Required field.' }).min(1, 'Required field.').max(4000),
  // An EOA signs 65 bytes; a smart-contract wallet's signature is its own format, and an
  // undeployed one (ERC-6492) wraps it with the factory call that deploys the wallet.
  signature: z
    .string({ error: 'Required field.' })
    .max(SIWE_SIGNATURE_MAX_LENGTH, 'The signature is too long.')
    .regex(/^0x[0-9a-fA-F]+$/, 'The signature must be a 0x-prefixed hex string.')
    .refine(
      (value) => value.length % 2 === 0,
      'The signature must be whole bytes (an even number of hex digits).',
    ),
});
export type SiweVerifyInput = z.infer<typeof siweVerifySchema>;

/** POST /api/auth/siwe/verify: `created` is true when this wallet got a new account. */
export interface ApiSiweVerifyResponse {
  user: ApiUser;
  created: boolean;
  linked: boolean;
}

/** POST /api/contact and POST /api/faq/questions (201). */
export interface ApiCreatedResponse {
  id: string;
}

/** Referred purchases read from the token's TokensPurchased events (amounts in wei, as strings). */
export interface ApiReferredPurchases {
  count: number;
  tokens: string;
  rewards: string;
  /** How far the indexer had read the chain when these were summed. */
  indexed?: IndexedBlock;
  chainId: number;
}

/** GET /api/affiliate. */
export interface ApiAffiliateResponse {
  code: string;
  /**
   * The account's referral link; null until a wallet is linked, since the contract pays the
   * reward to the wallet the code resolves to and an unlinked code resolves to none.
   */
  link: string | null;
  /** The linked wallet: where the rewards of purchases through the link are paid. */
  walletAddress: `0x${string}` | null;
  signupsReferred: number;
  /** Null when the chain cannot be read; `purchasesNote` says why. */
  purchasesReferred: ApiReferredPurchases | null;
  purchasesNote: string | null;
}

/** GET /api/affiliates/:code. */
export interface ApiAffiliateReferrerResponse {
  referrer: `0x${string}`;
}

/** GET /api/partners/:address/proof: what `mintForPartners(proof, allocation, amount)` needs. */
export interface ApiPartnerProofResponse {
  address: `0x${string}`;
  chainId: number;
  /** The most this partner may buy in the partners stage in all, in base units (decimal string). */
  allocation: string;
  proof: `0x${string}`[];
}

/** GET /api/health. */
export interface ApiHealthResponse {
  status: 'ok';
}

// ---------------------------------------------------------------- admin (team inbox, /api/admin)

/** Why the signed-in account is an admin: its wallet owns the contract, or its email is listed. */
export type AdminVia = 'wallet' | 'email';

/** GET /api/admin/me. Any other signed-in account gets 403 `forbidden`. */
export interface ApiAdminMeResponse {
  admin: true;
  via: AdminVia[];
  email: string | null;
  address: `0x${string}` | null;
}

/** The two inboxes: contact messages and FAQ questions. */
export const adminMessageKinds = ['contact', 'faq'] as const;
export type AdminMessageKind = (typeof adminMessageKinds)[number];

/** Inbox filter: not yet handled, handled, or both. */
export const adminMessageStatuses = ['open', 'handled', 'all'] as const;
export type AdminMessageStatus = (typeof adminMessageStatuses)[number];

/** Largest page of GET /api/admin/messages. */
export const ADMIN_MESSAGES_MAX_PAGE_SIZE = 100;

/** A contact message or FAQ question as the team inbox shows it. */
export interface ApiAdminMessage {
  id: string;
  kind: AdminMessageKind;
  name: string;
  email: string;
  /** Contact messages only (optional there); always null for FAQ questions. */
  subject: string | null;
  /** The message, or the question. */
  body: string;
  createdAt: string;
  handledAt: string | null;
  /** The admin who marked it handled (their email, else wallet address). */
  handledBy: string | null;
}

/** GET /api/admin/messages: one page, newest first. */
export interface ApiAdminMessagesResponse {
  items: ApiAdminMessage[];
  /** Matching messages across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/messages/:kind/:id/handled body; the answer is the updated ApiAdminMessage. */
export interface ApiAdminHandledBody {
  handled: boolean;
}

/** GET /api/admin/signups: sign-ups per UTC day, every day of the window present. */
export interface ApiAdminSignupsResponse {
  days: { date: string; count: number }[];
  total: number;
}

/** One referrer of the leaderboard (amounts in wei, decimal strings). */
export interface ApiAdminReferral {
  referrer: `0x${string}`;
  /** Affiliate code of the account whose linked wallet is the referrer, if any. */
  code: string | null;
  purchases: number;
  tokens: string;
  rewards: string;
}

/** GET /api/admin/referrals: sorted by rewards, largest first. */
export interface ApiAdminReferralsResponse {
  items: ApiAdminReferral[];
  /** False when the chain could not be read; `note` says why. */
  available: boolean;
  note: string | null;
  /** How far the indexer had read the chain, when it answered. */
  indexed?: IndexedBlock;
}

/** Most partners one list may hold. */
export const ADMIN_PARTNERS_MAX = 10_000;

/** POST /api/admin/partners body. */
export interface ApiAdminPartnersBody {
  chainId: number;
  /**
   * 1..10,000 partners, each address (any case) listed once, with its allocation in ECO (whole or
   * decimal, as a string, above 0).
   */
  partners: { address: string; allocation: string }[];
  /** The root the browser computed; when given, the API refuses a list whose root differs. */
  root?: `0x${string}`;
}

/** POST /api/admin/partners: the list just published. */
export interface ApiAdminPartnersResponse {
  chainId: number;
  root: `0x${string}`;
  /** Partners in the list. */
  count: number;
  publishedAt: string;
  publishedBy: string | null;
}

/**
 * GET /api/admin/partners?chainId=: the list whose proofs the site serves for that chain, or null
 * while none has been published (partners then get the proofs bundled with the site).
 */
export interface ApiAdminPartnersStatusResponse {
  chainId: number;
  published: ApiAdminPartnersResponse | null;
}

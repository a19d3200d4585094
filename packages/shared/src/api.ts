import { z } from 'zod';

/** Every API error response: `{ error: { code, message, fields? } }`. */
export interface ApiErrorBody {
  error: {
    /** Stable machine-readable code, e.g. `validation_failed`, `rate_limited`. */
    code: string;
    /** Human-readable sentence, safe to show to the visitor. */
    message: string;
    /** Field name -> message for the form (e.g. "Required field."). */
    fields?: Record<string, string>;
  };
}

/** Name of the HttpOnly session cookie the API sets. */
export const SESSION_COOKIE_NAME = 'eco_session';

/** The signed-in user as the API returns it. */
export interface ApiUser {
  id: string;
  name: string;
  /** Null for accounts created by signing in with a wallet. */
  email: string | null;
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
}

/** GET /api/auth/siwe/nonce. */
export interface ApiSiweNonceResponse {
  nonce: string;
  expiresAt: string;
}

/** POST /api/auth/siwe/verify body: an EIP-4361 message and its personal_sign signature. */
export const siweVerifySchema = z.strictObject({
  message: z.string({ error: 'Required field.' }).min(1, 'Required field.').max(4000),
  signature: z
    .string({ error: 'Required field.' })
    .regex(/^0x[0-9a-fA-F]+$/, 'The signature must be a 0x-prefixed hex string.')
    .max(2000, 'The signature is too long.'),
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
  chainId: number;
}

/** GET /api/affiliate. */
export interface ApiAffiliateResponse {
  code: string;
  link: string;
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

/** GET /api/partners/:address/proof. */
export interface ApiPartnerProofResponse {
  address: `0x${string}`;
  chainId: number;
  proof: `0x${string}`[];
}

/** GET /api/health. */
export interface ApiHealthResponse {
  status: 'ok';
}

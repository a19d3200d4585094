import { z } from 'zod';
import { emailLinkTokenField } from './account';
import type { ApiErrorCode } from './api-answers';
import { emailField } from './forms';

// "Tell me when this stage opens": a visitor leaves an address for one sale stage of one chain,
// confirms it from the mail (double opt-in), and gets one mail when the stage opens. Every mail
// links to a page that unsubscribes (and carries RFC 8058's one-click unsubscribe header).
// The site loads this module only when a visitor submits (it brings zod).

/** The contract's sale stages: 0 partners, 1 private, 2 public. */
export const STAGE_ALERT_STAGES = [0, 1, 2] as const;

const STAGE_MESSAGE = 'The sale stage must be 0 (partners), 1 (private) or 2 (public).';
const CHAIN_MESSAGE = 'The chain id must be a whole number, like 1.';

/** POST /api/stage-alerts: the address, and the stage of the chain it waits for. */
export const stageAlertSignupSchema = z.strictObject({
  email: emailField,
  chainId: z
    .number({ error: CHAIN_MESSAGE })
    .int(CHAIN_MESSAGE)
    .positive(CHAIN_MESSAGE)
    .max(Number.MAX_SAFE_INTEGER, CHAIN_MESSAGE),
  stage: z.literal(STAGE_ALERT_STAGES, { error: STAGE_MESSAGE }),
});
export type StageAlertSignupInput = z.infer<typeof stageAlertSignupSchema>;

/**
 * POST /api/stage-alerts/confirm and /unsubscribe: the token of a mailed link (43 base64url
 * characters, as the account links).
 */
export const stageAlertTokenSchema = z.strictObject({ token: emailLinkTokenField });

/**
 * Error codes of the stage alert routes the site tells apart (besides `validation_failed` and
 * `rate_limited`).
 */
export const STAGE_ALERT_ERROR_CODES = {
  /** POST /api/stage-alerts, 409: the stage is open now; there is nothing to wait for. */
  stageOpen: 'stage_open',
  /** confirm / unsubscribe, 404: unknown, used or superseded link (or already unsubscribed). */
  unknownLink: 'unknown_link',
  /** confirm, 410: the confirmation link is older than its lifetime. */
  linkExpired: 'link_expired',
} as const satisfies Record<string, ApiErrorCode>;

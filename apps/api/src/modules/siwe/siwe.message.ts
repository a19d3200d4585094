import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import type { ApiErrorCode } from '@eco/shared';
import type { Config } from '../../config/env';
import { ApiError } from '../../lib/errors';

/** A nonce is valid for 10 minutes: long enough to open the wallet and sign. */
export const NONCE_TTL_MS = 10 * 60 * 1000;
// Wallet and server clocks differ a little; issuedAt may be this far in the future.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const refuse = (code: ApiErrorCode, message: string) => new ApiError(401, code, message);

const invalid = (message: string) => new ApiError(400, 'invalid_siwe_message', message);

/**
 * Parses an EIP-4361 message and checks it against this site: rebuilt from its parsed fields it
 * must be the same text (so nothing outside the fields was signed), and its domain, uri, scheme,
 * chain, version and times must be the site's and current. Returns the fields that passed; throws
 * an ApiError naming the problem.
 */
export function checkSiweMessage(text: string, config: Config, now: Date) {
  const message = parseSiweMessage(text);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = message;
  if (!address || !chainId || !domain || !nonce || !uri || !version || !issuedAt) {
    throw invalid('This is not a valid Sign-In with Ethereum message. Start the sign-in again.');
  }
  // The parser reads fields out of the text and ignores anything else (text after the last
  // field, lines it does not know), so the text must be exactly what the fields produce.
  let rebuilt: string | undefined;
  try {
    rebuilt = createSiweMessage({ ...message, address, chainId, domain, nonce, uri, version });
  } catch {
    rebuilt = undefined;
  }
  if (rebuilt !== text) {
    throw invalid(
      'This sign-in message is not in the exact form this site asks wallets to sign (extra, missing or reordered text). Start the sign-in again.',
    );
  }

  if (!config.siweDomains.includes(domain)) {
    throw refuse(
      'siwe_wrong_domain',
      `This sign-in message was made for another site (${domain}).`,
    );
  }
  if (!isSiteUri(uri, domain, message.scheme, config.webOrigins)) {
    throw refuse(
      'siwe_wrong_uri',
      `This sign-in message was made for another address (${uri}). Sign in again on this site.`,
    );
  }
  if (!config.siweChainIds.includes(chainId)) {
    throw refuse(
      'siwe_wrong_chain',
      `Sign-in on chain ${chainId} is not supported. Switch to one of: ${config.siweChainIds.join(', ')}.`,
    );
  }

  const time = now.getTime();
  if (
    issuedAt.getTime() > time + CLOCK_SKEW_MS ||
    (message.notBefore && message.notBefore.getTime() > time)
  ) {
    throw refuse('siwe_not_yet_valid', 'This sign-in message is not valid yet. Check your clock.');
  }
  if (message.expirationTime && message.expirationTime.getTime() <= time) {
    throw refuse('siwe_expired', 'This sign-in message has expired. Sign in again.');
  }
  // No nonce lives longer than NONCE_TTL_MS, so neither can a message made with one.
  if (issuedAt.getTime() < time - NONCE_TTL_MS - CLOCK_SKEW_MS) {
    throw refuse('siwe_expired', 'This sign-in message is too old. Sign in again.');
  }
  return { address, chainId, domain, nonce };
}

/**
 * Whether `uri` is one of the site's origins (WEB_ORIGINS), on the message's own domain, with
 * the message's scheme when it names one: an http uri for an https site is another address.
 */
function isSiteUri(
  uri: string,
  domain: string,
  scheme: string | undefined,
  webOrigins: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (uri !== url.origin && uri !== `${url.origin}/`) return false;
  if (!webOrigins.includes(url.origin) || url.host !== domain) return false;
  return scheme === undefined || `${scheme}:` === url.protocol;
}

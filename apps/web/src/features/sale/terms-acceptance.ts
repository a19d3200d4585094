import { findOfferProfile, offerAnswer } from '@eco/contracts/offer';
import { isCountryCode, type CountryCode } from '@eco/shared/countries';
import { whitePaperHash } from '@/config/white-paper.generated';
import { legalVersions } from '@/content/legal/versions';
import { readStored, writeStored } from '@/lib/storage';

/**
 * Browser storage key (localStorage) holding what the buyer accepted before their first purchase
 * (`SaleAcceptance`, as JSON). Earlier builds stored a bare version string ("1", then the terms
 * and risks versions joined by a dot) here: read as a change, so asked again.
 */
export const SALE_TERMS_KEY = 'ECO_SALE_TERMS_ACCEPTED';

/** The texts a buyer accepts: their versions as the site has them now. */
export interface AcceptedVersions {
  termsVersion: string;
  risksVersion: string;
  /** keccak-256 of the white paper's canonical JSON: the hash published on-chain. */
  whitePaperVersion: string;
}

/** What the buyer accepted, the country of residence they declared, and when. */
export interface SaleAcceptance extends AcceptedVersions {
  country: CountryCode;
  /** ISO 8601. */
  acceptedAt: string;
}

/** The versions in this build. */
export const currentVersions = (): AcceptedVersions => ({
  termsVersion: legalVersions.terms,
  risksVersion: legalVersions.risks,
  whitePaperVersion: whitePaperHash,
});

/** Where the buyer stands: accepted, never accepted, or accepted before a change. */
export type TermsStatus = 'accepted' | 'new' | 'changed';

/**
 * The stored record (`stored`, by default what the browser holds), or undefined when there is
 * none or it is not one (an older build's value).
 */
export function readAcceptance(
  stored: string | null | undefined = readStored(SALE_TERMS_KEY),
): SaleAcceptance | undefined {
  if (!stored) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { termsVersion, risksVersion, whitePaperVersion, country, acceptedAt } = value as Partial<
    Record<keyof SaleAcceptance, unknown>
  >;
  if (
    typeof termsVersion !== 'string' ||
    typeof risksVersion !== 'string' ||
    typeof whitePaperVersion !== 'string' ||
    !isCountryCode(country) ||
    typeof acceptedAt !== 'string'
  ) {
    return undefined;
  }
  return { termsVersion, risksVersion, whitePaperVersion, country, acceptedAt };
}

/**
 * The buyer's status on `chainId` (asked again where storage is unavailable): accepted only when
 * every version is the current one and the declared country is still one the chain's offer
 * profile offers ECO in; a change of either asks again.
 */
export function readTermsStatus(
  chainId: number,
  current: AcceptedVersions = currentVersions(),
): TermsStatus {
  const stored = readStored(SALE_TERMS_KEY);
  if (!stored) return 'new';
  const record = readAcceptance(stored);
  const same =
    record !== undefined &&
    record.termsVersion === current.termsVersion &&
    record.risksVersion === current.risksVersion &&
    record.whitePaperVersion === current.whitePaperVersion &&
    offerAnswer(findOfferProfile(chainId), record.country).kind === 'offered';
  return same ? 'accepted' : 'changed';
}

/** Remembers the acceptance (asked again next time where storage is unavailable) and returns it. */
export function rememberAcceptance(
  country: CountryCode,
  versions: AcceptedVersions = currentVersions(),
  now = new Date(),
): SaleAcceptance {
  const record = { ...versions, country, acceptedAt: now.toISOString() };
  writeStored(SALE_TERMS_KEY, JSON.stringify(record));
  return record;
}

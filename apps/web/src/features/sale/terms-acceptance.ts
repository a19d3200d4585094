import { saleAcceptanceVersion } from '@/content/legal/versions';
import { readStored, writeStored } from '@/lib/storage';

/**
 * Browser storage key (localStorage) holding the version of the terms of the sale and the risk
 * disclosure the buyer accepted (`saleAcceptanceVersion`). Earlier builds stored "1" here.
 */
export const SALE_TERMS_KEY = 'ECO_SALE_TERMS_ACCEPTED';

/** Where the buyer stands with the current terms: accepted, never accepted, or accepted before a change. */
export type TermsStatus = 'accepted' | 'new' | 'changed';

/** The buyer's status with the current terms (asked again where storage is unavailable). */
export function readTermsStatus(current: string = saleAcceptanceVersion): TermsStatus {
  const stored = readStored(SALE_TERMS_KEY);
  if (!stored) return 'new';
  return stored === current ? 'accepted' : 'changed';
}

/** Remembers that the buyer accepted `version` (asked again next time where storage is unavailable). */
export function rememberTermsAccepted(version: string = saleAcceptanceVersion): void {
  writeStored(SALE_TERMS_KEY, version);
}

import { saleAcceptanceVersion } from '@/content/legal/versions';

/**
 * Browser storage key (localStorage) holding the version of the terms of the sale and the risk
 * disclosure the buyer accepted (`saleAcceptanceVersion`). Earlier builds stored "1" here.
 */
export const SALE_TERMS_KEY = 'ECO_SALE_TERMS_ACCEPTED';

/** Where the buyer stands with the current terms: accepted, never accepted, or accepted before a change. */
export type TermsStatus = 'accepted' | 'new' | 'changed';

/** Compares what the browser remembers with the current version. */
export function termsStatus(stored: string | null, current: string): TermsStatus {
  if (stored === null || stored === '') return 'new';
  return stored === current ? 'accepted' : 'changed';
}

/** The buyer's status with the current terms (asked again where storage is unavailable). */
export function readTermsStatus(current: string = saleAcceptanceVersion): TermsStatus {
  let stored: string | null = null;
  try {
    // Reading `localStorage` itself throws where storage is blocked: inside the try.
    stored = localStorage.getItem(SALE_TERMS_KEY);
  } catch {
    // Blocked storage: the terms are asked each time.
  }
  return termsStatus(stored, current);
}

/** Remembers that the buyer accepted `version`. */
export function rememberTermsAccepted(version: string = saleAcceptanceVersion): void {
  try {
    localStorage.setItem(SALE_TERMS_KEY, version);
  } catch {
    // Asked again next time.
  }
}

import { textVersion } from '../../lib/text-version';
import { privacy } from './privacy';
import { risks } from './risks';
import { terms } from './terms';

/**
 * Each legal page's version: derived from its text, so an edit is a new version. The Buy dialog
 * records the terms' and the risk disclosure's with the white paper's (features/sale/
 * terms-acceptance.ts) and asks again when one differs.
 */
export const legalVersions = {
  terms: textVersion(terms),
  privacy: textVersion(privacy),
  risks: textVersion(risks),
} as const;

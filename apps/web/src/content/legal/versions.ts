import { sourceVersion } from '../../lib/localized';
import { privacy } from './privacy';
import { risks } from './risks';
import { terms } from './terms';

/**
 * Each legal page's version: derived from its English source (`sourceForm`: every message as the
 * id its English text hashes to, with its values), so an edit of the English is a new version, and
 * the version is the same in every language: the English text prevails, and a translation's
 * wording is not a new version (docs/decisions/0046). The pages show it (computed there by the
 * same `sourceVersion`, so a page's code holds only its own document); the Buy dialog records the terms' and the risk
 * disclosure's with the white paper's (features/sale/terms-acceptance.ts) and asks again when one
 * differs.
 */
export const legalVersions = {
  terms: sourceVersion(terms),
  privacy: sourceVersion(privacy),
  risks: sourceVersion(risks),
} as const;

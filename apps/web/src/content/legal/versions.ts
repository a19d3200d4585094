import { textVersion } from '../../lib/text-version';
import { privacy } from './privacy';
import { risks } from './risks';
import { terms } from './terms';

/** Each legal page's version: derived from its text, so an edit is a new version. */
export const legalVersions = {
  terms: textVersion(terms),
  privacy: textVersion(privacy),
  risks: textVersion(risks),
} as const;

/**
 * What a buyer accepts in the Buy and Donate dialogs: the terms and the risk disclosure
 * together. The dialog remembers this string and asks again when it differs.
 */
export const saleAcceptanceVersion = `${legalVersions.terms}.${legalVersions.risks}`;

import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { Provenance } from './schemas';
import { tokenFacts } from './token';

// What the white paper's page shows before its document's code arrives (the title, the date,
// the first page's statement and the status), kept apart from white-paper.ts so the page's first load
// stays small (docs/decisions/0035); the document itself reads them from here.

/** The date of this text (YYYY-MM-DD): set it when the text changes. */
export const whitePaperDate = '2026-11-29';

/** The document's title, in the page's language (read it at render). */
export const whitePaperTitle = localized(() =>
  tx(
    msg`Crypto-asset white paper: ${{ tokenName: tokenFacts.name }} (${{ symbol: tokenFacts.symbol }})`,
  ),
);

/**
 * Where the site serves the white paper's other forms (scripts/build-pdfs.ts writes them): the
 * JSON's bytes are what the published hash is of. Here rather than in config/paths.ts, which
 * every page loads.
 */
export const whitePaperForms = {
  pdf: '/docs/eco-white-paper.pdf',
  xhtml: '/docs/eco-white-paper.xhtml',
  json: '/docs/eco-white-paper.json',
} as const;

/**
 * MiCA Art. 6(3): the statement the white paper's first page must carry, word for word; in
 * another language, as the regulation's official translation words it (read it at render).
 */
export const whitePaperStatement = localized(() =>
  tx(
    msg`This crypto-asset white paper has not been approved by any competent authority in any Member State of the European Union. The offeror of the crypto-asset is solely responsible for the content of this crypto-asset white paper.`,
  ),
);

/**
 * The text's own provenance: a sample until the team verifies a lawyer-reviewed text, which a
 * production build refuses (content/launch-gate.ts). To publish it, set
 * { status: 'verified', source: '<the reviewed document>', checked: 'YYYY-MM-DD' }.
 */
export const whitePaperProvenance: Provenance = { status: 'sample' };

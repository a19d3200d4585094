// The pledge a purchase's receipt shows: "a purchase pledges X of impact per Y ECO". It is
// content, not a fact of the chain, so it carries its provenance like the site's content
// modules do (apps/web/src/content/schemas.ts). No real rule has been decided: the one below is a
// sample, labelled as such wherever it is shown, and the web's launch gate refuses it in a
// production build (apps/web/src/content/pledge.ts registers it there).

import { formatNumber } from './format';
import type { Provenance } from './provenance';

/** A rule "each purchase of `perEco` whole ECO pledges `grams` of CO₂e". */
export interface PurchasePledgeRule {
  id: string;
  /** Grams of CO₂e the project pledges to retire for every `perEco` ECO bought. */
  grams: number;
  /** Whole ECO the pledge is counted per. */
  perEco: number;
  provenance: Provenance;
}

/**
 * SAMPLE: a placeholder rule (1 kg of CO₂e per 100 ECO) to show how a receipt will look. It is no
 * commitment of the project; the team replaces it with the real rule and its source before
 * launch, or removes it.
 */
export const purchasePledge: PurchasePledgeRule = {
  id: 'purchase-pledge',
  grams: 1_000,
  perEco: 100,
  provenance: { status: 'sample' },
};

/** Said next to every pledge figure: a pledge is a promise, not a retired credit (the PDF's). */
export const PLEDGE_NOT_RETIREMENT =
  'A pledge, not a retirement: no carbon credit has been retired for this purchase. Retired credits are listed in the carbon credit ledger.';

/** Said next to a sample pledge: the rule itself is a placeholder (the PDF's). */
export const SAMPLE_PLEDGE_NOTE =
  'Sample pledge: the rule behind this figure is a placeholder, not a commitment of Green Planet ECO.';

const ECO_BASE_UNITS = 10n ** 18n;

/**
 * A mass in grams as people read it: "250 g", "1.5 kg", "2,000 kg", with the separators of the
 * format locale (`setFormatLocale`: the page's language on the site, English in the API's PDF).
 */
export function pledgeMass(grams: bigint): string {
  if (grams < 1_000n) return `${formatNumber(grams, { decimals: 0 })} g`;
  // Exact in a double far beyond any sale: the whole supply pledges under 2^53 grams.
  const kilograms = formatNumber(Number(grams) / 1_000, { decimals: 3, minimumDecimals: 0 });
  return `${kilograms} kg`;
}

/**
 * What a purchase of `amount` ECO (base units) pledges under `rule`, with its labels in English
 * (the receipt's PDF; the site words them in the page's language from `grams` and `pledgeMass`).
 */
export interface PledgeFigure {
  /** Grams of CO₂e, rounded down to the gram. */
  grams: bigint;
  /** "1.5 kg of CO₂e". */
  text: string;
  /** The rule in words: "1 kg of CO₂e per 100 ECO bought". */
  rule: string;
  sample: boolean;
  provenance: Provenance;
}

/** The pledge of a purchase of `amount` ECO in base units (the TokensPurchased amount). */
export function pledgeFor(amount: bigint, rule: PurchasePledgeRule = purchasePledge): PledgeFigure {
  const grams = (amount * BigInt(rule.grams)) / (BigInt(rule.perEco) * ECO_BASE_UNITS);
  return {
    grams,
    text: `${pledgeMass(grams)} of CO₂e`,
    rule: `${pledgeMass(BigInt(rule.grams))} of CO₂e per ${formatNumber(rule.perEco, { decimals: 0 })} ECO bought`,
    sample: rule.provenance.status === 'sample',
    provenance: rule.provenance,
  };
}

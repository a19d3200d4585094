import type { IndexerEcoTransactionsAnswer } from '@eco/shared';
import { anySample } from '@/content/provenance';
import type { CarbonCredit, NetworkFootprint } from '@/content/schemas';
import { creditTotals } from '@/content/carbon-credits';
import { ecoShare } from '@/content/sustainability';

// ECO's own share of its network's footprint (the white paper's Part J): its transactions from the
// indexer times the study's per-transaction figures, set against the tonnes the carbon ledger
// retired. Free of React and the chain code, so the rule is tested on its own.

/**
 * ECO's transactions are counted over the latest 365 UTC days up to the block the indexer has
 * read, and since deployment, not over the study's period: the study dates the network's
 * intensity (its figures per transaction), which is applied to ECO's activity now. Its period may
 * lie before ECO existed (on the local chain, every block is dated today).
 */
export const FOOTPRINT_DAYS = 365;

/** The indexer's question for that period. */
export const ecoTransactionsPath = `/eco-transactions?days=${FOOTPRINT_DAYS}`;

/** ECO's share over the period and since deployment, and what the carbon ledger retired. */
export function ecoFootprint(
  footprint: NetworkFootprint,
  answer: Pick<IndexerEcoTransactionsAnswer, 'transactions' | 'total'>,
  ledger: readonly CarbonCredit[],
) {
  const period = ecoShare(footprint, answer.transactions);
  const sinceDeployment = ecoShare(footprint, answer.total);
  const retiredTonnes = creditTotals(ledger).retired;
  return {
    period,
    sinceDeployment,
    retiredTonnes,
    /**
     * How many times the retired tonnes cover ECO's emissions over the period; null when ECO
     * made no transaction in it (nothing to cover).
     */
    coverage: period.emissionsKg > 0 ? (retiredTonnes * 1000) / period.emissionsKg : null,
    /** A figure computed from a sample is a sample: the network's figures or the ledger's rows. */
    sample: anySample([footprint]) || anySample(ledger),
  };
}

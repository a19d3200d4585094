import type { IndexerEcoTransactionsAnswer } from '@eco/shared';
import { anySample } from '@/content/provenance';
import type { CarbonCredit, NetworkFootprint } from '@/content/schemas';
import { creditTotals } from '@/content/carbon-credits';
import { ecoShare } from '@/content/sustainability';

// ECO's own share of its network's footprint (the white paper's Part J): its transactions from the
// indexer times the study's per-transaction figures, beside the tonnes the carbon ledger
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
    /**
     * Shown beside the estimate, never divided by it: a ratio would read as a verified offset,
     * and nobody has checked that the credits and the study measure the same emissions.
     */
    retiredTonnes,
    /** A figure computed from a sample is a sample: the network's figures or the ledger's rows. */
    sample: anySample([footprint]) || anySample(ledger),
  };
}

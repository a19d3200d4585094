import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { DescribedTransaction } from '@eco/contracts/receipt';
import type { SaleStageKey } from '@eco/contracts/stages';
import { chainName } from '@/lib/wallet/chains';

// A receipt's figures (their digits and rounding: @eco/shared/format's exactAmount,
// RECEIPT_ETH_DECIMALS) are the receipt PDF's too (apps/api receipts.pdf.ts), so the page and the
// paper can be compared figure by figure; the words around them are the site's, in the page's
// language (the PDF's stay English). The chain's name is the site's own: the API does not know
// its chains.

/** "Sepolia (chain 11155111)", or "chain 5" for a chain the site does not offer. */
export function chainLabel(chainId: number): string {
  const name = chainName(chainId);
  // The id as the chain's own number (no thousands separator), as a receipt's address has it.
  const id = String(chainId);
  return name ? t`${name} (chain ${id})` : t`chain ${id}`;
}

/**
 * A receipt's title by what the transaction is, in the page's language. The PDF keeps the
 * contracts package's English titles (`receiptTitles`), as the PDFs stay English.
 */
const receiptTitleWords = {
  purchase: msg`Receipt: ECO purchase`,
  return: msg`Receipt: ECO purchase given back`,
  donation: msg`Receipt: donation`,
  failed: msg`This transaction failed`,
  other: msg`Neither a purchase nor a donation`,
  pending: msg`Pending: waiting for the blockchain`,
} satisfies Record<DescribedTransaction['kind'], MessageDescriptor>;

export const receiptTitle = (kind: DescribedTransaction['kind']) => i18n._(receiptTitleWords[kind]);

/**
 * A sale stage as the receipt names it, in the page's language: the contracts package's names
 * ("Public stage", `saleStageName`), which the PDF prints, so that in English the page and the
 * paper read alike figure by figure.
 */
const stageNameWords = {
  partners: msg`Partners stage`,
  private: msg`Private stage`,
  public: msg`Public stage`,
} satisfies Record<SaleStageKey, MessageDescriptor>;

export const receiptStageName = (key: SaleStageKey) => i18n._(stageNameWords[key]);

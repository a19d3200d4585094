import { t } from '@lingui/core/macro';
import { chainName } from '@/lib/wallet/chains';

// A receipt's figures as text are written by @eco/shared/format (exactNote, RECEIPT_ETH_DECIMALS),
// which the receipt PDF (apps/api receipts.pdf.ts) uses too, so the page and the paper can be
// compared figure by figure. The chain's name is the site's own: the API does not know its chains.

/** "Sepolia (chain 11155111)", or "chain 5" for a chain the site does not offer. */
export function chainLabel(chainId: number): string {
  const name = chainName(chainId);
  // The id as the chain's own number (no thousands separator), as a receipt's address has it.
  const id = String(chainId);
  return name ? t`${name} (chain ${id})` : t`chain ${id}`;
}

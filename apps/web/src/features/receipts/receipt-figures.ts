import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { DescribedTransaction } from '@eco/contracts/receipt';
import { formatNumber, truncateMiddle } from '@/lib/format';
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

/** A successful transaction that is no purchase or donation, as the contracts package finds it. */
type OtherReceipt = Extract<DescribedTransaction, { kind: 'other' }>;

/** What a successful transaction that is no receipt is, and that there is no receipt for it. */
export function otherTransactionText(is: OtherReceipt['is']): string {
  switch (is.kind) {
    case 'deployment':
      return t`This transaction is a contract deployment. It is neither an ECO purchase nor a donation, so there is no receipt for it.`;
    case 'transfer': {
      const to = is.to;
      return t`This transaction is a plain transfer of ether to ${to}. It is neither an ECO purchase nor a donation, so there is no receipt for it.`;
    }
    case 'call': {
      const to = is.to;
      return t`This transaction is a call to ${to}. It is neither an ECO purchase nor a donation, so there is no receipt for it.`;
    }
  }
}

/**
 * Why a successful transaction is no receipt, one sentence each: what the deployment's contracts
 * did not record, and each look-alike event another contract emitted.
 */
export function notReceiptTexts(receipt: Pick<OtherReceipt, 'notReceipt' | 'impostors'>) {
  const reasons = receipt.notReceipt.map((reason) => {
    switch (reason.kind) {
      case 'not-deployed': {
        const chainId = String(reason.chainId);
        return t`ECO is not deployed on chain ${chainId}, so nothing there is an ECO purchase.`;
      }
      case 'several': {
        // Each count after its label, so no noun takes the count's plural form ("purchase(s)").
        const count = (value: number) => formatNumber(value, { decimals: 0 });
        const purchases = count(reason.purchases);
        const returns = count(reason.returns);
        const donations = count(reason.donations);
        return t`It records more than one purchase, return or donation (ECO purchases: ${purchases}; withdrawals and refunds: ${returns}; donations: ${donations}); a receipt covers a transaction with exactly one.`;
      }
      case 'no-purchase': {
        const eco = reason.eco;
        return t`It is not an ECO purchase: ECO’s contract (${eco}) recorded no purchase in it.`;
      }
      case 'no-donation': {
        const donations = reason.donations;
        return t`It is not a donation: the donations contract (${donations}) recorded no donation in it.`;
      }
    }
  });
  const impostors = receipt.impostors.map(({ eventName, address }) => {
    const from = truncateMiddle(address);
    return eventName === 'Donated'
      ? t`It carries a ${eventName} event from ${from}, which is not the donations contract: anyone can emit such an event, so it proves nothing.`
      : t`It carries a ${eventName} event from ${from}, which is not ECO’s contract: anyone can emit such an event, so it proves nothing.`;
  });
  return [...reasons, ...impostors];
}

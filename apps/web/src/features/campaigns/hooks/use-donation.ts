import { useRef } from 'react';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { settledTransactionAlert } from '@/components/wallet/settled-alert';
import type { TransactionInfo } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import { useShownRef } from '@/hooks/use-shown-ref';
import { useAlertStore } from '@/stores/alert';
import { prepareDonation } from '../api/donate';
import { donationFailureWords } from '../donation-rules';

/** What a donation is for: the campaign and the ETH as the donor typed it. */
export type DonateInfo = Extract<TransactionInfo, { type: 'donate' }>;

export type DonationInput = {
  /** EcoDonations on `chainId`. */
  contract: Address;
  chainId: number;
  account: Address;
  campaignId: number;
  /** The campaign's title, for the words after the outcome. */
  campaign: string;
  /** The amount as the donor typed it, and in wei. */
  amount: string;
  value: bigint;
  memo: string;
};

/**
 * Simulate, send, wait for the receipt: the shared transaction flow, for `donate` on
 * EcoDonations. The dialog tells the outcome while it is open; once it is closed the outcome goes
 * to the global alert, with the receipt's link, so it is still seen.
 */
export function useDonation() {
  const config = useConfig();
  const openAlert = useAlertStore((store) => store.open);
  const sentChainId = useRef(0);
  const shown = useShownRef();
  const transaction = useContractTransaction<DonateInfo>({
    onSettled: (status, info) => {
      if (shown.current || !info) return;
      const alert = settledTransactionAlert(
        info,
        status,
        sentChainId.current,
        donationFailureWords,
      );
      if (alert) openAlert(alert);
    },
  });

  const donate = async (input: DonationInput): Promise<boolean> => {
    sentChainId.current = input.chainId;
    const checked = await transaction.checkWith(
      () =>
        prepareDonation(config, {
          address: input.contract,
          account: input.account,
          chainId: input.chainId,
          campaignId: input.campaignId,
          memo: input.memo,
          value: input.value,
        }),
      input.chainId,
      { type: 'donate', campaign: input.campaign, amount: input.amount },
    );
    return checked && transaction.send();
  };

  return { status: transaction.status, donate, reset: transaction.reset };
}

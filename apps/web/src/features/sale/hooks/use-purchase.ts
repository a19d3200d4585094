import { ecoTokenAbi, type SaleStageKey } from '@eco/contracts';
import type { PartnerGrant } from '@eco/contracts/partners';
import type { Address } from 'viem';
import type { EcoWriteCall } from '@/lib/wallet/contract';
import type { TransactionInfo } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';

/** What a purchase is for: the stage, the ECO bought, the ETH paid, the referrer. */
export type PurchaseInfo = Extract<TransactionInfo, { type: 'buy' }>;

type PurchaseInput = {
  contract: Address;
  chainId: number;
  account: Address;
  stage: SaleStageKey;
  amount: bigint;
  cost: bigint;
  referrer?: Address;
  /** The partner's allocation and proof, for the partners stage. */
  partnerGrant?: PartnerGrant;
};

/** The sale function a purchase calls and its arguments, checked against ECO's ABI. */
export function purchaseCall({
  stage,
  amount,
  referrer,
  partnerGrant,
}: Pick<PurchaseInput, 'stage' | 'amount' | 'referrer' | 'partnerGrant'>):
  EcoWriteCall<'mintForPartners'> | EcoWriteCall<'privateSale'> | EcoWriteCall<'publicSale'> {
  if (stage === 'partners') {
    // Without a grant the contract refuses with NotAPartner, which the simulation reports.
    const proof = partnerGrant?.proof ?? [];
    const allocation = partnerGrant?.allocation ?? 0n;
    return referrer
      ? { functionName: 'mintForPartners', args: [proof, allocation, amount, referrer] }
      : { functionName: 'mintForPartners', args: [proof, allocation, amount] };
  }
  const functionName = stage === 'private' ? 'privateSale' : 'publicSale';
  return referrer ? { functionName, args: [amount, referrer] } : { functionName, args: [amount] };
}

/**
 * Simulate, send, wait for the receipt: the shared transaction flow, for a purchase.
 * `purchase` resolves to whether the purchase was confirmed.
 */
export function usePurchase() {
  const transaction = useContractTransaction<PurchaseInfo>();

  const purchase = async (input: PurchaseInput): Promise<boolean> => {
    const { contract, chainId, account, stage, amount, cost, referrer } = input;
    return transaction.run(
      {
        abi: ecoTokenAbi,
        address: contract,
        chainId,
        account,
        value: cost,
        ...purchaseCall(input),
      },
      { type: 'buy', stage, amount, cost, referrer },
    );
  };

  return {
    status: transaction.status,
    info: transaction.info,
    purchase,
    reset: transaction.reset,
  };
}

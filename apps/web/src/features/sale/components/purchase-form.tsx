import { useState, type ReactNode } from 'react';
import { ecoTokenAbi } from '@eco/contracts';
import type { PartnerGrant } from '@eco/contracts/partners';
import { zeroAddress, type Address } from 'viem';
import { useBalance, useEstimateFeesPerGas, useReadContract } from 'wagmi';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TransactionCostSummary } from '@/components/wallet/cost-summary';
import { sendButtonLabel } from '@/components/wallet/transaction-words';
import { ethText, formatEco } from '@/lib/format';
import { formatUnits } from '@/lib/units';
import { isTransactionBusy } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import { useEthUsd } from '@/lib/wallet/use-eth-usd';
import { useFeeEstimate } from '@/lib/wallet/use-fee-estimate';
import { useReferrer } from '../api/use-referrer';
import {
  ecoEntry,
  ethFieldText,
  purchaseCall,
  purchaseNetworkFee,
  type AmountEntry,
  type PurchaseInfo,
} from '../purchase-math';
import {
  checkPurchase,
  ecoLeftText,
  maxAmount,
  maxIsWalletCap,
  type PartnerProofFailure,
  type StageState,
} from '../sale-checks';
import { readTermsStatus, rememberTermsAccepted } from '../terms-acceptance';
import { AmountFields, CostSummary, PurchaseProblems } from './amount-fields';
import { PurchaseResult } from './purchase-result';
import { ReferralNote } from './referral-note';
import { TermsNotice } from './terms-notice';

const Figure = ({ children }: { children: ReactNode }) => (
  <span className="font-semibold text-brand-950 tabular-nums">{children}</span>
);

/** One stage's purchase: amounts, checks, terms, the Purchase button and the outcome. */
export function PurchaseForm({
  stage,
  account,
  chainId,
  contract,
  rewardBps,
  partner,
}: {
  stage: StageState;
  account: Address;
  chainId: number;
  contract: Address;
  rewardBps: bigint;
  partner: { grant: PartnerGrant | null | undefined; failure: PartnerProofFailure | undefined };
}) {
  const balance = useBalance({ address: account, chainId });
  const fees = useEstimateFeesPerGas({ chainId });
  const linked = useReferrer(account);
  // Whom the purchase may name, by the contract's own rule (docs/decisions/0033): a wallet that
  // has bought, in any stage but the partners one. A link to anyone else is dropped, as an unknown
  // code is: the buyer loses nothing by it, and the contract would refuse the purchase otherwise.
  const partnersStage = stage.key === 'partners';
  const eligibility = useReadContract({
    address: contract,
    abi: ecoTokenAbi,
    chainId,
    functionName: 'isEligibleReferrer',
    args: [linked.referrer ?? zeroAddress, account],
    query: { enabled: Boolean(linked.referrer) && !partnersStage },
  });
  const referrer =
    linked.referrer && !partnersStage && eligibility.data === true ? linked.referrer : undefined;
  const referrerPending =
    linked.pending || (Boolean(linked.referrer) && !partnersStage && eligibility.isPending);
  // Simulate, send, wait for the receipt: the shared transaction flow.
  const transaction = useContractTransaction<PurchaseInfo>();
  const state = transaction.status;
  const [entry, setEntry] = useState<AmountEntry>({ field: 'eco', text: '' });
  const [terms, setTerms] = useState(readTermsStatus);
  const [termsChecked, setTermsChecked] = useState(false);
  // Said once Max has been pressed, in answer to it: shown on opening, the line would push the
  // fields down as soon as the balance loads.
  const [maxStoppedAtCap, setMaxStoppedAtCap] = useState(false);

  const eco = ecoEntry(entry, stage.price);
  const { amount } = eco;
  const ethBalance = balance.data?.value;
  const check = checkPurchase({
    stage,
    amount,
    rewardBps,
    referred: Boolean(referrer),
    partnerGrant: partner.grant,
    partnerProofFailure: partner.failure,
    ethBalance,
    networkFee: purchaseNetworkFee(fees.data),
  });
  // The ETH field never quotes a cost for tokens the stage does not hold.
  const ethField = ethFieldText(entry, check.cost);

  // 'review' lasts only between the check and the send: the purchase is on its way.
  const busy = isTransactionBusy(state) || state.step === 'review';
  const proofPending = stage.key === 'partners' && partner.grant === undefined && !partner.failure;
  const accepted = terms === 'accepted' || termsChecked;
  // A referral code still being looked up: buying now would leave its referrer out.
  const buyable =
    check.cost !== null && check.problems.length === 0 && !proofPending && !referrerPending;
  const canBuy = buyable && accepted && !busy;

  // Priced before signing, in ETH and USD: the network fee of exactly this purchase, estimated
  // once the amount can be bought (never per keystroke: the hook waits for the amount to rest).
  const ethUsd = useEthUsd(chainId);
  const partnerGrant = stage.key === 'partners' ? (partner.grant ?? undefined) : undefined;
  const call =
    check.cost === null
      ? undefined
      : {
          address: contract,
          abi: ecoTokenAbi,
          ...purchaseCall({ stage: stage.key, amount, referrer, partnerGrant }),
          value: check.cost,
        };
  const fee = useFeeEstimate({ chainId, account, call: buyable ? call : undefined });

  const enter = (field: AmountEntry['field'], text: string) => {
    setEntry({ field, text });
    setMaxStoppedAtCap(false);
    // A failure was about the amount before; a confirmed purchase (and its next steps) stays
    // until the next one starts.
    if (state.step !== 'done') transaction.reset();
  };

  const maxInput = (wei: bigint) => ({
    ethBalance: wei,
    price: stage.price,
    remaining: stage.remaining,
    rewardBps,
    referred: Boolean(referrer),
    walletLeft: stage.walletLeft,
  });

  const onMax = () => {
    if (ethBalance === undefined) return;
    enter('eco', formatUnits(maxAmount(maxInput(ethBalance)), 18));
    setMaxStoppedAtCap(maxIsWalletCap(maxInput(ethBalance)));
  };

  const onBuy = async () => {
    if (!call) return;
    const bought = entry;
    if (terms !== 'accepted') {
      rememberTermsAccepted();
      setTerms('accepted');
    }
    const confirmed = await transaction.run(
      { ...call, chainId, account },
      { type: 'buy', stage: stage.key, amount, asset: 'eth', cost: call.value, referrer },
    );
    // Bought: the amount is cleared, so Purchase waits for the buyer's next amount. `purchase`
    // resolves only once the figures are read again, which can take seconds: an amount typed
    // meanwhile is the buyer's next one and stays.
    if (confirmed)
      setEntry((current) => (current === bought ? { field: 'eco', text: '' } : current));
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        <Figure>{ethText(stage.price)}</Figure> per ECO.{' '}
        <Figure>{ecoLeftText(stage.remaining)} ECO</Figure> left in this stage.{' '}
        {stage.capSource === 'allocation'
          ? 'Your partner allocation is'
          : 'One wallet may buy up to'}{' '}
        <Figure>{formatEco(stage.walletCap)} ECO</Figure> here
        {stage.walletLeft !== undefined && stage.walletLeft < stage.walletCap ? (
          <>
            ; this wallet may buy <Figure>{ecoLeftText(stage.walletLeft)} ECO</Figure> more
          </>
        ) : null}
        .
      </p>

      <AmountFields
        ecoText={eco.text}
        ethText={ethField}
        ethBalance={ethBalance}
        onEco={(value) => enter('eco', value)}
        onEth={(value) => enter('eth', value)}
        onMax={onMax}
      />
      {maxStoppedAtCap ? (
        <p className="text-sm text-slate-600">
          Max stopped at{' '}
          {stage.capSource === 'allocation' ? 'your partner allocation' : 'the cap per wallet'}, not
          at what your ETH would pay for.
        </p>
      ) : null}

      <PurchaseProblems problems={check.problems} />

      <CostSummary
        summary={
          check.cost === null ? undefined : (
            <TransactionCostSummary
              price={{ wei: stage.price, per: 'ECO' }}
              cost={check.cost}
              fee={fee}
              ethUsd={ethUsd.price}
            />
          )
        }
      >
        {referrer ? (
          <ReferralNote referrer={referrer} rewardBps={rewardBps} amount={amount} />
        ) : linked.referrer && partnersStage ? (
          <p className="rounded-xl bg-slate-50 p-2 text-slate-700">
            The partners stage pays no referral rewards, so this purchase names no referrer.
          </p>
        ) : null}
      </CostSummary>

      {terms === 'accepted' ? null : (
        <TermsNotice
          changed={terms === 'changed'}
          checked={termsChecked}
          onChange={setTermsChecked}
        />
      )}

      {/* Stays at the bottom of the dialog while the rest scrolls, whatever notes are above. */}
      <div className="sticky bottom-0 -mx-6 -mb-6 space-y-3 border-t border-slate-100 bg-white px-6 pt-4 pb-6">
        <Button size="lg" className="w-full" disabled={!canBuy} onClick={() => void onBuy()}>
          {busy ? <Spinner className="size-4 border-2" /> : null}
          {sendButtonLabel(state.step, { action: 'Purchase', checking: 'Checking the purchase…' })}
        </Button>
        <PurchaseResult status={state} info={transaction.info} chainId={chainId} />
      </div>
    </div>
  );
}

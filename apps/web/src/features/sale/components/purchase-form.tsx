import { useId, useState } from 'react';
import type { Address, Hex } from 'viem';
import { useBalance, useEstimateFeesPerGas } from 'wagmi';
import { Button } from '@/components/ui/button';
import { NumericInput } from '@/components/ui/numeric-input';
import { Spinner } from '@/components/ui/spinner';
import { formatTokenAmount } from '@/lib/format';
import { formatUnits, parseAmount, tokenCost, tokensFor } from '@/lib/units';
import { isTransactionBusy } from '@/lib/wallet/transaction';
import { useReferrer } from '../api/use-referrer';
import { usePurchase } from '../hooks/use-purchase';
import { ecoTextFor, GAS_RESERVE } from '../purchase-math';
import {
  checkPurchase,
  ecoLeftText,
  maxPurchase,
  priceText,
  type PartnerProofFailure,
  type StageState,
} from '../sale-checks';
import { readTermsStatus, rememberTermsAccepted } from '../terms-acceptance';
import { PurchaseResult } from './purchase-result';
import { ReferralNote } from './referral-note';
import { TermsNotice } from './terms-notice';

// A purchase uses about 110k gas (see bench/contracts-gas.mjs); 150k leaves headroom.
const PURCHASE_GAS = 150_000n;
const eth = (value: bigint) => formatTokenAmount(value, { decimals: 8, minimumDecimals: 2 });

/** The field the buyer typed in last: the other one is derived from it. */
type Entry = { field: 'eco' | 'eth'; text: string };

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
  partner: { proof: Hex[] | null | undefined; failure: PartnerProofFailure | undefined };
}) {
  const balance = useBalance({ address: account, chainId });
  const fees = useEstimateFeesPerGas({ chainId });
  const { referrer, pending: referrerPending } = useReferrer(account);
  const { status: state, info, purchase, reset } = usePurchase();
  const [entry, setEntry] = useState<Entry>({ field: 'eco', text: '' });
  const [terms, setTerms] = useState(readTermsStatus);
  const [termsChecked, setTermsChecked] = useState(false);
  const ecoId = useId();
  const ethId = useId();

  const ecoText = entry.field === 'eco' ? entry.text : ecoTextFor(entry.text, stage.price);
  const amount = parseAmount(ecoText) ?? 0n;
  const ethBalance = balance.data?.value;
  const check = checkPurchase({
    stage,
    amount,
    rewardBps,
    referred: Boolean(referrer),
    partnerProof: partner.proof,
    partnerProofFailure: partner.failure,
    ethBalance,
    networkFee: (fees.data?.maxFeePerGas ?? fees.data?.gasPrice ?? 0n) * PURCHASE_GAS,
  });
  // The ETH field never quotes a cost for tokens the stage does not hold.
  const ethText =
    entry.field === 'eth' ? entry.text : check.cost === null ? '' : formatUnits(check.cost, 18);

  // 'review' lasts only between the check and the send: the purchase is on its way.
  const busy = isTransactionBusy(state) || state.step === 'review';
  const proofPending = stage.key === 'partners' && partner.proof === undefined && !partner.failure;
  const accepted = terms === 'accepted' || termsChecked;
  // A referral code still being looked up: buying now would leave its referrer out.
  const canBuy =
    check.cost !== null &&
    check.problems.length === 0 &&
    !proofPending &&
    !referrerPending &&
    accepted &&
    !busy;

  const enter = (field: Entry['field'], text: string) => {
    setEntry({ field, text });
    // A failure was about the amount before; a confirmed purchase (and its next steps) stays
    // until the next one starts.
    if (state.step !== 'done') reset();
  };

  const onMax = () => {
    if (ethBalance === undefined) return;
    const spendable = ethBalance > GAS_RESERVE ? ethBalance - GAS_RESERVE : 0n;
    let tokens = tokensFor(spendable, stage.price);
    const cap = maxPurchase(stage.remaining, rewardBps, Boolean(referrer));
    if (tokens > cap) tokens = cap;
    enter('eco', formatUnits((tokens / 10n ** 18n) * 10n ** 18n, 18));
  };

  const onBuy = async () => {
    if (check.cost === null) return;
    if (terms !== 'accepted') {
      rememberTermsAccepted();
      setTerms('accepted');
    }
    const confirmed = await purchase({
      contract,
      chainId,
      account,
      stage: stage.key,
      amount,
      cost: tokenCost(amount, stage.price),
      referrer,
      proof: stage.key === 'partners' ? (partner.proof ?? undefined) : undefined,
    });
    // Bought: the amount is cleared, so Purchase waits for the buyer's next amount.
    if (confirmed) setEntry({ field: 'eco', text: '' });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-brand-950 tabular-nums">{priceText(stage.price)}</span>{' '}
        per ECO.{' '}
        <span className="font-semibold text-brand-950 tabular-nums">
          {ecoLeftText(stage.remaining)} ECO
        </span>{' '}
        left in this stage.
      </p>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {/* Both label rows have one fixed height, so the two fields line up. */}
          <div className="flex h-6 items-end justify-between">
            <label htmlFor={ecoId} className="text-sm font-semibold text-slate-800">
              You buy (ECO)
            </label>
            <button
              type="button"
              onClick={onMax}
              className="text-sm font-semibold text-brand-700 hover:underline"
              disabled={ethBalance === undefined}
            >
              Max
            </button>
          </div>
          <NumericInput
            id={ecoId}
            className="mt-1"
            placeholder="0"
            value={ecoText}
            onValueChange={(value) => enter('eco', value)}
          />
        </div>
        <div>
          <div className="flex h-6 items-end">
            <label htmlFor={ethId} className="text-sm font-semibold text-slate-800">
              You pay (ETH)
            </label>
          </div>
          <NumericInput
            id={ethId}
            className="mt-1"
            placeholder="0"
            value={ethText}
            onValueChange={(value) => enter('eth', value)}
          />
          {ethBalance !== undefined ? (
            <p className="mt-1 text-xs text-slate-600">Wallet balance: {eth(ethBalance)} ETH</p>
          ) : null}
        </div>
      </div>

      {check.problems.length > 0 ? (
        // The alert role on a wrapper: on the <ul> itself it would hide that it is a list.
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
          <ul className="space-y-1">
            {check.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="space-y-1 rounded-2xl border border-slate-200 p-4 text-sm">
        {check.cost !== null ? (
          <p className="flex justify-between gap-2">
            <span className="text-slate-600">Cost</span>
            <span className="font-semibold tabular-nums">{eth(check.cost)} ETH</span>
          </p>
        ) : null}
        <p className="text-slate-600">
          <span className="font-semibold text-slate-800">No fee on sale purchases.</span> The
          token's fees (on the token page, read from the contract) apply only to trades on the
          market pair, never to the sale or to wallet-to-wallet transfers.
        </p>
        {referrer ? (
          <ReferralNote referrer={referrer} rewardBps={rewardBps} amount={amount} />
        ) : null}
      </div>

      {terms === 'accepted' ? null : (
        <TermsNotice
          changed={terms === 'changed'}
          checked={termsChecked}
          onChange={setTermsChecked}
        />
      )}

      {/* Stays at the bottom of the dialog while the rest scrolls, whatever notes are above. */}
      <div className="sticky bottom-0 -mx-6 -mb-6 space-y-3 border-t border-slate-100 bg-white px-6 pt-4 pb-6">
        <Button size="lg" className="w-full" disabled={!canBuy} onClick={onBuy}>
          {busy ? <Spinner className="size-4 border-2" /> : null}
          {state.step === 'checking'
            ? 'Checking the purchase…'
            : state.step === 'confirm-in-wallet'
              ? 'Confirm in your wallet…'
              : state.step === 'pending'
                ? 'Waiting for confirmation…'
                : 'Purchase'}
        </Button>
        <PurchaseResult status={state} info={info} chainId={chainId} />
      </div>
    </div>
  );
}

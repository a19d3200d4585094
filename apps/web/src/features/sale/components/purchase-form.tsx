import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { ecoTokenAbi, purchaseGasBudget } from '@eco/contracts';
import { findOfferProfile, offerAnswer } from '@eco/contracts/offer';
import type { CountryCode } from '@eco/shared/countries';
import type { PartnerGrant } from '@eco/contracts/partners';
import { encodeFunctionData, type Address } from 'viem';
import { useBalance, useConfig, useEstimateFeesPerGas } from 'wagmi';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EthUsdSourceNote, TransactionCostSummary } from '@/components/wallet/cost-summary';
import { sendButtonLabel } from '@/components/wallet/transaction-words';
import { assetText, formatEco, usdcText } from '@/lib/format';
import { formatUnits } from '@/lib/units';
import { isTransactionBusy, type PaymentAsset } from '@/lib/wallet/transaction';
import { isUnsupportedMethodError, signUsdcPermit, usdcAbi } from '@/lib/wallet/usdc';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import { useEthUsd } from '@/lib/wallet/use-eth-usd';
import { useFeeEstimate, type FeeEstimate } from '@/lib/wallet/use-fee-estimate';
import { recordAcceptanceInAccount, type AccountRecord } from '../api/record-acceptance';
import type { SaleReads } from '../api/use-sale-stages';
import { useUsdcWallet } from '../api/use-usdc-wallet';
import {
  ecoEntry,
  payFieldText,
  purchaseCall,
  purchaseNetworkFee,
  usdcPermitPurchaseCall,
  usdcPurchaseCall,
  type AmountEntry,
  type ApprovalInfo,
  type PurchaseInfo,
} from '../purchase-math';
import { minimumRaiseTerms, withdrawalTerms } from '../purchase-terms';
import {
  checkPurchase,
  ecoLeftText,
  maxAmount,
  maxIsWalletCap,
  priceIn,
  type PartnerProofFailure,
  type StageState,
} from '../sale-checks';
import { useTermsStatus } from '../use-terms-status';
import { chooseUsdcPath, usdcPathText, usdcStepLabel } from '../usdc-path';
import { AmountFields, CostSummary, PurchaseProblems } from './amount-fields';
import { AssetChoice } from './asset-choice';
import { ApprovalResult, PurchaseResult } from './purchase-result';
import { ReferralNote } from './referral-note';
import { AccountRecordNote, TermsNotice } from './terms-notice';

const Figure = ({ children }: { children: ReactNode }) => (
  <span className="font-semibold text-brand-950 tabular-nums">{children}</span>
);

/** One stage's purchase: asset, amounts, checks, terms, the Purchase button and the outcome. */
export function PurchaseForm({
  stage,
  sale,
  chainNow,
  linked,
  account,
  chainId,
  contract,
  partner,
}: {
  stage: StageState;
  sale: SaleReads;
  /** The chain's time now (seconds), for the withdrawal deadline a purchase would get. */
  chainNow: bigint;
  /**
   * The referrer the buyer's link names (useReferrer), before the contract's rule; `pending`
   * while it or the contract's answer about it is still being read.
   */
  linked: { referrer: Address | undefined; pending: boolean };
  account: Address;
  chainId: number;
  contract: Address;
  partner: { grant: PartnerGrant | null | undefined; failure: PartnerProofFailure | undefined };
}) {
  const config = useConfig();
  const rewardBps = sale.referralRewardBps;
  const balance = useBalance({ address: account, chainId });
  const fees = useEstimateFeesPerGas({ chainId });
  // Whom the purchase may name, by the contract's own rule (docs/decisions/0033): a wallet that
  // has bought, in any stage but the partners one. A link to anyone else is dropped, as an unknown
  // code is: the buyer loses nothing by it, and the contract would refuse the purchase otherwise.
  const partnersStage = stage.key === 'partners';
  const referrer = !partnersStage && sale.referrerEligible ? linked.referrer : undefined;
  const referrerPending = linked.pending;
  // Simulate, send, wait for the receipt: the shared transaction flow. A USDC purchase of a
  // wallet without permits has its own step 1, the allowance.
  const transaction = useContractTransaction<PurchaseInfo>();
  const approval = useContractTransaction<ApprovalInfo>();
  const state = transaction.status;
  const [asset, setAsset] = useState<PaymentAsset>('eth');
  const [entry, setEntry] = useState<AmountEntry>({ field: 'eco', text: '' });
  const { status: terms, accept } = useTermsStatus(chainId);
  const [termsChecked, setTermsChecked] = useState(false);
  // The country of residence declared in this form, and what the chain's offer profile says to it
  // (an undecided profile says no before any country is chosen).
  const [country, setCountry] = useState<CountryCode>();
  const profile = findOfferProfile(chainId);
  const answer = offerAnswer(profile, country);
  // What became of the account's copy of the acceptance made here (undefined: none made yet).
  const [accountRecord, setAccountRecord] = useState<AccountRecord>();
  // The wallet answered that it cannot sign typed data: USDC takes two steps from then on.
  const [typedDataRefused, setTypedDataRefused] = useState(false);
  // Said once Max has been pressed, in answer to it: shown on opening, the line would push the
  // fields down as soon as the balance loads.
  const [maxStoppedAtCap, setMaxStoppedAtCap] = useState(false);

  // USDC where the contract has a token and the stage a USDC price (0 = sold for ETH only).
  const usdcAccepted = sale.usdc !== undefined && stage.usdcPrice > 0n;
  const payAsset: PaymentAsset = usdcAccepted ? asset : 'eth';
  const usdc = useUsdcWallet({
    usdc: sale.usdc,
    account,
    spender: contract,
    chainId,
    enabled: payAsset === 'usdc',
  });
  const price = priceIn(stage, payAsset);
  const eco = ecoEntry(entry, price, payAsset);
  const { amount } = eco;
  const ethBalance = balance.data?.value;
  const payBalance = payAsset === 'eth' ? ethBalance : usdc.balance;
  const check = checkPurchase({
    stage,
    amount,
    rewardBps,
    referred: Boolean(referrer),
    partnerGrant: partner.grant,
    partnerProofFailure: partner.failure,
    asset: payAsset,
    ethBalance,
    usdcBalance: usdc.balance,
    networkFee: purchaseNetworkFee(fees.data, payAsset),
  });
  const { cost } = check;
  // The pay field never quotes a cost for tokens the stage does not hold.
  const payField = payFieldText(entry, cost, payAsset);

  const path =
    payAsset === 'usdc' && cost !== null && usdc.allowance !== undefined
      ? chooseUsdcPath({
          allowance: usdc.allowance,
          cost,
          atomicBatches: usdc.atomicBatches,
          typedDataRefused,
        })
      : undefined;
  // Step 2 of 2 is the purchase after this dialog's own approval, the allowance now enough.
  const approved = approval.status.step === 'done';
  const step = path === 'two-step' ? 1 : approved && path === 'allowance' ? 2 : undefined;

  // 'review' lasts only between the check and the send: the purchase is on its way.
  const busy =
    isTransactionBusy(state) ||
    state.step === 'review' ||
    isTransactionBusy(approval.status) ||
    approval.status.step === 'review';
  const proofPending = stage.key === 'partners' && partner.grant === undefined && !partner.failure;
  // A country the offer does not take ends the flow: the Purchase button stays disabled, so
  // nothing reaches the wallet.
  const accepted = terms === 'accepted' || (termsChecked && answer?.kind === 'offered');
  // A referral code still being looked up: buying now would leave its referrer out. A USDC
  // purchase waits for the wallet's figures, which decide how it is paid.
  const buyable =
    cost !== null &&
    check.problems.length === 0 &&
    !proofPending &&
    !referrerPending &&
    (payAsset === 'eth' || path !== undefined);
  const canBuy = buyable && accepted && !busy;

  // Priced before signing, in ETH and USD: the network fee of exactly this purchase, estimated
  // once the amount can be bought (never per keystroke: the hook waits for the amount to rest).
  const ethUsd = useEthUsd(chainId);
  const partnerGrant = stage.key === 'partners' ? (partner.grant ?? undefined) : undefined;
  const target = { stage: stage.key, amount, referrer, partnerGrant };
  const ethCall =
    cost === null || payAsset !== 'eth'
      ? undefined
      : { address: contract, abi: ecoTokenAbi, ...purchaseCall(target), value: cost };
  // A USDC purchase can be estimated only where the allowance is already there; otherwise the
  // figure is its usual gas at the chain's current price.
  const usdcCall =
    path === 'allowance'
      ? { address: contract, abi: ecoTokenAbi, ...usdcPurchaseCall(target), value: 0n }
      : undefined;
  const estimated = useFeeEstimate({
    chainId,
    account,
    call: buyable ? (ethCall ?? usdcCall) : undefined,
  });
  const fee: FeeEstimate =
    payAsset === 'usdc' && !usdcCall && buyable && fees.data
      ? {
          status: 'done',
          gas: purchaseGasBudget.usdc,
          feePerGas: fees.data.maxFeePerGas,
          fee: purchaseNetworkFee(fees.data, 'usdc'),
        }
      : estimated;

  const enter = (field: AmountEntry['field'], text: string) => {
    setEntry({ field, text });
    setMaxStoppedAtCap(false);
    // A failure was about the amount before; a confirmed purchase (and its next steps) stays
    // until the next one starts.
    if (state.step !== 'done') transaction.reset();
  };

  // The ECO asked for stays when the asset changes; what it costs is then quoted in the other.
  const chooseAsset = (next: PaymentAsset) => {
    setAsset(next);
    enter('eco', eco.text);
  };

  const maxInput = (units: bigint) => ({
    asset: payAsset,
    balance: units,
    price,
    remaining: stage.remaining,
    rewardBps,
    referred: Boolean(referrer),
    walletLeft: stage.walletLeft,
  });

  const onMax = () => {
    if (payBalance === undefined) return;
    enter('eco', formatUnits(maxAmount(maxInput(payBalance)), 18));
    setMaxStoppedAtCap(maxIsWalletCap(maxInput(payBalance)));
  };

  const send = async (): Promise<boolean> => {
    if (cost === null) return false;
    const from = { chainId, account };
    const info: PurchaseInfo = {
      type: 'buy',
      stage: stage.key,
      amount,
      asset: payAsset,
      cost,
      referrer,
    };
    if (ethCall) return transaction.run({ ...ethCall, ...from }, info);
    const token = sale.usdc;
    if (!token || !path) return false;
    const buy = { address: contract, abi: ecoTokenAbi, ...from };
    switch (path) {
      case 'allowance':
        return transaction.run({ ...buy, ...usdcPurchaseCall(target) }, info);
      case 'batch':
        return transaction.runBatch(
          {
            ...from,
            calls: [
              {
                to: token,
                data: encodeFunctionData({
                  abi: usdcAbi,
                  functionName: 'approve',
                  args: [contract, cost],
                }),
              },
              {
                to: contract,
                data: encodeFunctionData({
                  abi: ecoTokenAbi,
                  functionName: 'buyWithUsdc',
                  args: usdcPurchaseCall(target).args,
                }),
              },
            ],
          },
          info,
        );
      case 'permit': {
        // Set by `sign`, which the transaction calls: whether the wallet lacks typed data.
        const wallet = { refused: false };
        const sign = async () => {
          try {
            const permit = await signUsdcPermit(config, {
              ...from,
              token,
              owner: account,
              spender: contract,
              value: cost,
            });
            return { ...buy, ...usdcPermitPurchaseCall(target, permit) };
          } catch (error) {
            wallet.refused = isUnsupportedMethodError(error);
            throw error;
          }
        };
        const done = await transaction.run({ ...from, sign }, info);
        // Not a failure: this wallet pays in two steps instead, which the dialog now offers.
        if (wallet.refused) {
          setTypedDataRefused(true);
          transaction.reset();
        }
        return done;
      }
      case 'two-step':
        await approval.run(
          {
            address: token,
            abi: usdcAbi,
            functionName: 'approve',
            args: [contract, cost],
            ...from,
          },
          { type: 'approve-usdc', amount: cost },
        );
        // Step 2 of 2 waits for the buyer's press.
        return false;
    }
  };

  const onBuy = async () => {
    const bought = entry;
    if (terms !== 'accepted' && country) {
      // Kept in the browser first: the account's copy may fail, and this one must not go with it.
      const acceptance = accept(country);
      void recordAcceptanceInAccount(acceptance, account).then(setAccountRecord);
    }
    const confirmed = await send();
    // Bought: the amount is cleared, so Purchase waits for the buyer's next amount. `purchase`
    // resolves only once the figures are read again, which can take seconds: an amount typed
    // meanwhile is the buyer's next one and stays.
    if (confirmed) {
      approval.reset();
      setEntry((current) => (current === bought ? { field: 'eco', text: '' } : current));
    }
  };

  const action = step === undefined ? t`Purchase` : usdcStepLabel(step, cost ?? 0n);
  const label =
    approval.status.step !== 'idle' && approval.status.step !== 'done'
      ? sendButtonLabel(approval.status.step, { action, checking: t`Checking the allowance…` })
      : sendButtonLabel(state.step, { action, checking: t`Checking the purchase…` });

  // The stage's terms in figures, for the sentences above the fields.
  const ethPrice = assetText('eth', stage.price);
  const usdcPrice = usdcText(stage.usdcPrice);
  const stageLeft = ecoLeftText(stage.remaining);
  const walletCap = formatEco(stage.walletCap);
  const walletLeft =
    stage.walletLeft !== undefined && stage.walletLeft < stage.walletCap
      ? ecoLeftText(stage.walletLeft)
      : undefined;
  const allocation = stage.capSource === 'allocation';
  const payName = payAsset === 'eth' ? 'ETH' : 'USDC';

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {usdcAccepted ? (
          <Trans>
            <Figure>{ethPrice}</Figure> or <Figure>{usdcPrice}</Figure> per ECO.
          </Trans>
        ) : (
          <Trans>
            <Figure>{ethPrice}</Figure> per ECO.
          </Trans>
        )}{' '}
        <Trans>
          <Figure>{stageLeft} ECO</Figure> left in this stage.
        </Trans>{' '}
        {walletLeft === undefined ? (
          allocation ? (
            <Trans>
              Your partner allocation is <Figure>{walletCap} ECO</Figure> here.
            </Trans>
          ) : (
            <Trans>
              One wallet may buy up to <Figure>{walletCap} ECO</Figure> here.
            </Trans>
          )
        ) : allocation ? (
          <Trans>
            Your partner allocation is <Figure>{walletCap} ECO</Figure> here; this wallet may buy{' '}
            <Figure>{walletLeft} ECO</Figure> more.
          </Trans>
        ) : (
          <Trans>
            One wallet may buy up to <Figure>{walletCap} ECO</Figure> here; this wallet may buy{' '}
            <Figure>{walletLeft} ECO</Figure> more.
          </Trans>
        )}
      </p>

      {usdcAccepted ? (
        <AssetChoice asset={payAsset} onChange={chooseAsset} disabled={busy} />
      ) : null}

      <AmountFields
        asset={payAsset}
        ecoText={eco.text}
        payText={payField}
        balance={payBalance}
        onEco={(value) => enter('eco', value)}
        onPay={(value) => enter('pay', value)}
        onMax={onMax}
      />
      {maxStoppedAtCap ? (
        <p className="text-sm text-slate-600">
          {allocation
            ? t`Max stopped at your partner allocation, not at what your ${payName} would pay for.`
            : t`Max stopped at the cap per wallet, not at what your ${payName} would pay for.`}
        </p>
      ) : null}

      <PurchaseProblems problems={check.problems} />

      <CostSummary
        summary={
          cost === null ? undefined : (
            <div className="space-y-2">
              <TransactionCostSummary
                price={{ wei: price, per: 'ECO' }}
                cost={cost}
                asset={payAsset}
                fee={fee}
                ethUsd={ethUsd.price}
              />
              {/* Above the sticky Purchase button, which the summary's growth cannot move. */}
              <EthUsdSourceNote ethUsd={ethUsd.price} />
            </div>
          )
        }
      >
        {path && cost !== null ? (
          <p className="rounded-xl bg-slate-50 p-2 text-slate-700">
            {usdcPathText(path, cost, step)} {t`The network fee is yours, paid in ETH.`}
          </p>
        ) : null}
        {referrer ? (
          <ReferralNote referrer={referrer} rewardBps={rewardBps} amount={amount} />
        ) : linked.referrer && partnersStage ? (
          <p className="rounded-xl bg-slate-50 p-2 text-slate-700">
            {t`The partners stage pays no referral rewards, so this purchase names no referrer.`}
          </p>
        ) : null}
      </CostSummary>

      <div className="space-y-1 rounded-2xl border border-slate-200 p-4 text-sm text-slate-700">
        <p>
          {withdrawalTerms({
            now: chainNow,
            period: sale.withdrawalPeriod,
            tradingEnabled: sale.tradingEnabled,
            stage,
            asset: payAsset,
          })}
        </p>
        <p>{minimumRaiseTerms(stage.minimumRaise)}</p>
      </div>

      {terms === 'accepted' ? null : (
        <TermsNotice
          changed={terms === 'changed'}
          country={country}
          answer={answer}
          onCountry={setCountry}
          checked={termsChecked}
          onChange={setTermsChecked}
        />
      )}

      {/* Stays at the bottom of the dialog while the rest scrolls, whatever notes are above. */}
      <div className="sticky bottom-0 -mx-6 -mb-6 space-y-3 border-t border-slate-100 bg-white px-6 pt-4 pb-6">
        <Button size="lg" className="w-full" disabled={!canBuy} onClick={() => void onBuy()}>
          {busy ? <Spinner className="size-4 border-2" /> : null}
          {label}
        </Button>
        <AccountRecordNote record={accountRecord} />
        <ApprovalResult status={approval.status} info={approval.info} chainId={chainId} />
        <PurchaseResult status={state} info={transaction.info} chainId={chainId} />
      </div>
    </div>
  );
}

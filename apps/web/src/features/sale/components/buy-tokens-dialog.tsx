import { useId, useState } from 'react';
import { formatUnits } from 'viem';
import {
  useBalance,
  useChainId,
  useConnection,
  useEstimateFeesPerGas,
  useSwitchChain,
} from 'wagmi';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NumericInput } from '@/components/ui/numeric-input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { formatTokenAmount, truncateMiddle } from '@/lib/format';
import { supportedChains } from '@/lib/wallet/chains';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { isTransactionBusy } from '@/lib/wallet/use-contract-transaction';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useAlertStore } from '@/stores/alert';
import { useSaleDialogStore, type SaleStageKey } from '@/stores/sale-dialog';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { usePartnerProof } from '../api/get-partner-proof';
import { useReferrer } from '../api/use-referrer';
import { useSaleStage } from '../api/use-sale-stage';
import { usePurchase, type PurchaseState } from '../hooks/use-purchase';
import { ecoTextFor, ethTextFor, GAS_RESERVE, rewardFor } from '../purchase-math';
import { tokenCost, parseAmount, tokensFor } from '@/lib/units';

const TERMS_KEY = 'ECO_SALE_TERMS_ACCEPTED';
const PURCHASE_GAS = 150_000n;
const tabs: { key: SaleStageKey; label: string }[] = [
  { key: 'public', label: 'Public' },
  { key: 'private', label: 'Private' },
  { key: 'partners', label: 'Partners' },
];

const eco = (value: bigint) => formatTokenAmount(value);
const eth = (value: bigint) => formatTokenAmount(value, { decimals: 8, minimumDecimals: 2 });

function readTermsAccepted() {
  try {
    return window.localStorage.getItem(TERMS_KEY) === '1';
  } catch {
    return false;
  }
}

/** The Buy ECO dialog: stage tabs, two-way ECO/ETH amounts, checks, and the purchase itself. */
export default function BuyTokensDialog() {
  const { open, stage, close, openSale } = useSaleDialogStore();
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Buy ECO"
      size="lg"
      description="Pay in ETH; any amount above the price is refunded in the same transaction."
    >
      {open ? <SaleForm stage={stage} onStage={(next) => openSale(next)} /> : null}
    </Dialog>
  );
}

function SaleForm({
  stage,
  onStage,
}: {
  stage: SaleStageKey;
  onStage: (stage: SaleStageKey) => void;
}) {
  const connection = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);

  return (
    <div>
      <Tabs
        label="Sale stage"
        items={tabs}
        selected={stage}
        onSelect={onStage}
        className="grid grid-cols-3"
        panelClassName="mt-5"
      >
        {connection.status === 'connected' && connection.address ? (
          <ConnectedSale key={stage} stage={stage} account={connection.address} />
        ) : (
          <div className="rounded-2xl bg-brand-50 p-5 text-center">
            <p className="font-semibold text-brand-950">Connect a wallet to buy ECO.</p>
            <p className="mt-1 text-sm text-slate-600">
              Your wallet pays in ETH and receives the tokens.
            </p>
            <Button className="mt-4" onClick={openConnectDialog}>
              Connect Wallet
            </Button>
          </div>
        )}
      </Tabs>
    </div>
  );
}

function ConnectedSale({ stage, account }: { stage: SaleStageKey; account: `0x${string}` }) {
  const chainId = useChainId();
  const { chain } = useConnection();
  const ecoContract = useEcoContract();
  const openAlert = useAlertStore((state) => state.open);
  const switchChain = useSwitchChain({
    mutation: { onError: (error) => openAlert({ color: 'red', ...walletErrorMessage(error) }) },
  });
  const stageData = useSaleStage(ecoContract?.contract.address, chainId, stage);
  const balance = useBalance({ address: account, chainId });
  const fees = useEstimateFeesPerGas({ chainId });
  const { referrer, token, unresolved } = useReferrer(account);
  const { state, purchase, reset } = usePurchase();
  const partner = usePartnerProof(
    account,
    chainId,
    stageData.data?.partnersRoot,
    stage === 'partners',
  );
  const [ecoText, setEcoText] = useState('');
  const [ethText, setEthText] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(readTermsAccepted);
  const [termsChecked, setTermsChecked] = useState(false);
  const ecoId = useId();
  const ethId = useId();
  const termsId = useId();

  if (!chain || !ecoContract) {
    const target = supportedChains.find((c) => c.id !== chainId) ?? supportedChains[0];
    return (
      <div className="rounded-2xl bg-amber-50 p-5 text-amber-950">
        <p className="font-semibold">Wrong network</p>
        <p className="mt-1 text-sm">
          ECO is not available on the network your wallet is using. Switch to {target.name} to buy.
        </p>
        <Button
          className="mt-4"
          disabled={switchChain.isPending}
          onClick={() => switchChain.mutate({ chainId: target.id })}
        >
          {switchChain.isPending ? 'Switching…' : `Switch to ${target.name}`}
        </Button>
      </div>
    );
  }
  if (!stageData.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 border-2" /> Reading the sale from the contract…
      </p>
    );
  }

  const { price, open, remaining, referralRewardBps } = stageData.data;
  const proof = stage === 'partners' ? (partner.proof ?? undefined) : undefined;
  const amount = parseAmount(ecoText) ?? 0n;
  const cost = tokenCost(amount, price);
  const reward = referrer ? rewardFor(amount, referralRewardBps) : 0n;
  const ethBalance = balance.data?.value;

  const problems: string[] = [];
  if (!open) problems.push('This sale stage is closed.');
  if (stage === 'partners' && partner.isError)
    problems.push(
      'The partners list could not be loaded just now, so a partners purchase cannot be checked. Please try again in a moment.',
    );
  else if (stage === 'partners' && partner.proof === null)
    problems.push(
      'This wallet is not on the partners list, so it cannot buy in the partners stage. The public and private stages are open to everyone.',
    );
  if (amount > 0n && amount + reward > remaining)
    problems.push('Not enough tokens are left in this stage for this amount.');
  // A purchase uses about 110k gas (see bench/contracts-gas.mjs); 150k leaves headroom.
  const networkFee = (fees.data?.maxFeePerGas ?? fees.data?.gasPrice ?? 0n) * PURCHASE_GAS;
  if (ethBalance !== undefined && amount > 0n && cost + networkFee > ethBalance)
    problems.push('Your wallet does not hold enough ETH for this amount.');

  // 'review' lasts only between the check and the send: the purchase is on its way.
  const busy = isTransactionBusy(state) || state.step === 'review';
  const proofPending = stage === 'partners' && partner.proof === undefined;
  const canBuy =
    amount > 0n &&
    problems.length === 0 &&
    !proofPending &&
    (termsAccepted || termsChecked) &&
    !busy;

  const onMax = () => {
    if (ethBalance === undefined) return;
    const spendable = ethBalance > GAS_RESERVE ? ethBalance - GAS_RESERVE : 0n;
    let tokens = tokensFor(spendable, price);
    const cap = referrer ? (remaining * 10_000n) / (10_000n + referralRewardBps) : remaining;
    if (tokens > cap) tokens = cap;
    const whole = (tokens / 10n ** 18n) * 10n ** 18n;
    setEcoText(formatUnits(whole, 18));
    setEthText(formatUnits(tokenCost(whole, price), 18));
    reset();
  };

  const onBuy = async () => {
    if (!termsAccepted) {
      try {
        window.localStorage.setItem(TERMS_KEY, '1');
      } catch {
        // Asked again next time.
      }
      setTermsAccepted(true);
    }
    await purchase({
      contract: ecoContract.contract.address,
      chainId,
      account,
      stage,
      amount,
      cost,
      referrer,
      proof,
    });
  };

  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-slate-600">Price per ECO</dt>
          <dd className="font-semibold text-brand-950 tabular-nums">
            {formatUnits(price, 18)} ETH
          </dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-slate-600">Left in this stage</dt>
          <dd className="font-semibold text-brand-950 tabular-nums">{eco(remaining)} ECO</dd>
        </div>
      </dl>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <div className="flex items-baseline justify-between">
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
            onValueChange={(value) => {
              setEcoText(value);
              setEthText(ethTextFor(value, price));
              reset();
            }}
          />
        </div>
        <div>
          <label htmlFor={ethId} className="text-sm font-semibold text-slate-800">
            You pay (ETH)
          </label>
          <NumericInput
            id={ethId}
            className="mt-1"
            placeholder="0"
            value={ethText}
            onValueChange={(value) => {
              setEthText(value);
              setEcoText(ecoTextFor(value, price));
              reset();
            }}
          />
          {ethBalance !== undefined ? (
            <p className="mt-1 text-xs text-slate-600">Wallet balance: {eth(ethBalance)} ETH</p>
          ) : null}
        </div>
      </div>

      <div className="rounded-2xl border border-slate-200 p-4 text-sm">
        <p className="flex justify-between gap-2">
          <span className="text-slate-600">Cost (rounded up to the wei)</span>
          <span className="font-semibold tabular-nums">{eth(cost)} ETH</span>
        </p>
        <p className="mt-1 flex justify-between gap-2">
          <span className="text-slate-600">Fee</span>
          <span className="font-semibold">None on sale purchases</span>
        </p>
        <p className="mt-1 text-slate-600">
          Fees (1% buy, 1% sell) apply only to trades on the market pair, never to the sale or to
          wallet-to-wallet transfers.
        </p>
        {referrer ? (
          <p className="mt-2 rounded-xl bg-brand-50 p-2 text-brand-900">
            Referred by <span className="font-mono">{truncateMiddle(referrer)}</span>: the contract
            pays them {Number(referralRewardBps) / 100}% of the tokens you buy ({eco(reward)} ECO),
            out of the sale's allocation. It costs you nothing.
          </p>
        ) : token && unresolved ? (
          <p className="mt-2 text-slate-600">
            Your referral code could not be matched to a wallet, so this purchase names no referrer.
          </p>
        ) : null}
      </div>

      {problems.length > 0 ? (
        <ul role="alert" className="space-y-1 rounded-2xl bg-red-50 p-4 text-sm text-red-900">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}

      {termsAccepted ? null : (
        <div className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Before your first purchase</p>
          <p className="mt-1">
            Crypto-assets are volatile and may lose all their value. ECO is not an investment
            product and nothing here is financial advice. Only spend what you can afford to lose.
          </p>
          <label htmlFor={termsId} className="mt-3 flex items-start gap-2 font-medium">
            <input
              id={termsId}
              type="checkbox"
              checked={termsChecked}
              onChange={(event) => setTermsChecked(event.target.checked)}
              className="mt-1 size-4 accent-brand-700"
            />
            I understand the risks and accept the terms of the sale.
          </label>
        </div>
      )}

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
      <PurchaseStatus state={state} chainId={chainId} />
    </div>
  );
}

function PurchaseStatus({ state, chainId }: { state: PurchaseState; chainId: number }) {
  return (
    <TransactionStatus
      state={state}
      chainId={chainId}
      pending="Purchase sent. Waiting for the network to confirm it…"
      done={
        state.step === 'done'
          ? `Purchase confirmed: ${eco(state.amount)} ECO are in your wallet.`
          : null
      }
    />
  );
}

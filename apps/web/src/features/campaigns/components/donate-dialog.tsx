import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { ecoDonationsAbi } from '@eco/contracts';
import type { Address } from 'viem';
import { useChainId, useConnection } from 'wagmi';
import { Button, ButtonLink, ExternalLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NumericInput } from '@/components/ui/numeric-input';
import { EthUsdSourceNote, TransactionCostSummary } from '@/components/wallet/cost-summary';
import { SwitchNetworkButton } from '@/components/wallet/switch-network-button';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { sendButtonLabel } from '@/components/wallet/transaction-words';
import { paths } from '@/config/paths';
import type { Campaign } from '@/content/schemas';
import { formatNumber } from '@/lib/format';
import { supportedChains } from '@/lib/wallet/chains';
import { isTransactionBusy, type TransactionInfo } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import { useEthUsd } from '@/lib/wallet/use-eth-usd';
import { useFeeEstimate } from '@/lib/wallet/use-fee-estimate';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { donateCall, donationsContract } from '../api/donate';
import { useCampaignRegistration } from '../api/use-campaign-registration';
import { checkDonationAmount, MAX_MEMO_BYTES, memoBytes, memoProblem } from '../donation-rules';
import { networkName } from '@/lib/chain-facts';

type DialogCampaign = Pick<Campaign, 'id' | 'title'>;

/**
 * Gives ETH to a campaign through the EcoDonations contract (`donate(campaignId, memo)`), which
 * forwards all of it to the campaign's wallet in the same transaction. The wallet shown is the
 * one the contract names now, read from the chain.
 */
export default function DonateDialog({
  campaign,
  onClose,
}: {
  campaign: DialogCampaign;
  onClose: () => void;
}) {
  const connection = useConnection();
  const chainId = useChainId();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  const title = campaign.title;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Donate to ${title}`}
      description={t`Our donations contract forwards all of your ETH to the campaign's wallet in the same transaction and keeps none of it.`}
    >
      {connection.status !== 'connected' ? (
        <div className="text-center">
          <p className="text-slate-700">{t`Connect a wallet to donate.`}</p>
          <Button className="mt-4" onClick={openConnectDialog}>
            {t`Connect Wallet`}
          </Button>
        </div>
      ) : (
        <DonateForm campaign={campaign} account={connection.address} chainId={chainId} />
      )}
    </Dialog>
  );
}

/** A notice in place of the form: the campaign cannot take a donation on this network. */
function Notice({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl bg-amber-50 p-4 text-amber-950">{children}</div>;
}

function DonateForm({
  campaign,
  account,
  chainId,
}: {
  campaign: DialogCampaign;
  account: Address;
  chainId: number;
}) {
  const { registration, contract, isError, refetch } = useCampaignRegistration(
    chainId,
    campaign.id,
  );
  const network = networkName(chainId);

  if (!registration) {
    return isError ? (
      <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
        <p>{t`The campaign could not be read from the blockchain just now.`}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void refetch()}>
          {t`Try again`}
        </Button>
      </div>
    ) : (
      <p role="status" className="text-slate-600">
        {t`Reading the campaign from the blockchain…`}
      </p>
    );
  }
  if (registration.status === 'no-contract' || !contract) {
    const target = supportedChains.find((chain) => donationsContract(chain.id));
    const targetNetwork = target ? networkName(target.id) : undefined;
    return (
      <Notice>
        <p>
          {t`Donations through this site are not open on ${network}.`}
          {targetNetwork ? ` ${t`Switch your wallet to ${targetNetwork} to donate.`}` : null}
        </p>
        {/* A failure is told here: a toast would sit under this modal dialog. */}
        {target ? <SwitchNetworkButton target={target} errors="inline" className="mt-4" /> : null}
      </Notice>
    );
  }
  if (registration.status === 'unregistered') {
    return (
      <Notice>
        <p>
          {t`This campaign is not registered for donations on ${network}, so there is no wallet to send to. Nothing can be donated to it here.`}
        </p>
      </Notice>
    );
  }
  if (registration.status === 'inactive') {
    return (
      <Notice>
        <p>{t`This campaign is not taking donations on ${network} right now.`}</p>
      </Notice>
    );
  }
  return (
    <DonationFields
      campaign={campaign}
      account={account}
      chainId={chainId}
      contract={contract.address}
      wallet={registration.wallet}
    />
  );
}

function DonationFields({
  campaign,
  account,
  chainId,
  contract,
  wallet,
}: {
  campaign: DialogCampaign;
  account: Address;
  chainId: number;
  contract: Address;
  wallet: Address;
}) {
  const donation = useContractTransaction<Extract<TransactionInfo, { type: 'donate' }>>();
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const amountId = useId();
  const memoId = useId();
  const busy = isTransactionBusy(donation.status);
  const checked = checkDonationAmount(amount);
  const bytes = memoBytes(memo);
  const tooLong = memoProblem(memo);
  const used = formatNumber(bytes, { decimals: 0 });
  const limit = formatNumber(MAX_MEMO_BYTES, { decimals: 0 });
  const status = donation.status;
  const call =
    checked.value !== undefined && !tooLong
      ? {
          abi: ecoDonationsAbi,
          address: contract,
          ...donateCall(campaign.id, memo),
          value: checked.value,
        }
      : undefined;
  // Priced before signing, in ETH and USD: the network fee of exactly this donation, estimated
  // once amount and message can be sent (never per keystroke: the hook waits for them to rest).
  const ethUsd = useEthUsd(chainId);
  const fee = useFeeEstimate({ chainId, account, call });

  const donate = () => {
    if (!call) return;
    void donation.run(
      { ...call, chainId, account },
      { type: 'donate', campaign: campaign.title, amount },
    );
  };

  return (
    <div className="space-y-4">
      <dl className="space-y-1 text-sm text-slate-600">
        <div>
          <dt className="inline">{t`Campaign wallet:`} </dt>
          <dd className="inline font-mono break-all text-slate-900">{wallet}</dd>
        </div>
        <div>
          <dt className="inline">{t`Donations contract:`} </dt>
          <dd className="inline font-mono break-all">{contract}</dd>
        </div>
      </dl>
      <div>
        <label htmlFor={amountId} className="text-sm font-semibold text-slate-800">
          {t`Amount (ETH)`}
        </label>
        <NumericInput
          id={amountId}
          className="mt-1"
          placeholder="0.1"
          value={amount}
          disabled={busy}
          aria-invalid={checked.problem ? true : undefined}
          aria-describedby={checked.problem ? `${amountId}-problem` : undefined}
          onValueChange={(value) => {
            setAmount(value);
            donation.reset();
          }}
        />
        {checked.problem ? (
          <p id={`${amountId}-problem`} className="mt-1 text-sm font-medium text-red-700">
            {checked.problem}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={memoId} className="text-sm font-semibold text-slate-800">
          <Trans>
            Message <span className="font-normal text-slate-500">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={memoId}
          rows={2}
          value={memo}
          disabled={busy}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={`${memoId}-count ${memoId}-hint${tooLong ? ` ${memoId}-problem` : ''}`}
          onChange={(event) => {
            setMemo(event.target.value);
            donation.reset();
          }}
          className={`mt-1 block w-full rounded-xl border bg-white px-4 py-2.5 text-slate-900 ${
            tooLong ? 'border-red-600' : 'border-slate-300 focus:border-brand-600'
          }`}
        />
        <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
          <span id={`${memoId}-hint`}>
            {t`Saved on the blockchain for anyone to read, for good: leave out anything personal.`}
          </span>
          <span
            id={`${memoId}-count`}
            className={`tabular-nums ${tooLong ? 'font-semibold text-red-700' : ''}`}
          >
            {t`${used} / ${limit} bytes`}
          </span>
        </p>
        {tooLong ? (
          <p
            id={`${memoId}-problem`}
            role="alert"
            className="mt-1 text-sm font-medium text-red-700"
          >
            {tooLong}
          </p>
        ) : null}
      </div>
      {checked.value !== undefined ? (
        <div className="rounded-2xl border border-slate-200 p-4 text-sm">
          <TransactionCostSummary
            cost={checked.value}
            costLabel={t`Donation`}
            fee={fee}
            ethUsd={ethUsd.price}
          />
        </div>
      ) : null}
      <p className="text-sm text-slate-600">
        <Trans>
          A donation is a transfer on the blockchain: once confirmed it cannot be undone. Our{' '}
          <ExternalLink href={paths.terms} className="font-semibold text-brand-800 underline">
            terms
          </ExternalLink>{' '}
          apply.
        </Trans>
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={checked.value === undefined || Boolean(tooLong) || busy}
        onClick={donate}
      >
        {sendButtonLabel(status.step, { action: t`Donate` })}
      </Button>
      {/* Below the button: it arrives with the price, and above it would move the button as the
          visitor goes to click it (the summary above keeps its height). */}
      {checked.value !== undefined ? <EthUsdSourceNote ethUsd={ethUsd.price} /> : null}
      <TransactionStatus
        status={status}
        type="donate"
        chainId={chainId}
        pending={t`Donation sent; waiting for the network to confirm it…`}
        done={t`Donation confirmed. Thank you!`}
        next={
          status.step === 'done' ? (
            <ButtonLink
              to={paths.receipt(chainId, status.hash)}
              variant="outline"
              size="sm"
              className="mt-3"
            >
              {t`View your receipt`}
            </ButtonLink>
          ) : null
        }
      />
    </div>
  );
}

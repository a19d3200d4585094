import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { saleStages } from '@eco/contracts';
import { ExternalLink } from '@/components/ui/button';
import type { Address } from 'viem';
import { Loading } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ethText } from '@/lib/format';
import { paths } from '@/config/paths';
import { saleStageLabel } from '@/lib/wallet/sale-stage-label';
import { useSaleDialogStore } from '@/stores/sale-dialog';
import { usePartnerGrant } from '../api/get-partner-proof';
import { useReferrer } from '../api/use-referrer';
import { useSaleStages } from '../api/use-sale-stages';
import { openingStage, stageComparison, withPartnerAllocation } from '../sale-checks';
import { PurchaseForm } from './purchase-form';
import { ConnectPrompt } from './sale-notices';

/** The sale read from the contract: a tab per stage with its price, the chosen stage's form. */
export function StageTabs({
  account,
  chainId,
  contract,
}: {
  account: Address | undefined;
  chainId: number;
  contract: Address;
}) {
  const chosen = useSaleDialogStore((state) => state.stage);
  const selectStage = useSaleDialogStore((state) => state.selectStage);
  const linked = useReferrer(account);
  const sale = useSaleStages(contract, chainId, account, linked.referrer);
  const partner = usePartnerGrant(account, chainId, sale.data?.partnersRoot);

  if (sale.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
        {t`The sale could not be read from the contract just now. Please try again in a moment.`}
      </p>
    );
  }
  // Whether the wallet is a partner decides the stage the dialog opens on: wait for it.
  if (!sale.data || (account && partner.grant === undefined && !partner.failure)) {
    return <Loading>{t`Reading the sale from the contract…`}</Loading>;
  }

  // The chain's clock, read with the figures and run on since: the withdrawal deadline is counted
  // from the chain's time, which a local chain may have moved away from this computer's.
  const chainNow =
    sale.data.blockTime + BigInt(Math.floor((Date.now() - sale.dataUpdatedAt) / 1000));
  // A partner's own allocation bounds them in the partners stage, as the contract counts it.
  const stages = sale.data.stages.map((s) => withPartnerAllocation(s, partner.grant?.allocation));
  const isPartner = Boolean(partner.grant);
  const selected = openingStage(chosen, stages, isPartner);
  const stage = stages.find((s) => s.key === selected)!;
  const comparison = stageComparison(stages, isPartner, account ? 'this wallet' : 'every wallet');
  const items = saleStages.map(({ key }) => ({
    key,
    label: (
      <>
        {saleStageLabel(key)}{' '}
        {/* Into the tab's padding if need be: a price on one line even at 390 px. */}
        <span className="-mx-2 block text-xs font-normal whitespace-nowrap tabular-nums">
          {ethText(stages.find((s) => s.key === key)!.price)}
        </span>
      </>
    ),
  }));

  const ownerPowers = `${paths.about.token}#owner-powers`;

  return (
    <div>
      {comparison ? <p className="mb-4 text-sm text-slate-700">{comparison}</p> : null}
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          Before you buy, read{' '}
          <ExternalLink href={ownerPowers} className="font-semibold underline">
            what the owner can do
          </ExternalLink>
          : its powers and their bounds, as the contract holds them, and any change already
          scheduled.
        </Trans>
      </p>
      {account ? null : (
        <p className="mb-4 text-sm text-slate-700">
          {t`Not connected?`}{' '}
          <Trans>
            <ExternalLink href={paths.saleEligibility} className="font-semibold underline">
              Check which stages an address may buy in
            </ExternalLink>{' '}
            without connecting a wallet.
          </Trans>
        </p>
      )}
      <Tabs
        label={t`Sale stage`}
        items={items}
        selected={selected}
        onSelect={selectStage}
        className="grid grid-cols-3"
        panelClassName="mt-4"
      >
        {account ? (
          <PurchaseForm
            key={selected}
            stage={stage}
            account={account}
            chainId={chainId}
            contract={contract}
            sale={sale.data}
            chainNow={chainNow}
            linked={{
              referrer: linked.referrer,
              pending: linked.pending || sale.isPlaceholderData,
            }}
            partner={partner}
          />
        ) : (
          <ConnectPrompt />
        )}
      </Tabs>
    </div>
  );
}

import { saleStages } from '@eco/contracts';
import type { Address } from 'viem';
import { useChainId, useConnection } from 'wagmi';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { SwitchNetworkButton } from '@/components/wallet/switch-network-button';
import { supportedChains } from '@/lib/wallet/chains';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useSaleDialogStore } from '@/stores/sale-dialog';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { usePartnerProof } from '../api/get-partner-proof';
import { useSaleStages } from '../api/use-sale-stages';
import { cheapestStage, priceText, stageComparison } from '../sale-checks';
import { PurchaseForm } from './purchase-form';

/** The Buy ECO dialog: stage tabs with their prices, the purchase form of the chosen stage. */
export default function BuyTokensDialog() {
  const { open, close } = useSaleDialogStore();
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Buy ECO"
      size="lg"
      description="Pay in ETH; any amount above the price is refunded in the same transaction."
    >
      {open ? <SaleForm /> : null}
    </Dialog>
  );
}

function SaleForm() {
  const connection = useConnection();
  const chainId = useChainId();
  const ecoContract = useEcoContract();
  const account = connection.status === 'connected' ? connection.address : undefined;
  if (account && (!connection.chain || !ecoContract)) return <WrongNetwork chainId={chainId} />;
  if (!ecoContract) return <ConnectPrompt />;
  return <Stages account={account} chainId={chainId} contract={ecoContract.contract.address} />;
}

function Stages({
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
  const sale = useSaleStages(contract, chainId);
  const partner = usePartnerProof(account, chainId, sale.data?.partnersRoot);

  if (sale.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-900">
        The sale could not be read from the contract just now. Please try again in a moment.
      </p>
    );
  }
  // Whether the wallet is a partner decides the stage the dialog opens on: wait for it.
  if (!sale.data || (account && partner.proof === undefined && !partner.failure)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4 border-2" /> Reading the sale from the contract…
      </p>
    );
  }

  const { stages, referralRewardBps } = sale.data;
  const isPartner = Array.isArray(partner.proof);
  const selected = chosen ?? cheapestStage(stages, isPartner) ?? 'public';
  const stage = stages.find((s) => s.key === selected)!;
  const comparison = stageComparison(stages, isPartner, account ? 'this wallet' : 'every wallet');
  const items = saleStages.map(({ key, label }) => ({
    key,
    label: (
      <>
        {label} {/* Into the tab's padding if need be: a price on one line even at 390 px. */}
        <span className="-mx-2 block text-xs font-normal whitespace-nowrap tabular-nums">
          {priceText(stages.find((s) => s.key === key)!.price)}
        </span>
      </>
    ),
  }));

  return (
    <div>
      {comparison ? <p className="mb-4 text-sm text-slate-700">{comparison}</p> : null}
      <Tabs
        label="Sale stage"
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
            rewardBps={referralRewardBps}
            partner={partner}
          />
        ) : (
          <ConnectPrompt />
        )}
      </Tabs>
    </div>
  );
}

function ConnectPrompt() {
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <div className="rounded-2xl bg-brand-50 p-5 text-center">
      <p className="font-semibold text-brand-950">Connect a wallet to buy ECO.</p>
      <p className="mt-1 text-sm text-slate-600">
        Your wallet pays in ETH and receives the tokens.
      </p>
      <Button className="mt-4" onClick={openConnectDialog}>
        Connect Wallet
      </Button>
    </div>
  );
}

function WrongNetwork({ chainId }: { chainId: number }) {
  const target = supportedChains.find((c) => c.id !== chainId) ?? supportedChains[0];
  return (
    <div className="rounded-2xl bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">Wrong network</p>
      <p className="mt-1 text-sm">
        ECO is not available on the network your wallet is using. Switch to {target.name} to buy.
      </p>
      {/* A failure is told here: a toast would sit under this modal dialog. */}
      <SwitchNetworkButton target={target} errors="inline" className="mt-4" />
    </div>
  );
}

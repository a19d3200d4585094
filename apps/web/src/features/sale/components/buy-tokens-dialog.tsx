import { t } from '@lingui/core/macro';
import { useChainId, useConnection } from 'wagmi';
import { ExternalLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useSaleDialogStore } from '@/stores/sale-dialog';
import { ConnectPrompt, WrongNetwork } from './sale-notices';
import { StageTabs } from './stage-tabs';

/** The Buy ECO dialog: stage tabs with their prices, the purchase form of the chosen stage. */
export default function BuyTokensDialog() {
  const { open, close } = useSaleDialogStore();
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Buy ECO`}
      size="lg"
      description={t`Pay in ETH or, where a stage takes it, USDC. An ETH payment above the price is refunded in the same transaction.`}
    >
      {open ? (
        <>
          {/* In a new tab, as the dialog's other reading is: the purchase in progress stays. */}
          <p className="mb-4 text-sm text-slate-600">
            {t`New to buying tokens?`}{' '}
            <ExternalLink
              href={paths.learnHowToBuy}
              className="font-semibold text-brand-700 underline"
            >
              {t`Read how to buy`}
            </ExternalLink>
          </p>
          <SaleForm />
        </>
      ) : null}
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
  return <StageTabs account={account} chainId={chainId} contract={ecoContract.contract.address} />;
}

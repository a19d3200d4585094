import { useChainId, useConnection } from 'wagmi';
import { Dialog } from '@/components/ui/dialog';
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
  return <StageTabs account={account} chainId={chainId} contract={ecoContract.contract.address} />;
}

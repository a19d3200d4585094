import { isAddressEqual, zeroAddress, type Address } from 'viem';
import { useChainId, useConnection } from 'wagmi';
import { Button } from '@/components/ui/button';
import { formatDelay } from '@/lib/format';
import { Loading } from '@/components/ui/spinner';
import { SwitchNetworkButton } from '@/components/wallet/switch-network-button';
import { supportedChains } from '@/lib/wallet/chains';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { useOwnerTimelock } from '@/lib/wallet/owner-timelock';
import { OwnerContext, type OwnerContextValue } from '../hooks/use-owner-context';
import { useOwnerState } from '../hooks/use-owner-state';
import { shortAddress } from '../owner-format';
import { AuditLog } from './audit-log';
import { ExclusionsAction, MarketPairAction } from './address-flag-action';
import { FeesAction } from './fees-action';
import { FundWalletAction } from './fund-wallet-action';
import { LimitsAction } from './limits-action';
import { MintAction } from './mint-action';
import { OwnerOverview } from './owner-overview';
import { Notice, PanelSection } from './panel-layout';
import { PendingChanges } from './pending-changes';
import { AcceptOwnershipAction, OwnershipAction } from './ownership-action';
import { PartnersRootAction, type AdminSession } from './partners-root-action';
import { ReferralAction } from './referral-action';
import { SaleScheduleAction } from './sale-schedule-action';
import { SaleStagesAction } from './sale-stages-action';
import { StageSettlementAction } from './stage-settlement-action';
import { SettlePurchasesAction } from './settle-purchases-action';
import { PricesAction, UsdcPriceAction, WalletCapAction } from './stage-amount-action';
import { TradingAction } from './trading-action';
import { WithdrawAction } from './withdraw-action';

/**
 * The owner panel: the contract's state and a form for every owner-only function, shown only
 * when the connected wallet is the contract's owner as read on-chain.
 */
export default function OwnerPanel({ session }: { session: AdminSession }) {
  const connection = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  if (connection.status !== 'connected') {
    const busy = connection.status === 'reconnecting' || connection.status === 'connecting';
    return (
      <Notice title="Connect the owner’s wallet">
        <p>This page is for the owner of the ECO contract. Connect the wallet that owns it.</p>
        <Button onClick={openConnectDialog} disabled={busy}>
          {busy ? 'Reconnecting…' : 'Connect Wallet'}
        </Button>
      </Notice>
    );
  }
  return <OwnerGate account={connection.address} session={session} />;
}

function OwnerGate({ account, session }: { account: Address; session: AdminSession }) {
  const chainId = useChainId();
  const { chain } = useConnection();
  const eco = useEcoContract();
  const owner = useOwnerState(eco?.contract.address, chainId);
  const ownerTimelock = useOwnerTimelock(owner.data?.token.owner, chainId, account);

  if (!chain || !eco) {
    const target = supportedChains[0];
    return (
      <Notice title="Wrong network">
        <p>ECO is not deployed on the network your wallet is using. Switch to {target.name}.</p>
        <SwitchNetworkButton target={target} />
      </Notice>
    );
  }
  if (owner.isError) {
    return (
      <Notice title="The contract could not be read">
        <p>The ECO contract did not answer just now. Nothing was changed.</p>
        <Button variant="outline" onClick={() => void owner.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }
  if (!owner.data || !ownerTimelock.data) {
    return <Loading centred>Reading the contract…</Loading>;
  }

  const state = owner.data;
  const context: OwnerContextValue = {
    contract: eco.contract.address,
    chainId,
    account,
    state,
    timelock: ownerTimelock.data.isTimelock
      ? {
          address: state.token.owner,
          minDelay: ownerTimelock.data.minDelay,
          canExecute: ownerTimelock.data.canExecute,
        }
      : undefined,
  };
  // The owner itself, or (the owner being a timelock) a wallet that may schedule its calls.
  const isOwner = isAddressEqual(state.token.owner, account) || ownerTimelock.data.canPropose;
  const isPendingOwner =
    state.token.pendingOwner !== zeroAddress && isAddressEqual(state.token.pendingOwner, account);

  if (!isOwner) {
    return (
      <OwnerContext value={context}>
        <div className="space-y-8">
          <Notice title="This page is for the contract owner">
            <p>
              The connected wallet {shortAddress(account)} does not own the ECO contract
              {ownerTimelock.data.isTimelock ? ' and may not propose changes to its timelock' : ''},
              so it cannot change the sale’s settings. Connect the owner’s wallet
              {ownerTimelock.data.isTimelock ? ' (a proposer of the owner timelock ' : ' ('}
              <span className="font-mono">{shortAddress(state.token.owner)}</span>) to use this
              page.
            </p>
          </Notice>
          {isPendingOwner ? (
            <div className="mx-auto max-w-xl">
              <AcceptOwnershipAction />
            </div>
          ) : null}
        </div>
      </OwnerContext>
    );
  }

  return (
    <OwnerContext value={context}>
      <div className="space-y-16">
        <PanelSection
          id="owner-state"
          title="At a glance"
          lead="Read from the contract in one batched call, again with every new block."
        >
          <OwnerOverview />
        </PanelSection>

        <PanelSection
          id="owner-actions"
          title="Owner actions"
          lead={`Each change is checked with the contract first; you see what it will change before your wallet asks you to send it.${
            context.timelock
              ? ` The owner is a timelock: a change you send is scheduled, public at once, and runs only when executed after the ${formatDelay(context.timelock.minDelay, 'adjective')} delay.`
              : ''
          }`}
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <SaleStagesAction />
            <StageSettlementAction />
            <SettlePurchasesAction />
            <WithdrawAction />
            <SaleScheduleAction />
            <PricesAction />
            <UsdcPriceAction />
            <WalletCapAction />
            <FeesAction />
            <LimitsAction />
            <TradingAction />
            <ReferralAction />
            <PartnersRootAction session={session} />
            <ExclusionsAction />
            <MarketPairAction />
            <MintAction />
            <FundWalletAction />
            <OwnershipAction />
          </div>
        </PanelSection>

        {context.timelock ? (
          <PanelSection
            id="owner-pending"
            title="Pending changes"
            lead="Scheduled on the owner timelock and not run yet. Anyone can read these on the chain; each runs only when executed after its delay, and can be cancelled until then."
          >
            <PendingChanges />
          </PanelSection>
        ) : null}

        <PanelSection
          id="owner-audit"
          title="Audit log"
          lead="Every owner change recorded by the contract’s events, newest first."
        >
          <AuditLog />
        </PanelSection>
      </div>
    </OwnerContext>
  );
}

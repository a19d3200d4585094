import { t } from '@lingui/core/macro';
import { PlusCircle } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { paths } from '@/config/paths';
import { formatEco, usdcText } from '@/lib/format';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useAddEcoToWallet } from '@/lib/wallet/use-add-eco-to-wallet';
import { useSaleDialogStore } from '@/stores/sale-dialog';
import type { TransactionStatus as Status } from '@/lib/wallet/transaction';
import type { ApprovalInfo, PurchaseInfo } from '../purchase-math';

/** The purchase's pending, confirmed or failed state; once confirmed, what to do next. */
export function PurchaseResult({
  status,
  info,
  chainId,
}: {
  status: Status;
  info: PurchaseInfo | undefined;
  chainId: number;
}) {
  const amount = info ? formatEco(info.amount) : '';
  return (
    <TransactionStatus
      status={status}
      type="buy"
      chainId={chainId}
      pending={t`Purchase sent. Waiting for the network to confirm it…`}
      done={
        status.step === 'done' && info
          ? t`Purchase confirmed: ${amount} ECO are in your wallet.`
          : null
      }
      next={
        status.step === 'done' ? <NextSteps receipt={paths.receipt(chainId, status.hash)} /> : null
      }
    />
  );
}

/** Step 1 of 2 of a USDC purchase (the allowance): pending, confirmed or failed. */
export function ApprovalResult({
  status,
  info,
  chainId,
}: {
  status: Status;
  info: ApprovalInfo | undefined;
  chainId: number;
}) {
  const amount = info ? usdcText(info.amount) : '';
  return (
    <TransactionStatus
      status={status}
      type="approve-usdc"
      chainId={chainId}
      pending={t`Step 1 of 2 sent. Waiting for the network to confirm the allowance…`}
      done={info ? t`Step 1 of 2 done: the sale may take ${amount}. Now step 2 of 2: buy.` : null}
    />
  );
}

/** After a confirmed purchase: its receipt (read from the chain), the portfolio, the wallet. */
function NextSteps({ receipt }: { receipt: string }) {
  const close = useSaleDialogStore((state) => state.close);
  const addEco = useAddEcoToWallet();
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2">
        <ButtonLink to={receipt} variant="primary" size="sm" onClick={close}>
          {t`View your receipt`}
        </ButtonLink>
        <ButtonLink to={paths.portfolio} variant="outline" size="sm" onClick={close}>
          {t`View portfolio`}
        </ButtonLink>
        {addEco.available ? (
          <Button variant="outline" size="sm" onClick={addEco.add} disabled={addEco.isPending}>
            <PlusCircle aria-hidden="true" className="size-4" /> {t`Add ECO to wallet`}
          </Button>
        ) : null}
      </div>
      {/* Told here: a toast would sit under this modal dialog. */}
      {addEco.error ? (
        <p role="alert" className="mt-2 text-red-900">
          {walletErrorMessage(addEco.error).message}
        </p>
      ) : null}
    </>
  );
}

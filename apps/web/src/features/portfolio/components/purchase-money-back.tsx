import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ecoTokenAbi, saleStageNames } from '@eco/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Address } from 'viem';
import { Button } from '@/components/ui/button';
import { TransactionStatus } from '@/components/wallet/transaction-status';
import { sendButtonLabel } from '@/components/wallet/transaction-words';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { chainNow } from '@/lib/chain-clock';
import { assetText, ecoText, formatDateTime, formatUtcDateTime } from '@/lib/format';
import { formatCountdown } from '@/lib/countdown';
import { isTransactionBusy, type TransactionInfo } from '@/lib/wallet/transaction';
import { useContractTransaction } from '@/lib/wallet/use-contract-transaction';
import type { PurchaseRow } from '../api/use-purchase-history';
import { moneyBack, type MoneyBack, type StageRefund } from '../money-back';

/** The chain's clock as last read: a block's time and when this page read it (both ms). */
export type ChainClock = { chainTime: number; readAt: number };

/** What the portfolio read once for all its purchases (one multicall). */
export type MoneyBackReads = {
  contract: Address;
  account: Address;
  chainId: number;
  /** By stage number; undefined until read. */
  stages: readonly StageRefund[] | undefined;
  balance: bigint | undefined;
  /** The deployment's withdrawal period in seconds (0: no right on this network). */
  withdrawalPeriod: bigint | undefined;
  clock: ChainClock | undefined;
  /** Reads them again: after a refused transaction, the row then says why. */
  refresh: () => void;
};

type ReturnInfo = Extract<TransactionInfo, { type: 'return' }>;

const When = ({ at }: { at: number }) => (
  <time dateTime={new Date(at).toISOString()}>{formatUtcDateTime(at)}</time>
);

/**
 * A purchase's way back: its withdrawal deadline with a countdown and "Withdraw", "Claim refund"
 * once its stage is refundable, or why neither is possible. Ticks on its own while a window is
 * open, so only this part of the page renders again each second, and the button goes when the
 * chain's clock passes the deadline.
 */
export function PurchaseMoneyBack({ row, reads }: { row: PurchaseRow; reads: MoneyBackReads }) {
  const tx = useContractTransaction<ReturnInfo>();
  const { clock } = reads;
  const counting = row.status === 'held' && row.withdrawableUntil > row.timestamp;
  const wallNow = useNow(counting);
  const now = clock ? chainNow(wallNow, clock.chainTime, clock.readAt) : wallNow;
  const state: MoneyBack = clock
    ? moneyBack(row, reads.stages?.[row.stage], reads.balance, now)
    : { kind: 'reading' };
  const back = assetText(row.asset, row.cost);
  const status = tx.status;

  if (status.step === 'done' || status.step === 'pending') {
    const withdrawn = tx.info?.kind === 'withdraw';
    return (
      <TransactionStatus
        status={status}
        type="return"
        chainId={reads.chainId}
        pending={
          withdrawn
            ? t`Withdrawal sent; waiting for the network to confirm it…`
            : t`Refund sent; waiting for the network to confirm it…`
        }
        done={
          withdrawn
            ? t`Withdrawn: ${back} came back to your wallet.`
            : t`Refunded: ${back} came back to your wallet.`
        }
        next={
          status.hash ? <ReceiptLink chainId={reads.chainId} hash={status.hash} row={row} /> : null
        }
      />
    );
  }

  const send = (kind: ReturnInfo['kind']) => {
    void tx
      .run(
        {
          abi: ecoTokenAbi,
          address: reads.contract,
          functionName: kind === 'withdraw' ? 'withdrawPurchase' : 'claimRefund',
          args: [row.stage, row.index],
          chainId: reads.chainId,
          account: reads.account,
        },
        {
          type: 'return',
          kind,
          stage: saleStageNames[row.stage]!,
          index: row.index,
          amount: row.amount,
          asset: row.asset,
          cost: row.cost,
        },
      )
      .then((sent) => {
        // Refused (the window closed meanwhile, the tokens moved): read the chain again.
        if (!sent) reads.refresh();
      });
  };
  const action = (kind: ReturnInfo['kind']) => {
    const label = sendButtonLabel(status.step, {
      action:
        kind === 'withdraw' ? t`Withdraw: get ${back} back` : t`Claim refund: get ${back} back`,
    });
    const amount = ecoText(row.amount);
    const when = formatDateTime(row.timestamp);
    return (
      <>
        <Button
          size="sm"
          className="mt-2"
          disabled={isTransactionBusy(status)}
          onClick={() => send(kind)}
          // Every row has one: named by its purchase too, the visible words first.
          aria-label={t`${label} (the purchase of ${amount}, ${when})`}
        >
          {label}
        </Button>
        <p className="mt-1 text-xs text-slate-600">
          {t`The ${amount} it bought go back. The network fee of this transaction is yours.`}
        </p>
      </>
    );
  };

  return (
    <div>
      <MoneyBackState state={state} row={row} reads={reads} now={now} action={action} />
      {/* A refusal stays in view beside what the chain, read again, now says of the purchase. */}
      {status.step === 'failed' ? (
        <TransactionStatus
          status={status}
          type="return"
          chainId={reads.chainId}
          pending=""
          done=""
        />
      ) : null}
    </div>
  );
}

function MoneyBackState({
  state,
  row,
  reads,
  now,
  action,
}: {
  state: MoneyBack;
  row: PurchaseRow;
  reads: MoneyBackReads;
  now: number;
  action: (kind: ReturnInfo['kind']) => ReactNode;
}) {
  const back = assetText(row.asset, row.cost);
  const amount = ecoText(row.amount);
  switch (state.kind) {
    case 'reading':
      return <p className="text-slate-600">{t`Reading…`}</p>;
    case 'withdraw':
      return (
        <>
          <Deadline until={state.until} now={now} />
          {action('withdraw')}
        </>
      );
    case 'refund':
      return (
        <>
          <RefundReason reason={state.reason} />
          {action('refund')}
        </>
      );
    case 'tokens-gone': {
      const held = ecoText(state.balance);
      return (
        <>
          {state.until === undefined ? (
            <p>{t`This purchase may be refunded, with no deadline.`}</p>
          ) : (
            <Deadline until={state.until} now={now} />
          )}
          <p className="mt-1 font-medium text-amber-900">
            {state.action === 'withdraw'
              ? t`Withdrawing takes back the ${amount} this purchase bought: they must be in this wallet again first. It holds ${held} now.`
              : t`A refund takes back the ${amount} this purchase bought: they must be in this wallet again first. It holds ${held} now.`}
          </p>
        </>
      );
    }
    case 'closed':
      return (
        <p>
          <Trans>
            The withdrawal window closed on <When at={state.until} />.
          </Trans>
        </p>
      );
    case 'no-right':
      return (
        <p>
          {reads.withdrawalPeriod === 0n
            ? t`No right of withdrawal: this sale grants none on this network.`
            : t`No right of withdrawal: bought after trading on the market began.`}
        </p>
      );
    case 'settled':
      return <Settled row={row} chainId={reads.chainId} back={back} />;
  }
}

function Deadline({ until, now }: { until: number; now: number }) {
  const left = formatCountdown(until - now);
  return (
    <p>
      <Trans>
        Withdraw until <When at={until} /> — {left} left
      </Trans>
    </p>
  );
}

function RefundReason({ reason }: { reason: 'cancelled' | 'missed-minimum' }) {
  return (
    <p>
      {reason === 'cancelled'
        ? t`This stage was cancelled: the purchase is refunded in full whenever you claim it, with no deadline.`
        : t`This stage missed its minimum raise: the purchase is refunded in full whenever you claim it, with no deadline.`}
    </p>
  );
}

function Settled({ row, chainId, back }: { row: PurchaseRow; chainId: number; back: string }) {
  if (row.status === 'released') return <p>{t`Final: its payment went to the sale.`}</p>;
  return (
    <p>
      {row.status === 'withdrawn'
        ? t`Withdrawn: ${back} came back.`
        : t`Refunded: ${back} came back.`}{' '}
      {row.returnedTx ? <ReceiptLink chainId={chainId} hash={row.returnedTx} row={row} /> : null}
    </p>
  );
}

/** The withdrawal's or refund's receipt, named for screen readers by its purchase. */
function ReceiptLink({
  chainId,
  hash,
  row,
}: {
  chainId: number;
  hash: `0x${string}`;
  row: PurchaseRow;
}) {
  const amount = ecoText(row.amount);
  return (
    <Link to={paths.receipt(chainId, hash)} className="font-semibold text-brand-800 underline">
      <Trans>
        Receipt<span className="sr-only"> of giving back {amount}</span>
      </Trans>
    </Link>
  );
}

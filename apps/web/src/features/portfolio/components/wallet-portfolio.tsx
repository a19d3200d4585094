import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ecoTokenAbi, saleStageNames } from '@eco/contracts';
import { PlusCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useBalance, useChainId, useConnection, useReadContracts } from 'wagmi';
import { HistoryCatchingUp } from '@/components/history-status';
import { ReferralLink } from '@/components/referral/referral-link';
import { Button } from '@/components/ui/button';
import { TxLink } from '@/components/wallet/transaction-status';
import { paths } from '@/config/paths';
import { stageLabel, supplyLabels } from '@/content/token';
import { useMediaQuery } from '@/hooks/use-media-query';
import {
  assetText,
  formatDateTime,
  formatEco,
  formatNumber,
  formatTokenAmount,
} from '@/lib/format';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { blockTimestampCall } from '@/lib/wallet/eth-usd-calls';
import { useAddEcoToWallet } from '@/lib/wallet/use-add-eco-to-wallet';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { useDonationHistory } from '../api/use-donation-history';
import { usePurchaseHistory, type PurchaseRow } from '../api/use-purchase-history';
import type { StageRefund } from '../money-back';
import { DonationHistory } from './donation-history';
import { PurchaseMoneyBack, type MoneyBackReads } from './purchase-money-back';
import { ShowMore } from './show-more';

const eth = (value: bigint) => formatTokenAmount(value, { decimals: 6, minimumDecimals: 2 });

/**
 * The connected account's holdings, purchases, referral rewards and, with `offerReferralLink`,
 * its referral link (the wallet's address: the one the contract pays).
 */
export default function WalletPortfolio({ offerReferralLink }: { offerReferralLink: boolean }) {
  const connection = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  if (connection.status !== 'connected') {
    return (
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h2 className="text-xl font-semibold text-brand-950">{t`Connect your wallet`}</h2>
        <p className="mt-2 text-slate-600">
          {t`Your balances, purchase history, donations and referral rewards are read from the blockchain for the wallet you connect. Nothing about you is stored on our servers.`}
        </p>
        <Button
          className="mt-6"
          onClick={openConnectDialog}
          disabled={connection.status === 'reconnecting' || connection.status === 'connecting'}
        >
          {connection.status === 'reconnecting' ? t`Reconnecting…` : t`Connect Wallet`}
        </Button>
      </div>
    );
  }
  return <Holdings account={connection.address} offerReferralLink={offerReferralLink} />;
}

function Holdings({
  account,
  offerReferralLink,
}: {
  account: `0x${string}`;
  offerReferralLink: boolean;
}) {
  const chainId = useChainId();
  const ecoContract = useEcoContract();
  const openAlert = useAlertStore((state) => state.open);
  // Balances are read again on every visit (staleTime 0): one restored from the browser's cache
  // would otherwise stand for minutes after a purchase made elsewhere.
  const ethBalance = useBalance({ address: account, chainId, query: { staleTime: 0 } });
  const base = { address: ecoContract?.contract.address, abi: ecoTokenAbi, chainId } as const;
  // One multicall: the balances, and what every purchase's way back depends on (read once per
  // stage, not per purchase), with the chain's clock at that block, which the windows end by.
  const reads = useReadContracts({
    contracts: [
      { ...base, functionName: 'balanceOf', args: [account] },
      { ...base, functionName: 'totalSupply' },
      { ...base, functionName: 'withdrawalPeriod' },
      blockTimestampCall(chainId),
      ...saleStageNames.flatMap((_, stage) => [
        { ...base, functionName: 'isRefundable', args: [stage] } as const,
        { ...base, functionName: 'isCancelled', args: [stage] } as const,
      ]),
    ],
    allowFailure: false,
    query: { enabled: Boolean(ecoContract), staleTime: 0 },
  });
  const history = usePurchaseHistory('purchases', ecoContract?.contract.address, account, chainId);
  const rewards = usePurchaseHistory('rewards', ecoContract?.contract.address, account, chainId);
  // The same query as the donations section's (one request): read here for the notice below.
  const donations = useDonationHistory(account, chainId);
  // The indexer is behind or down: say so once for the page's histories, and keep what was read
  // before.
  const catchingUp = [history, rewards, donations].some(
    (query) => query.isError || query.data?.catchingUp === true,
  );
  const addEco = useAddEcoToWallet({
    onError: (error) => openAlert({ color: 'red', ...walletErrorMessage(error) }),
  });

  if (!ecoContract) {
    return (
      <p className="rounded-2xl bg-amber-50 p-5 text-amber-950">
        {t`ECO is not deployed on the network your wallet is using. Switch networks to see your ECO.`}
      </p>
    );
  }
  const [balance, supply, withdrawalPeriod, chainTime, ...flags] = (reads.data ?? []) as [
    bigint?,
    bigint?,
    bigint?,
    bigint?,
    ...boolean[],
  ];
  const moneyBack: MoneyBackReads = {
    contract: ecoContract.contract.address,
    account,
    chainId,
    stages:
      flags.length === 0
        ? undefined
        : saleStageNames.map((_, stage): StageRefund => ({
            refundable: flags[2 * stage] === true,
            cancelled: flags[2 * stage + 1] === true,
          })),
    balance,
    withdrawalPeriod,
    clock:
      chainTime === undefined
        ? undefined
        : { chainTime: Number(chainTime) * 1000, readAt: reads.dataUpdatedAt },
    refresh: () => void reads.refetch(),
  };
  const referralLink = `${window.location.origin}/?affiliate-token=${account}`;
  // Over every purchase and reward, as the indexer sums them: the lists below show a page at a time.
  const totals = history.data?.first.totals;
  const count = totals?.purchases;
  const totalRewards = BigInt(rewards.data?.first.totals.rewards ?? 0);
  // What the buyer paid, never a value at a later price: that would read as a gain.
  // In each asset paid with: ETH and USDC have no sum without a price.
  const paid = totals && paidText(BigInt(totals.cost), BigInt(totals.costUsdc));
  const bought = BigInt(totals?.amount ?? 0);
  const boughtEco = formatEco(bought);
  const earned = formatEco(totalRewards);
  // totalSupply() is what is minted so far, not the maximum supply: say which (the content's word).
  const minted = supplyLabels.minted.toLowerCase();

  return (
    <div className="space-y-10">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            [t`ECO balance`, balance === undefined ? '…' : `${formatEco(balance)} ECO`, null],
            [
              t`Paid for your ECO`,
              // Not read yet (the history below says why).
              paid === undefined ? (history.isError ? '–' : '…') : paid,
              count === undefined
                ? null
                : count === 0
                  ? t`No purchases yet`
                  : purchasesNote(boughtEco, count),
            ],
            [t`ETH balance`, ethBalance.data ? `${eth(ethBalance.data.value)} ETH` : '…', null],
            [
              t`Share of ECO ${minted}`,
              balance === undefined || !supply
                ? '…'
                : `${formatNumber((Number(balance) / Number(supply)) * 100, { decimals: 4, minimumDecimals: 2 })}%`,
              null,
            ],
          ] as const
        ).map(([label, value, note]) => (
          <div key={label} className="rounded-2xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-brand-900 tabular-nums">{value}</dd>
            {note ? <dd className="mt-1 text-xs text-slate-600">{note}</dd> : null}
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {addEco.available ? (
          <Button variant="outline" onClick={addEco.add} disabled={addEco.isPending}>
            <PlusCircle aria-hidden="true" className="size-4" /> {t`Add ECO to wallet`}
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-950">
          {t`Purchase history`}
        </h2>
        {catchingUp ? <HistoryCatchingUp className="mt-3" /> : null}
        {history.data === undefined ? (
          history.isError ? null : (
            <p role="status" className="mt-3 text-slate-600">
              {t`Reading your purchases…`}
            </p>
          )
        ) : history.data.rows.length === 0 ? (
          <p className="mt-3 text-slate-600">{t`No purchases from this wallet yet.`}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600">
              {t`What you pay stays in the ECO contract while you may take it back: within the withdrawal window of each purchase, and with no deadline if its stage is cancelled or misses its minimum raise. You get back exactly what it cost, in the asset you paid with, and the ECO it bought go back.`}
            </p>
            <History
              data={history.data}
              pages={history}
              chainId={chainId}
              kind="purchase"
              moneyBack={moneyBack}
            />
          </>
        )}
      </section>

      <DonationHistory account={account} chainId={chainId} notice={false} />

      <section aria-labelledby="rewards-heading">
        <h2 id="rewards-heading" className="text-xl font-semibold text-brand-950">
          {t`Referral rewards`}
        </h2>
        {offerReferralLink ? (
          <div className="mt-4 rounded-2xl border border-slate-200 p-4">
            <ReferralLink link={referralLink} payee={account} />
          </div>
        ) : (
          <p className="mt-2 text-slate-600">
            {t`ECO this wallet received as a referrer. Your account's referral link is under Refer friends below.`}
          </p>
        )}
        {rewards.data && rewards.data.rows.length > 0 ? (
          <>
            <p className="mt-4 font-semibold text-brand-900">{t`Earned so far: ${earned} ECO`}</p>
            <History data={rewards.data} pages={rewards} chainId={chainId} kind="reward" />
          </>
        ) : rewards.data ? (
          <p className="mt-4 text-slate-600">{t`No referral rewards yet.`}</p>
        ) : null}
      </section>
    </div>
  );
}

/** "for 500.00 ECO bought in 2 purchases": what the purchases bought, and how many they are. */
function purchasesNote(boughtEco: string, count: number): string {
  const purchases = formatNumber(count, { decimals: 0 });
  return plural(count, {
    one: `for ${boughtEco} ECO bought in ${purchases} purchase`,
    other: `for ${boughtEco} ECO bought in ${purchases} purchases`,
  });
}

/** "0.05 ETH", "12.00 USDC" or "0.05 ETH + 12.00 USDC": what was paid in each asset. */
function paidText(wei: bigint, usdc: bigint): string {
  const parts = usdc > 0n ? [assetText('usdc', usdc)] : [];
  if (wei > 0n || usdc === 0n) parts.unshift(`${eth(wei)} ETH`);
  return parts.join(' + ');
}

/** A purchase's status, read with `i18n._(…)` in the page's language. */
const statusWords: Record<PurchaseRow['status'], MessageDescriptor> = {
  held: msg`Held`,
  released: msg`Released`,
  withdrawn: msg`Withdrawn`,
  refunded: msg`Refunded`,
};

type Column = {
  /** Tells the columns apart (React's key), whatever their headings' language. */
  id: string;
  heading: string;
  value: (row: PurchaseRow) => string;
  figure?: boolean;
  /** More classes of the column's table cells. */
  cell?: string;
};

/**
 * Purchases or referral rewards: a card per row at narrow widths, where a table would cut its
 * last columns off, and a table from the sm breakpoint on; below them, "Show more".
 */
function History({
  data,
  pages,
  chainId,
  kind,
  moneyBack,
}: {
  data: { rows: PurchaseRow[]; first: { totals: { purchases: number } } };
  pages: ComponentProps<typeof ShowMore>['pages'];
  chainId: number;
  kind: 'purchase' | 'reward';
  /** For purchases: what their withdrawal or refund depends on. */
  moneyBack?: MoneyBackReads;
}) {
  const label = kind === 'purchase' ? t`Purchases` : t`Referral rewards`;
  // One layout at a time, not two with one hidden: a purchase's button holds its transaction.
  const wide = useMediaQuery('(min-width: 40rem)');
  // Each column as both layouts show it: a figure is bold in a card and right-aligned in the table.
  const columns: Column[] = [
    {
      id: 'date',
      heading: t`Date`,
      value: (row) => (row.timestamp ? formatDateTime(row.timestamp) : '–'),
      cell: 'whitespace-nowrap',
    },
    { id: 'stage', heading: t`Stage`, value: (row) => stageLabel(row.stage) },
    {
      id: 'eco',
      heading: kind === 'purchase' ? t`ECO bought` : t`ECO earned`,
      value: (row) => formatEco(kind === 'purchase' ? row.amount : row.reward),
      figure: true,
    },
  ];
  if (kind === 'purchase') {
    columns.push(
      {
        id: 'paid',
        heading: t`Paid`,
        value: (row) => assetText(row.asset, row.cost),
        figure: true,
      },
      { id: 'status', heading: t`Status`, value: (row) => i18n._(statusWords[row.status]) },
    );
  }
  const links = (row: PurchaseRow) => (
    <>
      <TxLink chainId={chainId} hash={row.hash} short />
      {kind === 'purchase' ? <ReceiptLink chainId={chainId} row={row} /> : null}
    </>
  );
  const back = (row: PurchaseRow) =>
    moneyBack ? <PurchaseMoneyBack row={row} reads={moneyBack} /> : null;
  return (
    <>
      {wide ? null : (
        <ul aria-label={label} className="mt-4 space-y-3">
          {data.rows.map((row) => (
            <li
              key={`${row.hash}-${row.logIndex}-${kind}`}
              className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
            >
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
                {columns.map(({ id, heading, value, figure }) => (
                  <div key={id}>
                    <dt className="text-xs text-slate-600">{heading}</dt>
                    <dd className={figure ? 'font-semibold tabular-nums' : undefined}>
                      {value(row)}
                    </dd>
                  </div>
                ))}
              </dl>
              {moneyBack ? (
                <div className="mt-3 border-t border-slate-100 pt-3">{back(row)}</div>
              ) : null}
              <p className="mt-3 flex flex-wrap gap-x-4 text-brand-800">{links(row)}</p>
            </li>
          ))}
        </ul>
      )}
      {wide ? (
        <div
          className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200"
          role="region"
          aria-label={label}
          tabIndex={0}
        >
          <table className="min-w-full divide-y divide-slate-200 text-start text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {columns.map(({ id, heading, figure }) => (
                  <th key={id} scope="col" className={`px-4 py-3 ${figure ? 'text-end' : ''}`}>
                    {heading}
                  </th>
                ))}
                {moneyBack ? (
                  <th scope="col" className="px-4 py-3">
                    {t`Money back`}
                  </th>
                ) : null}
                <th scope="col" className="px-4 py-3">
                  {t`Transaction`}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {data.rows.map((row) => (
                <tr key={`${row.hash}-${row.logIndex}-${kind}`}>
                  {columns.map(({ id, value, figure, cell = '' }) => (
                    <td
                      key={id}
                      className={`px-4 py-3 ${figure ? 'text-end whitespace-nowrap tabular-nums' : cell}`}
                    >
                      {value(row)}
                    </td>
                  ))}
                  {moneyBack ? <td className="min-w-64 px-4 py-3 align-top">{back(row)}</td> : null}
                  <td className="px-4 py-3 whitespace-nowrap text-brand-800">
                    <span className="flex gap-x-4">{links(row)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ShowMore
        shown={data.rows.length}
        total={data.first.totals.purchases}
        kind={kind === 'purchase' ? 'purchases' : 'rewards'}
        pages={pages}
      />
    </>
  );
}

/**
 * A purchase's receipt on this site (read from the chain). Named for screen readers by the
 * purchase, as every row has one.
 */
function ReceiptLink({ chainId, row }: { chainId: number; row: PurchaseRow }) {
  const amount = formatEco(row.amount);
  const when = row.timestamp ? formatDateTime(row.timestamp) : null;
  return (
    <Link to={paths.receipt(chainId, row.hash)} className="font-semibold underline">
      {when ? (
        <Trans>
          Receipt
          <span className="sr-only">
            {' '}
            of the purchase of {amount} ECO, {when}
          </span>
        </Trans>
      ) : (
        <Trans>
          Receipt<span className="sr-only"> of the purchase of {amount} ECO</span>
        </Trans>
      )}
    </Link>
  );
}

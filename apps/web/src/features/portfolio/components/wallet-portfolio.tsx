import { ecoTokenAbi } from '@eco/contracts';
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
import { formatDateTime, formatEco, formatNumber, formatTokenAmount } from '@/lib/format';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useAddEcoToWallet } from '@/lib/wallet/use-add-eco-to-wallet';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { useDonationHistory } from '../api/use-donation-history';
import { usePurchaseHistory, type PurchaseRow } from '../api/use-purchase-history';
import { DonationHistory } from './donation-history';
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
        <h2 className="text-xl font-semibold text-brand-950">Connect your wallet</h2>
        <p className="mt-2 text-slate-600">
          Your balances, purchase history, donations and referral rewards are read from the
          blockchain for the wallet you connect. Nothing about you is stored on our servers.
        </p>
        <Button
          className="mt-6"
          onClick={openConnectDialog}
          disabled={connection.status === 'reconnecting' || connection.status === 'connecting'}
        >
          {connection.status === 'reconnecting' ? 'Reconnecting…' : 'Connect Wallet'}
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
  const reads = useReadContracts({
    contracts: [
      { ...base, functionName: 'balanceOf', args: [account] },
      { ...base, functionName: 'totalSupply' },
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
        ECO is not deployed on the network your wallet is using. Switch networks to see your ECO.
      </p>
    );
  }
  const [balance, supply] = reads.data ?? [];
  const referralLink = `${window.location.origin}/?affiliate-token=${account}`;
  // Over every purchase and reward, as the indexer sums them: the lists below show a page at a time.
  const totals = history.data?.first.totals;
  const count = totals?.purchases;
  const totalRewards = BigInt(rewards.data?.first.totals.rewards ?? 0);
  // What the buyer paid, never a value at a later price: that would read as a gain.
  const paid = totals ? BigInt(totals.cost) : undefined;
  const bought = BigInt(totals?.amount ?? 0);

  return (
    <div className="space-y-10">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ['ECO balance', balance === undefined ? '…' : `${formatEco(balance)} ECO`, null],
            [
              'Paid for your ECO',
              // Not read yet (the history below says why).
              paid === undefined ? (history.isError ? '–' : '…') : `${eth(paid)} ETH`,
              count === undefined
                ? null
                : count === 0
                  ? 'No purchases yet'
                  : `for ${formatEco(bought)} ECO bought in ${formatNumber(count, { decimals: 0 })} ${
                      count === 1 ? 'purchase' : 'purchases'
                    }`,
            ],
            ['ETH balance', ethBalance.data ? `${eth(ethBalance.data.value)} ETH` : '…', null],
            [
              // totalSupply() is what is minted so far, not the maximum supply: say which.
              `Share of ECO ${supplyLabels.minted.toLowerCase()}`,
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
            <PlusCircle aria-hidden="true" className="size-4" /> Add ECO to wallet
          </Button>
        ) : null}
      </div>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-950">
          Purchase history
        </h2>
        {catchingUp ? <HistoryCatchingUp className="mt-3" /> : null}
        {history.data === undefined ? (
          history.isError ? null : (
            <p role="status" className="mt-3 text-slate-600">
              Reading your purchases…
            </p>
          )
        ) : history.data.rows.length === 0 ? (
          <p className="mt-3 text-slate-600">No purchases from this wallet yet.</p>
        ) : (
          <History data={history.data} pages={history} chainId={chainId} kind="purchase" />
        )}
      </section>

      <DonationHistory account={account} chainId={chainId} notice={false} />

      <section aria-labelledby="rewards-heading">
        <h2 id="rewards-heading" className="text-xl font-semibold text-brand-950">
          Referral rewards
        </h2>
        {offerReferralLink ? (
          <div className="mt-4 rounded-2xl border border-slate-200 p-4">
            <ReferralLink link={referralLink} payee={account} />
          </div>
        ) : (
          <p className="mt-2 text-slate-600">
            ECO this wallet received as a referrer. Your account's referral link is under Refer
            friends below.
          </p>
        )}
        {rewards.data && rewards.data.rows.length > 0 ? (
          <>
            <p className="mt-4 font-semibold text-brand-900">
              Earned so far: {formatEco(totalRewards)} ECO
            </p>
            <History data={rewards.data} pages={rewards} chainId={chainId} kind="reward" />
          </>
        ) : rewards.data ? (
          <p className="mt-4 text-slate-600">No referral rewards yet.</p>
        ) : null}
      </section>
    </div>
  );
}

type Column = {
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
}: {
  data: { rows: PurchaseRow[]; first: { totals: { purchases: number } } };
  pages: ComponentProps<typeof ShowMore>['pages'];
  chainId: number;
  kind: 'purchase' | 'reward';
}) {
  const label = kind === 'purchase' ? 'Purchases' : 'Referral rewards';
  // Each column as both layouts show it: a figure is bold in a card and right-aligned in the table.
  const columns: Column[] = [
    {
      heading: 'Date',
      value: (row) => (row.timestamp ? formatDateTime(row.timestamp) : '–'),
      cell: 'whitespace-nowrap',
    },
    { heading: 'Stage', value: (row) => stageLabel(row.stage) },
    {
      heading: kind === 'purchase' ? 'ECO bought' : 'ECO earned',
      value: (row) => formatEco(kind === 'purchase' ? row.amount : row.reward),
      figure: true,
    },
  ];
  if (kind === 'purchase')
    columns.push({ heading: 'ETH paid', value: (row) => eth(row.cost), figure: true });
  const links = (row: PurchaseRow) => (
    <>
      <TxLink chainId={chainId} hash={row.hash} short />
      {kind === 'purchase' ? <ReceiptLink chainId={chainId} row={row} /> : null}
    </>
  );
  return (
    <>
      <ul aria-label={label} className="mt-4 space-y-3 sm:hidden">
        {data.rows.map((row) => (
          <li
            key={`${row.hash}-${row.logIndex}-${kind}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
          >
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              {columns.map(({ heading, value, figure }) => (
                <div key={heading}>
                  <dt className="text-xs text-slate-600">{heading}</dt>
                  <dd className={figure ? 'font-semibold tabular-nums' : undefined}>
                    {value(row)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 flex flex-wrap gap-x-4 text-brand-800">{links(row)}</p>
          </li>
        ))}
      </ul>
      <div
        className="relative mt-4 hidden overflow-x-auto rounded-2xl border border-slate-200 sm:block"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map(({ heading, figure }) => (
                <th key={heading} scope="col" className={`px-4 py-3 ${figure ? 'text-right' : ''}`}>
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-3">
                Transaction
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {data.rows.map((row) => (
              <tr key={`${row.hash}-${row.logIndex}-${kind}`}>
                {columns.map(({ heading, value, figure, cell = '' }) => (
                  <td
                    key={heading}
                    className={`px-4 py-3 ${figure ? 'text-right tabular-nums' : cell}`}
                  >
                    {value(row)}
                  </td>
                ))}
                <td className="px-4 py-3 whitespace-nowrap text-brand-800">
                  <span className="flex gap-x-4">{links(row)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMore
        shown={data.rows.length}
        total={data.first.totals.purchases}
        noun={kind === 'purchase' ? 'purchases' : 'rewards'}
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
  return (
    <Link to={paths.receipt(chainId, row.hash)} className="font-semibold underline">
      Receipt
      <span className="sr-only">
        {' '}
        of the purchase of {formatEco(row.amount)} ECO
        {row.timestamp ? `, ${formatDateTime(row.timestamp)}` : ''}
      </span>
    </Link>
  );
}

import { ecoTokenAbi, saleStageNames } from '@eco/contracts';
import { Copy, ExternalLink, PlusCircle } from 'lucide-react';
import { useBalance, useChainId, useConnection, useReadContracts, useWatchAsset } from 'wagmi';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { Button } from '@/components/ui/button';
import { tokenFacts } from '@/content/token';
import { formatDateTime, formatNumber, formatTokenAmount } from '@/lib/format';
import { explorerUrl } from '@/lib/wallet/chains';
import { walletErrorMessage } from '@/lib/wallet/errors';
import { useEcoContract } from '@/lib/wallet/use-eco-contract';
import { useAlertStore } from '@/stores/alert';
import { useWalletUiStore } from '@/stores/wallet-ui';
import { usePurchaseHistory } from '../api/use-purchase-history';

const eco = (value: bigint) => formatTokenAmount(value);
const eth = (value: bigint) => formatTokenAmount(value, { decimals: 6, minimumDecimals: 2 });
/** The content's label of a contract stage number (0 partners, 1 private, 2 public). */
const stageLabel = (stage: number) =>
  tokenFacts.stages.find((s) => s.key === saleStageNames[stage])?.label ?? `Stage ${stage}`;

/** The connected account's holdings, purchases, referral rewards and referral link. */
export default function WalletPortfolio() {
  const connection = useConnection();
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  if (connection.status !== 'connected' || !connection.address) {
    return (
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h2 className="text-xl font-semibold text-brand-950">Connect your wallet</h2>
        <p className="mt-2 text-slate-600">
          Your balances, purchase history and referral rewards are read from the blockchain for the
          wallet you connect. Nothing about you is stored on our servers.
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
  return <Holdings account={connection.address} />;
}

function Holdings({ account }: { account: `0x${string}` }) {
  const chainId = useChainId();
  const ecoContract = useEcoContract();
  const openAlert = useAlertStore((state) => state.open);
  const { copied, copy: copyText } = useCopyToClipboard();
  const ethBalance = useBalance({ address: account, chainId });
  const base = { address: ecoContract?.contract.address, abi: ecoTokenAbi, chainId } as const;
  const reads = useReadContracts({
    contracts: [
      { ...base, functionName: 'balanceOf', args: [account] },
      { ...base, functionName: 'totalSupply' },
      { ...base, functionName: 'tokenPriceForPublic' },
    ],
    allowFailure: false,
    query: { enabled: Boolean(ecoContract) },
  });
  const history = usePurchaseHistory(
    ecoContract?.contract.address,
    account,
    ecoContract?.deployment.deploymentBlock ?? 0n,
    chainId,
  );
  const watchAsset = useWatchAsset({
    mutation: { onError: (error) => openAlert({ color: 'red', ...walletErrorMessage(error) }) },
  });

  if (!ecoContract) {
    return (
      <p className="rounded-2xl bg-amber-50 p-5 text-amber-950">
        ECO is not deployed on the network your wallet is using. Switch networks to see your ECO.
      </p>
    );
  }
  const [balance, supply, price] = reads.data ?? [];
  const referralLink = `${window.location.origin}/?affiliate-token=${account}`;
  const totalRewards = history.data?.rewards.reduce((sum, row) => sum + row.reward, 0n) ?? 0n;

  const copyLink = async () => {
    if (!(await copyText(referralLink))) {
      openAlert({ color: 'yellow', title: 'Copy failed', message: `${referralLink}` });
    }
  };

  return (
    <div className="space-y-10">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[
          ['ECO balance', balance === undefined ? '…' : `${eco(balance)} ECO`],
          ['ETH balance', ethBalance.data ? `${eth(ethBalance.data.value)} ETH` : '…'],
          [
            'Value at the public price',
            balance === undefined || price === undefined
              ? '…'
              : `${eth((balance * price) / 10n ** 18n)} ETH`,
          ],
          [
            'Share of supply',
            balance === undefined || !supply
              ? '…'
              : `${formatNumber((Number(balance) / Number(supply)) * 100, { decimals: 4, minimumDecimals: 2 })}%`,
          ],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-brand-50 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-bold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            watchAsset.mutate({
              type: 'ERC20',
              options: {
                address: ecoContract.contract.address,
                symbol: 'ECO',
                decimals: 18,
                image: `${window.location.origin}/images/logo.svg`,
              },
            })
          }
        >
          <PlusCircle aria-hidden="true" className="size-4" /> Add ECO to wallet
        </Button>
      </div>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-semibold text-brand-950">
          Purchase history
        </h2>
        {history.isPending ? (
          <p role="status" className="mt-3 text-slate-600">
            Reading your purchases from the blockchain…
          </p>
        ) : history.isError ? (
          <p role="alert" className="mt-3 text-red-800">
            Your purchases could not be read from the blockchain just now. Please reload to try
            again.
          </p>
        ) : history.data.purchases.length === 0 ? (
          <p className="mt-3 text-slate-600">No purchases from this wallet yet.</p>
        ) : (
          <HistoryTable rows={history.data.purchases} chainId={chainId} kind="purchase" />
        )}
      </section>

      <section aria-labelledby="rewards-heading">
        <h2 id="rewards-heading" className="text-xl font-semibold text-brand-950">
          Referral rewards
        </h2>
        <p className="mt-2 text-slate-600">
          Share your link: when someone buys ECO after opening it, the contract pays you a share of
          the tokens they buy, in the same transaction.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 p-3">
          <code className="min-w-0 flex-1 text-sm break-all">{referralLink}</code>
          <Button size="sm" variant="outline" onClick={copyLink}>
            <Copy aria-hidden="true" className="size-4" /> {copied ? 'Copied' : 'Copy link'}
          </Button>
          <span role="status" className="sr-only">
            {copied ? 'Referral link copied' : ''}
          </span>
        </div>
        {history.data && history.data.rewards.length > 0 ? (
          <>
            <p className="mt-4 font-semibold text-brand-900">
              Earned so far: {eco(totalRewards)} ECO
            </p>
            <HistoryTable rows={history.data.rewards} chainId={chainId} kind="reward" />
          </>
        ) : history.data ? (
          <p className="mt-4 text-slate-600">No referral rewards yet.</p>
        ) : null}
      </section>
    </div>
  );
}

function HistoryTable({
  rows,
  chainId,
  kind,
}: {
  rows: NonNullable<ReturnType<typeof usePurchaseHistory>['data']>['purchases'];
  chainId: number;
  kind: 'purchase' | 'reward';
}) {
  return (
    <div
      className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200"
      role="region"
      aria-label={kind === 'purchase' ? 'Purchases' : 'Referral rewards'}
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Stage
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {kind === 'purchase' ? 'ECO bought' : 'ECO earned'}
            </th>
            {kind === 'purchase' ? (
              <th scope="col" className="px-4 py-3 text-right">
                ETH paid
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3">
              Transaction
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => {
            const url = explorerUrl(chainId, 'tx', row.hash);
            return (
              <tr key={`${row.hash}-${kind}`}>
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.timestamp ? formatDateTime(row.timestamp) : '–'}
                </td>
                <td className="px-4 py-3">{stageLabel(row.stage)}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {eco(kind === 'purchase' ? row.amount : row.reward)}
                </td>
                {kind === 'purchase' ? (
                  <td className="px-4 py-3 text-right tabular-nums">{eth(row.cost)}</td>
                ) : null}
                <td className="px-4 py-3">
                  {url ? (
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      View <ExternalLink aria-hidden="true" className="size-3.5" />
                      <span className="sr-only"> transaction (opens in a new tab)</span>
                    </a>
                  ) : (
                    <span className="font-mono text-xs" title={row.hash}>
                      {row.hash.slice(0, 10)}…
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

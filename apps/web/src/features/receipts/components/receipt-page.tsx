import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Client, Hash } from 'viem';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { listText } from '@/content/networks';
import { supportedChains } from '@/lib/wallet/chains';
import { receiptClient } from '../api/receipt-client';
import { useReceipt } from '../api/use-receipt';
import { parseReceiptParams } from '../receipt-params';
import { chainLabel } from '../receipt-figures';
import { TransactionView } from './receipt-view';

// Printing the receipt prints the receipt: the site's header and footer are hidden by a rule
// scoped to this page (the hosting CSP allows no inline style, so it is a compiled class).
const PRINT_WITHOUT_CHROME =
  'print:[body:has(&)_header:not(main_*)]:hidden print:[body:has(&)_footer]:hidden';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={`mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 ${PRINT_WITHOUT_CHROME}`}>
      {children}
    </div>
  );
}

/** An answer that is not a receipt: a heading, what happened, and what the visitor can do. */
function Answer({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Frame>
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">{title}</h1>
      <div className="mt-4 max-w-2xl space-y-3 text-lg text-slate-700 wrap-anywhere">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {action}
        <Link to={paths.home} className="self-center font-semibold text-brand-800 underline">
          {t`Go to the home page`}
        </Link>
      </div>
    </Frame>
  );
}

/**
 * The receipt at `/receipt/:chainId/:txHash`: the address is checked before anything is asked of
 * the chain, then the transaction is read from the chain (through `clientFor`, the site's RPC
 * endpoints by default) and shown as a receipt, or as the clear answer for a transaction that
 * has none.
 */
export function ReceiptPage({
  chainId: rawChainId,
  txHash: rawHash,
  clientFor = receiptClient,
  pollMs,
}: {
  chainId: string | undefined;
  txHash: string | undefined;
  clientFor?: (chainId: number) => Client | undefined;
  pollMs?: number;
}) {
  const params = parseReceiptParams(rawChainId, rawHash);
  if (!params.ok) {
    return (
      <Answer title={t`This is not a receipt address`}>
        <p>
          {t`A receipt address is /receipt/, a chain id, a slash and a transaction hash. This one cannot name a transaction:`}
        </p>
        <ul className="list-disc space-y-1 ps-5">
          {params.problems.map((problem) => (
            <li key={problem.id}>{i18n._(problem)}</li>
          ))}
        </ul>
      </Answer>
    );
  }
  const client = clientFor(params.chainId);
  if (!client) {
    const chainId = String(params.chainId);
    const offered = listText(supportedChains.map((chain) => chainLabel(chain.id)));
    return (
      <Answer title={t`Chain ${chainId} is not offered here`}>
        <p>
          {t`This site reads receipts on ${offered}, not on chain ${chainId}. Check the receipt's address.`}
        </p>
      </Answer>
    );
  }
  return (
    <ReceiptFromChain chainId={params.chainId} hash={params.hash} client={client} pollMs={pollMs} />
  );
}

function ReceiptFromChain({
  chainId,
  hash,
  client,
  pollMs,
}: {
  chainId: number;
  hash: Hash;
  client: Client;
  pollMs: number | undefined;
}) {
  const receipt = useReceipt({ chainId, hash, client, ...(pollMs ? { pollMs } : {}) });
  const siteUrl = env.VITE_SITE_URL.replace(/\/+$/, '');
  const pageUrl = `${siteUrl}${paths.receipt(chainId, hash)}`;
  const pdfUrl = `${env.VITE_API_URL}/receipts/${chainId}/${hash}/pdf`;
  const retry = (
    <Button variant="outline" onClick={() => void receipt.refetch()} disabled={receipt.isFetching}>
      {receipt.isFetching ? t`Checking…` : t`Check again`}
    </Button>
  );

  const chain = chainLabel(chainId);
  if (receipt.isError) {
    return (
      <Answer title={t`The blockchain could not be read`} action={retry}>
        <p role="alert">
          {t`The transaction could not be read from ${chain} right now, so this page cannot say what it was. Check again in a moment.`}
        </p>
      </Answer>
    );
  }
  if (receipt.data === undefined) {
    return (
      <Frame>
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">{t`Receipt`}</h1>
        <p role="status" className="mt-4 flex items-center gap-2 text-slate-600">
          <Spinner className="size-5 border-2" /> {t`Reading the transaction from the blockchain…`}
        </p>
      </Frame>
    );
  }
  if (receipt.data === null) {
    return (
      <Answer title={t`Transaction not found`} action={retry}>
        <p>
          <Trans>
            There is no transaction <span className="font-mono text-base">{hash}</span> on {chain}.
            Check the address of the receipt: the hash may be mistyped, or the transaction was never
            sent.
          </Trans>
        </p>
      </Answer>
    );
  }
  return (
    <Frame>
      <TransactionView receipt={receipt.data} pageUrl={pageUrl} pdfUrl={pdfUrl} />
    </Frame>
  );
}

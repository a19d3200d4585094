import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { displayMemo } from '@eco/contracts/receipt';
import { ExternalLink } from '@/components/ui/button';
import type { DescribedTransaction } from '@eco/contracts/receipt';
import { pledgeFor, pledgeMass } from '@eco/shared/pledge';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { SampleBadge } from '@/components/ui/sample-badge';
import { campaigns } from '@/content/campaigns';
import { purchasePledge } from '@/content/pledge';
import { isSample } from '@/content/provenance';
import {
  ecoText,
  ethText,
  formatNumber,
  formatUtcDateTime,
  paymentText,
  RECEIPT_ETH_DECIMALS,
} from '@/lib/format';
import { exactNote } from '@/lib/exact-note';
import { explorerUrl } from '@/lib/wallet/chains';
import { saleStageName } from '@/lib/sale-stage-name';
import {
  chainLabel,
  notReceiptTexts,
  otherTransactionText,
  receiptTitle,
} from '../receipt-figures';
import { QrCode } from './qr-code';
import { ShareReceipt } from './share-receipt';

type Mined = Exclude<DescribedTransaction, { kind: 'pending' }>;

/** One label and its value; `note` under the value (an exact amount, what a figure means). */
function Figure({
  label,
  children,
  note,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 font-semibold text-brand-950 wrap-anywhere">
        {children}
        {note ? <span className="block text-sm font-normal text-slate-600">{note}</span> : null}
      </dd>
    </div>
  );
}

/** An address in full (a receipt is checked character by character), linked to the explorer. */
function AddressValue({ chainId, address }: { chainId: number; address: string }) {
  const url = explorerUrl(chainId, 'address', address);
  const text = <span className="font-mono text-sm">{address}</span>;
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="underline">
      {text}
      <span className="sr-only"> {t`(opens the block explorer in a new tab)`}</span>
    </a>
  ) : (
    text
  );
}

/** Who sent the transaction, and to which address (none when it deploys a contract). */
function Parties({ receipt }: { receipt: DescribedTransaction }) {
  return (
    <>
      <Figure label={t`From`}>
        <AddressValue chainId={receipt.chainId} address={receipt.from} />
      </Figure>
      <Figure label={t`To`}>
        {receipt.to ? (
          <AddressValue chainId={receipt.chainId} address={receipt.to} />
        ) : (
          t`None (a contract deployment)`
        )}
      </Figure>
    </>
  );
}

/** A titled part of the receipt; `name` makes its heading's id (the same in every language). */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `receipt-${name}`;
  return (
    <section aria-labelledby={id} className="mt-8 break-inside-avoid">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <dl className="mt-2">{children}</dl>
    </section>
  );
}

/** The figures every mined transaction has: when, where, who, and what its gas cost. */
function TransactionFigures({ receipt }: { receipt: Mined }) {
  const txUrl = explorerUrl(receipt.chainId, 'tx', receipt.hash);
  const head = receipt.headBlockNumber.toString();
  return (
    <Section name="transaction" title={t`Transaction`}>
      <Figure label={t`Block time`}>
        <time dateTime={new Date(Number(receipt.timestamp) * 1000).toISOString()}>
          {formatUtcDateTime(Number(receipt.timestamp) * 1000)}
        </time>
      </Figure>
      <Figure label={t`Block`}>{receipt.blockNumber.toString()}</Figure>
      <Figure
        label={t`Confirmations`}
        note={t`As of block ${head}, when this page read the chain.`}
      >
        {formatNumber(receipt.confirmations, { decimals: 0 })}
      </Figure>
      <Parties receipt={receipt} />
      <Figure label={t`Network fee`} note={exactNote(receipt.fee, 'ETH')}>
        {ethText(receipt.fee, RECEIPT_ETH_DECIMALS)}
      </Figure>
      <Figure label={t`Transaction`}>
        <span className="font-mono text-sm">{receipt.hash}</span>
        {txUrl ? (
          <ExternalLink
            href={txUrl}
            className="mt-1 flex items-center gap-1 text-sm font-semibold underline print:hidden"
          >
            {t`View on the block explorer`} <ExternalIcon aria-hidden="true" className="size-3.5" />
          </ExternalLink>
        ) : null}
      </Figure>
      <Figure label={t`Chain`}>{chainLabel(receipt.chainId)}</Figure>
    </Section>
  );
}

/** A payment in its own asset, with the exact figure under it when rounding hides digits. */
function Payment({ label, asset, units }: { label: string; asset: 'eth' | 'usdc'; units: bigint }) {
  const { text, note } = paymentText(asset, units, exactNote);
  return (
    <Figure label={label} note={note}>
      {text}
    </Figure>
  );
}

/** When the buyer's right to withdraw the purchase ends (none when it equals the block time). */
function WithdrawalFigure({ receipt }: { receipt: Extract<Mined, { kind: 'purchase' }> }) {
  const until = receipt.purchase.withdrawableUntil;
  if (until <= receipt.timestamp) {
    return (
      <Figure
        label={t`Withdrawal right`}
        note={t`Bought after trading was enabled, or where the deployment grants no withdrawal period.`}
      >
        {t`None`}
      </Figure>
    );
  }
  const end = formatUtcDateTime(Number(until) * 1000);
  return (
    <Figure
      label={t`Withdrawal right`}
      note={t`Until then the buyer may give this purchase back for all of what it cost, from the portfolio. The ECO bought must still be in the buying wallet.`}
    >
      <Trans>
        until <time dateTime={new Date(Number(until) * 1000).toISOString()}>{end}</time>
      </Trans>
    </Figure>
  );
}

function PurchaseFigures({ receipt }: { receipt: Extract<Mined, { kind: 'purchase' }> }) {
  const p = receipt.purchase;
  const index = p.index.toString();
  return (
    <Section name="purchase" title={t`Purchase`}>
      <Figure
        label={t`Buyer`}
        note={
          p.buyer === receipt.from ? undefined : t`The contract that bought on the sender’s behalf.`
        }
      >
        <AddressValue chainId={receipt.chainId} address={p.buyer} />
      </Figure>
      <Figure label={t`Sale stage`}>{saleStageName(p.stageKey)}</Figure>
      <Figure label={t`ECO bought`} note={exactNote(p.amount, 'ECO')}>
        {ecoText(p.amount)}
      </Figure>
      <Figure label={t`Purchase number`}>{t`${index} in the stage`}</Figure>
      <Payment label={t`Price per ECO`} asset={p.asset} units={p.pricePerEco} />
      <Payment label={t`Paid`} asset={p.asset} units={p.cost} />
      <WithdrawalFigure receipt={receipt} />
      <Figure label={t`Referrer`}>
        {p.referrer ? <AddressValue chainId={receipt.chainId} address={p.referrer} /> : t`None`}
      </Figure>
      {p.referrer ? (
        <Figure
          label={t`Referral reward`}
          note={t`Reserved for the referrer out of this buyer's cap; minted to them once the purchase is final (after its withdrawal period), never if it is withdrawn or refunded.`}
        >
          {ecoText(p.reward)}
        </Figure>
      ) : null}
    </Section>
  );
}

function ReturnFigures({ receipt }: { receipt: Extract<Mined, { kind: 'return' }> }) {
  const r = receipt.returned;
  const index = r.index.toString();
  const withdrawal = r.reason === 'withdrawal';
  return (
    <Section
      name={withdrawal ? 'withdrawal' : 'refund'}
      title={withdrawal ? t`Withdrawal` : t`Refund`}
    >
      <Figure
        label={t`Buyer`}
        note={
          withdrawal
            ? t`Withdrew the purchase within its withdrawal period.`
            : t`Claimed the refund of a purchase in a stage that was cancelled or missed its minimum raise.`
        }
      >
        <AddressValue chainId={receipt.chainId} address={r.buyer} />
      </Figure>
      <Figure label={t`Sale stage`}>{saleStageName(r.stageKey)}</Figure>
      <Figure label={t`Purchase number`}>{t`${index} in the stage`}</Figure>
      <Figure
        label={t`ECO given back`}
        note={exactNote(r.amount, 'ECO') ?? t`Taken from the buyer and burned.`}
      >
        {ecoText(r.amount)}
      </Figure>
      <Payment label={t`Paid back`} asset={r.asset} units={r.cost} />
    </Section>
  );
}

function DonationFigures({ receipt }: { receipt: Extract<Mined, { kind: 'donation' }> }) {
  const d = receipt.donation;
  const campaign = campaigns.find((c) => BigInt(c.id) === d.campaignId);
  const memo = displayMemo(d.memo);
  const id = d.campaignId.toString();
  const title = campaign?.title ?? '';
  const memoNote = memo.altered
    ? t`The donor's own words, not checked by Green Planet ECO. Hidden characters are shown as �.`
    : t`The donor's own words, not checked by Green Planet ECO.`;
  return (
    <Section name="donation" title={t`Donation`}>
      <Figure label={t`Donor`}>
        <AddressValue chainId={receipt.chainId} address={d.donor} />
      </Figure>
      <Figure label={t`Campaign`}>
        <span data-sample-scope="">
          {campaign ? t`${title} (campaign ${id})` : t`Campaign ${id}`}
          {campaign && isSample(campaign) ? <SampleBadge className="ms-2" /> : null}
        </span>
      </Figure>
      <Figure
        label={t`Given`}
        note={
          exactNote(d.amount, 'ETH') ?? t`Forwarded to the campaign wallet in the same transaction.`
        }
      >
        {ethText(d.amount, RECEIPT_ETH_DECIMALS)}
      </Figure>
      <Figure label={t`Memo`} note={d.memo === '' ? undefined : memoNote}>
        {d.memo === '' ? (
          t`None`
        ) : (
          <>
            “<bdi>{memo.text}</bdi>”
          </>
        )}
      </Figure>
    </Section>
  );
}

/** The sample pledge of a purchase, always said to be a pledge (not a retirement) and a sample. */
function PledgeFigures({ amount }: { amount: bigint }) {
  const pledge = pledgeFor(amount, purchasePledge);
  // The figures in the page's language's separators; the words are the site's (the PDF's are
  // @eco/shared/pledge's English).
  const mass = pledgeMass(pledge.grams);
  const ruleMass = pledgeMass(BigInt(purchasePledge.grams));
  const perEco = formatNumber(purchasePledge.perEco, { decimals: 0 });
  return (
    <section
      aria-labelledby="receipt-pledge"
      data-sample-scope=""
      className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-4 break-inside-avoid"
    >
      <h2
        id="receipt-pledge"
        className="flex items-center gap-2 text-lg font-semibold text-brand-900"
      >
        {t`Pledge`} {pledge.sample ? <SampleBadge /> : null}
      </h2>
      <p className="mt-2 text-xl font-bold text-brand-950">{t`${mass} of CO₂e`}</p>
      <p className="text-sm text-slate-700">
        {t`Counted as ${ruleMass} of CO₂e per ${perEco} ECO bought.`}
      </p>
      <p className="mt-2 text-sm text-amber-950">
        {t`A pledge, not a retirement: no carbon credit has been retired for this purchase. Retired credits are listed in the carbon credit ledger.`}
      </p>
      {pledge.sample ? (
        <p className="mt-1 text-sm text-amber-950">
          {t`Sample pledge: the rule behind this figure is a placeholder, not a commitment of Green Planet ECO.`}
        </p>
      ) : null}
    </section>
  );
}

/** A reverted transaction: what it tried (when known), and that only the fee was charged. */
function FailedText({ receipt }: { receipt: Extract<Mined, { kind: 'failed' }> }) {
  const block = receipt.blockNumber.toString();
  const fee = ethText(receipt.fee, RECEIPT_ETH_DECIMALS);
  const attempt =
    receipt.attempted === 'purchase'
      ? t`It tried to buy ECO.`
      : receipt.attempted === 'return'
        ? t`It tried to withdraw a purchase or claim a refund.`
        : receipt.attempted === 'donation'
          ? t`It tried to make a donation.`
          : null;
  return (
    <>
      {attempt ? `${attempt} ` : null}
      {t`It was included in block ${block} but reverted: nothing was bought or given and nothing was charged but the network fee of ${fee}. There is no receipt for it.`}
    </>
  );
}

/**
 * A transaction under its title: the receipt of a purchase or a donation (every figure, the
 * pledge, the QR code, the links); a mined transaction that reverted (what it tried, and that only
 * the fee was charged); a successful one that is no purchase or donation (what it is, and what it
 * is not); or one not in a block yet (what is known, and that the page keeps checking).
 */
export function TransactionView({
  receipt,
  pageUrl,
  pdfUrl,
}: {
  receipt: DescribedTransaction;
  pageUrl: string;
  pdfUrl: string;
}) {
  return (
    <article aria-labelledby="receipt-title">
      <h1 id="receipt-title" className="text-3xl font-bold tracking-tight text-brand-950">
        {receiptTitle(receipt.kind)}
      </h1>
      {receipt.kind === 'purchase' || receipt.kind === 'return' || receipt.kind === 'donation' ? (
        <>
          <p className="mt-2 max-w-2xl text-slate-600">
            {t`Decoded from the transaction on the blockchain, not from our records: anyone can check every figure below on the chain, or by opening this page from its QR code.`}
          </p>
          {receipt.kind === 'purchase' ? (
            <PurchaseFigures receipt={receipt} />
          ) : receipt.kind === 'return' ? (
            <ReturnFigures receipt={receipt} />
          ) : (
            <DonationFigures receipt={receipt} />
          )}
          <TransactionFigures receipt={receipt} />
          {receipt.kind === 'purchase' ? <PledgeFigures amount={receipt.purchase.amount} /> : null}
          <section aria-labelledby="receipt-keep" className="mt-8 break-inside-avoid">
            <h2 id="receipt-keep" className="text-lg font-semibold text-brand-900">
              {t`Keep and share this receipt`}
            </h2>
            <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
              <QrCode
                value={pageUrl}
                label={t`QR code: opens this receipt at ${pageUrl}`}
                className="size-36 shrink-0 rounded-lg border border-slate-200"
              />
              <div className="min-w-0">
                <p className="text-sm text-slate-600">{t`Scan the code or open:`}</p>
                <p className="font-mono text-sm wrap-anywhere">{pageUrl}</p>
                <div className="mt-4">
                  <ShareReceipt
                    pageUrl={pageUrl}
                    pdfUrl={pdfUrl}
                    title={receiptTitle(receipt.kind)}
                  />
                </div>
              </div>
            </div>
          </section>
        </>
      ) : receipt.kind === 'failed' ? (
        <>
          <p role="alert" className="mt-4 max-w-2xl rounded-2xl bg-red-50 p-4 text-red-950">
            <FailedText receipt={receipt} />
          </p>
          <TransactionFigures receipt={receipt} />
        </>
      ) : receipt.kind === 'other' ? (
        <>
          {/* The sentence holds a full address: it wraps anywhere rather than widen a phone's page. */}
          <p className="mt-4 max-w-2xl text-lg text-slate-700 wrap-anywhere">
            {otherTransactionText(receipt.is)}
          </p>
          <ul className="mt-3 max-w-2xl list-disc space-y-1 ps-5 text-slate-700 wrap-anywhere">
            {notReceiptTexts(receipt).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <TransactionFigures receipt={receipt} />
        </>
      ) : (
        <>
          <p role="status" className="mt-4 max-w-2xl rounded-2xl bg-sky-50 p-4 text-sky-950">
            {t`This transaction is pending: it was sent, but it is not in a block yet. This page checks again every few seconds and shows the receipt as soon as it is confirmed.`}
          </p>
          <dl className="mt-6">
            <Parties receipt={receipt} />
            <Figure label={t`Value sent`}>{ethText(receipt.value, RECEIPT_ETH_DECIMALS)}</Figure>
            <Figure label={t`Transaction`}>
              <span className="font-mono text-sm">{receipt.hash}</span>
            </Figure>
            <Figure label={t`Chain`}>{chainLabel(receipt.chainId)}</Figure>
          </dl>
        </>
      )}
    </article>
  );
}

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { assetText, formatTokenAmount } from '@/lib/format';
import type { PaymentAsset } from '@/lib/wallet/transaction';
import { ethUsdNote, usdText, type EthUsdPrice, type FreshEthUsdPrice } from '@/lib/wallet/eth-usd';
import type { FeeEstimate } from '@/lib/wallet/use-fee-estimate';

const eth = (wei: bigint) => `${formatTokenAmount(wei, { decimals: 8, minimumDecimals: 2 })} ETH`;

/**
 * One figure in ETH, with its approximate USD beside it while the price is fresh; `atMost` for an
 * upper figure ("at most 0.00004766 ETH").
 */
function EthFigure({
  wei,
  text = eth(wei),
  usd,
  atMost = false,
}: {
  wei: bigint;
  text?: string;
  usd: FreshEthUsdPrice | undefined;
  atMost?: boolean;
}) {
  return (
    <>
      <span className="font-semibold text-slate-900">{atMost ? t`at most ${text}` : text}</span>
      {usd ? <span className="text-slate-600"> ({usdText(wei, usd)})</span> : null}
    </>
  );
}

/**
 * A term and its figure: one above the other in a box narrower than 28rem, side by side in a
 * wider one. The figures change as the fee's estimate and the ETH/USD price arrive ("Estimating…"
 * becomes "at most 0.00004766 ETH (≈ $0.14)"); wrapping only when a figure grew too long made
 * the rows taller then, and the button under them moved as the visitor went to click it. Stacked,
 * each figure has a line of its own, and the longest ("at most 0.01004766 ETH (≈ $30.14)") fits
 * one in the 390 px dialog; wider, side by side, a figure may still wrap.
 */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col @md:flex-row @md:flex-wrap @md:justify-between @md:gap-x-3">
      <dt className="text-slate-600">{term}</dt>
      <dd className="tabular-nums @md:text-end">{children}</dd>
    </div>
  );
}

const feeWords: Record<Exclude<FeeEstimate['status'], 'done'>, MessageDescriptor> = {
  idle: msg`shown once the amount can be sent`,
  estimating: msg`Estimating…`,
  failed: msg`not estimated; your wallet shows it before you sign`,
};

/**
 * Where the USD figures of a TransactionCostSummary come from and how old their price is, or why
 * they are hidden; nothing until the price is read, or where the chain has no feed. Its own
 * element, so that a form can keep it below its send button: it arrives with the price, after
 * the figures, and grows by two or three lines at 390 px.
 */
export function EthUsdSourceNote({ ethUsd }: { ethUsd: EthUsdPrice | undefined }) {
  return ethUsd ? <p className="text-xs text-slate-600">{ethUsdNote(ethUsd)}</p> : null;
}

/**
 * What a transaction costs before it is signed, in ETH and approximate USD: the price (for a
 * purchase), the amount paid, the network fee estimate (an upper figure: gas times the most the
 * chain may charge per gas) and the total. USD is shown only while the price feed's answer is
 * fresh; a stale answer hides every USD figure (EthUsdSourceNote says why, placed by the form); a
 * chain without a feed shows ETH alone. A payment in USDC (`asset`) shows the price and amount in
 * USDC and the network fee, always paid in ETH, beside them. Its height does not change as the
 * fee's estimate and the price arrive (Row).
 */
export function TransactionCostSummary({
  price,
  cost,
  costLabel = t`Cost`,
  fee,
  ethUsd,
  asset = 'eth',
}: {
  /** Wei (or USDC base units) per whole token and the token's symbol: "0.00004 ETH / ECO". */
  price?: { wei: bigint; per: string };
  /** Wei paid to the contract (the transaction's value), or USDC base units. */
  cost: bigint;
  /** What pays the cost (default ETH); the network fee is ETH either way. */
  asset?: PaymentAsset;
  costLabel?: string;
  fee: FeeEstimate;
  /** The ETH/USD price; undefined while unread or where the chain has no feed. */
  ethUsd: EthUsdPrice | undefined;
}) {
  const usd = ethUsd?.status === 'fresh' ? ethUsd : undefined;
  const usdc = asset === 'usdc';
  // USDC needs no conversion to read as dollars.
  const figure = (units: bigint, text = assetText(asset, units)) =>
    usdc ? (
      <span className="font-semibold text-slate-900">{text}</span>
    ) : (
      <EthFigure wei={units} text={text} usd={usd} />
    );
  const paid = usdc ? assetText('usdc', cost) : eth(cost);
  const feeText = fee.status === 'done' ? eth(fee.fee) : '';
  return (
    <div className="@container">
      <dl className="space-y-1">
        {price ? (
          <Row term={t`Price`}>
            {figure(price.wei, `${assetText(asset, price.wei)} / ${price.per}`)}
          </Row>
        ) : null}
        <Row term={costLabel}>{figure(cost, paid)}</Row>
        <Row term={t`Network fee (estimate)`}>
          {fee.status === 'done' ? (
            <EthFigure wei={fee.fee} usd={usd} atMost />
          ) : (
            <span className="text-slate-600">{i18n._(feeWords[fee.status])}</span>
          )}
        </Row>
        <Row term={t`Total`}>
          {fee.status !== 'done' ? (
            <span className="font-semibold text-slate-900">{t`${paid} + network fee`}</span>
          ) : usdc ? (
            <span className="font-semibold text-slate-900">{t`${paid} + at most ${feeText}`}</span>
          ) : (
            <EthFigure wei={cost + fee.fee} usd={usd} atMost />
          )}
        </Row>
      </dl>
    </div>
  );
}

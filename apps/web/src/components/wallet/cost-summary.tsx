import type { ReactNode } from 'react';
import { assetText, formatTokenAmount } from '@/lib/format';
import type { PaymentAsset } from '@/lib/wallet/transaction';
import { ethUsdNote, usdText, type EthUsdPrice, type FreshEthUsdPrice } from '@/lib/wallet/eth-usd';
import type { FeeEstimate } from '@/lib/wallet/use-fee-estimate';

const eth = (wei: bigint) => `${formatTokenAmount(wei, { decimals: 8, minimumDecimals: 2 })} ETH`;

/** One figure in ETH, with its approximate USD beside it while the price is fresh. */
function EthFigure({
  wei,
  text = eth(wei),
  usd,
  prefix,
}: {
  wei: bigint;
  text?: string;
  usd: FreshEthUsdPrice | undefined;
  prefix?: string;
}) {
  return (
    <>
      <span className="font-semibold text-slate-900">
        {prefix}
        {text}
      </span>
      {usd ? <span className="text-slate-600"> ({usdText(wei, usd)})</span> : null}
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

const feeWords: Record<Exclude<FeeEstimate['status'], 'done'>, string> = {
  idle: 'shown once the amount can be sent',
  estimating: 'Estimating…',
  failed: 'not estimated; your wallet shows it before you sign',
};

/**
 * What a transaction costs before it is signed, in ETH and approximate USD: the price (for a
 * purchase), the amount paid, the network fee estimate (an upper figure: gas times the most the
 * chain may charge per gas) and the total, then where the USD figures come from and how old their
 * price is. USD is shown only while the price feed's answer is fresh; a stale answer hides every
 * USD figure and says why; a chain without a feed shows ETH alone. A payment in USDC (`asset`)
 * shows the price and amount in USDC and the network fee, always paid in ETH, beside them.
 */
export function TransactionCostSummary({
  price,
  cost,
  costLabel = 'Cost',
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
  return (
    <div className="space-y-2">
      <dl className="space-y-1">
        {price ? (
          <Row term="Price">
            {figure(price.wei, `${assetText(asset, price.wei)} / ${price.per}`)}
          </Row>
        ) : null}
        <Row term={costLabel}>{figure(cost, paid)}</Row>
        <Row term="Network fee (estimate)">
          {fee.status === 'done' ? (
            <EthFigure wei={fee.fee} usd={usd} prefix="at most " />
          ) : (
            <span className="text-slate-600">{feeWords[fee.status]}</span>
          )}
        </Row>
        <Row term="Total">
          {fee.status !== 'done' ? (
            <span className="font-semibold text-slate-900">{paid} + network fee</span>
          ) : usdc ? (
            <span className="font-semibold text-slate-900">
              {paid} + at most {eth(fee.fee)}
            </span>
          ) : (
            <EthFigure wei={cost + fee.fee} usd={usd} prefix="at most " />
          )}
        </Row>
      </dl>
      {ethUsd ? <p className="text-xs text-slate-600">{ethUsdNote(ethUsd)}</p> : null}
    </div>
  );
}

import { tokenFacts } from '@/content/token';
import { formatNumber } from '@/lib/format';

/** Name, symbol, decimals, supply, fees and limits, as published in the token facts. */
export function TokenOverview() {
  const facts: [string, string][] = [
    ['Name', tokenFacts.name],
    ['Symbol', tokenFacts.symbol],
    ['Decimals', String(tokenFacts.decimals)],
    ['Total supply', `${formatNumber(tokenFacts.totalSupply, { decimals: 0 })} ECO`],
    [
      'Buy fee',
      `${tokenFacts.fees.buyPerMille / 10}% (capped at ${tokenFacts.fees.buyCapPerMille / 10}%)`,
    ],
    [
      'Sell fee',
      `${tokenFacts.fees.sellPerMille / 10}% (capped at ${tokenFacts.fees.sellCapPerMille / 10}%)`,
    ],
    ['Wallet-to-wallet transfers', 'No fee'],
    ['Max buy per transaction', `${tokenFacts.limits.maxBuyPerMille / 10}% of supply`],
    ['Max sell per transaction', `${tokenFacts.limits.maxSellPerMille / 10}% of supply`],
    ['Referral reward', `${tokenFacts.referralRewardPercent}% of the tokens bought`],
  ];
  return (
    <dl className="grid gap-px overflow-hidden rounded-3xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="bg-white px-5 py-4">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 font-semibold text-brand-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

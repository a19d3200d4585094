import type { FreshEthUsdPrice } from './eth-usd';

// Free of Lingui's macros: the browser tests (e2e/eth-usd.spec.ts) compute the figures they expect
// with these, outside Vite.

// USD figures are carried to a millionth of a dollar, then rounded to cents when shown.
const USD_SCALE = 1_000_000n;

/** The USD value of `wei` at a fresh price, as a number of dollars (for display only). */
export function usdValue(
  wei: bigint,
  price: Pick<FreshEthUsdPrice, 'answer' | 'decimals'>,
): number {
  const micros = (wei * price.answer * USD_SCALE) / 10n ** BigInt(18 + price.decimals);
  return Number(micros) / Number(USD_SCALE);
}

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** An approximate dollar amount: "≈ $1,234.56", "< $0.01" for less than a cent. */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return '< $0.01';
  return `≈ ${usdFormat.format(usd)}`;
}

/** `formatUsd` of `wei` at `price`. */
export function usdText(wei: bigint, price: Pick<FreshEthUsdPrice, 'answer' | 'decimals'>): string {
  return formatUsd(usdValue(wei, price));
}

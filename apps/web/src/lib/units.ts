export { formatUnits } from '@eco/shared/format';

/** Parses a decimal string ("1.5") into integer base units with `decimals` places. */
export function parseUnits(text: string, decimals: number): bigint {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') {
    throw new Error(`"${text}" is not a decimal number`);
  }
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > decimals) {
    throw new Error(`"${text}" has more than ${decimals} decimals`);
  }
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`);
}

/** Division rounded up, as the sale contract rounds a cost in the seller's favour. */
export function divCeil(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

const ONE_TOKEN = 10n ** 18n;

/** User text as 18-decimal base units, or null when it is not a usable amount. */
export function parseAmount(text: string): bigint | null {
  try {
    return parseUnits(text, 18);
  } catch {
    return null;
  }
}

/** Cost in wei of `amount` token base units at `price` wei per token, rounded up like the sale contract. */
export function tokenCost(amount: bigint, price: bigint): bigint {
  return divCeil(amount * price, ONE_TOKEN);
}

/** The most token base units that `wei` pays for at `price`, rounded down. */
export function tokensFor(wei: bigint, price: bigint): bigint {
  return price === 0n ? 0n : (wei * ONE_TOKEN) / price;
}

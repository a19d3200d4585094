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

/** Formats integer base units as a decimal string without trailing zeros. */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Division rounded up, as the sale contract rounds a cost in the seller's favour. */
export function divCeil(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

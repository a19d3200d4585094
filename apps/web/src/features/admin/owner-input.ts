import { getAddress, isAddress, zeroAddress, type Address } from 'viem';
import { formatPercent as formatPercentNumber } from '@/lib/format';
import { formatUnits, parseUnits } from '@/lib/units';

/** A parsed form value, or the message that says what is wrong with it. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/**
 * A percentage typed by the owner ("1.5") as an integer in units of 10^-`decimals` percent:
 * per mille for one decimal, basis points for two. Refuses text, too many decimals and values
 * outside [min, max] (both in the same units), naming the limits in percent.
 */
export function parsePercent(
  text: string,
  { decimals, min, max, label }: { decimals: number; min: bigint; max: bigint; label: string },
): Parsed<bigint> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(`Enter the ${label} in percent.`);
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.')
    return fail(`The ${label} must be a number of percent, such as 1.5.`);
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.length > decimals)
    return fail(
      `The ${label} can have at most ${decimals} decimal${decimals === 1 ? '' : 's'} (the contract counts in ${decimals === 1 ? 'tenths' : 'hundredths'} of a percent).`,
    );
  const value = parseUnits(trimmed, decimals);
  if (value > max)
    return fail(
      `The ${label} can be at most ${formatPercent(max, decimals)} (the contract's cap).`,
    );
  if (value < min) return fail(`The ${label} must be at least ${formatPercent(min, decimals)}.`);
  return { ok: true, value };
}

/** An integer in units of 10^-`decimals` percent, as "1.5%". */
export const formatPercent = (value: bigint, decimals: number) =>
  formatPercentNumber(Number(formatUnits(value, decimals)), { decimals });

/**
 * An address typed or pasted by the owner. Lowercase (or uppercase) hex is accepted as it is;
 * mixed case must match its EIP-55 checksum, which catches most typos. The zero address is
 * refused: every contract setter that takes an address refuses it too.
 */
export function parseAddress(text: string, label = 'address'): Parsed<Address> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(`Enter the ${label}.`);
  if (!/^0x[0-9a-fA-F]{40}$/.test(trimmed))
    return fail(`The ${label} must be 0x followed by 40 hexadecimal characters.`);
  if (!isAddress(trimmed, { strict: true }))
    return fail(
      `The ${label}'s capital letters do not match its checksum: check it for a typo, or paste it in lowercase.`,
    );
  if (trimmed.toLowerCase() === zeroAddress)
    return fail(`The ${label} cannot be the zero address.`);
  return { ok: true, value: getAddress(trimmed) };
}

/**
 * An amount typed by the owner (an ETH price or ECO amount, 18 decimals; a USDC price, 6), in base
 * units; greater than zero unless `zero` says what 0 means (a USDC price of 0: ETH only), and at
 * most `max.value` when given (else `max.error`).
 */
export function parseTokenAmount(
  text: string,
  {
    label,
    unit,
    max,
    decimals = 18,
    zero = false,
  }: {
    label: string;
    unit: string;
    max?: { value: bigint; error: string };
    decimals?: number;
    zero?: boolean;
  },
): Parsed<bigint> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(`Enter the ${label}.`);
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.')
    return fail(`The ${label} must be a number of ${unit}, such as 0.5.`);
  if ((trimmed.split('.')[1] ?? '').length > decimals)
    return fail(`The ${label} can have at most ${decimals} decimals (${unit} has ${decimals}).`);
  const value = parseUnits(trimmed, decimals);
  if (value === 0n && !zero) return fail(`The ${label} must be greater than zero.`);
  if (max !== undefined && value > max.value) return fail(max.error);
  return { ok: true, value };
}

/** A `datetime-local` value ("2026-12-01T12:00") read as UTC, in seconds since the epoch. */
export function parseUtcTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(trimmed)) return undefined;
  const ms = Date.parse(`${trimmed}Z`);
  // Date.parse rolls 2026-02-30 over into March: a day that does not exist does not read back.
  if (Number.isNaN(ms) || !new Date(ms).toISOString().startsWith(trimmed)) return undefined;
  return ms / 1000;
}

/** Seconds since the epoch as a `datetime-local` value in UTC; 0 (by hand) is empty. */
export function utcTimeInput(seconds: bigint): string {
  return seconds === 0n ? '' : new Date(Number(seconds) * 1000).toISOString().slice(0, 16);
}

/**
 * A sale stage's opening and closing times as typed (UTC; empty = by hand), checked against
 * `now` (ms): each time must be still to come (what is past would act at once; Open and Close do
 * that) and the closing must come after the opening, as the contract requires.
 */
export function parseSaleSchedule(
  opens: string,
  closes: string,
  now: number,
): Parsed<{ opensAt: bigint; closesAt: bigint }> {
  const read = (text: string, which: string): Parsed<number> => {
    if (text.trim() === '') return { ok: true, value: 0 };
    const seconds = parseUtcTime(text);
    if (seconds === undefined)
      return fail(`The ${which} time must be a date and time, such as 2026-12-01T12:00.`);
    if (seconds * 1000 <= now)
      return fail(
        `The ${which} time has passed. Pick a time to come, or ${which === 'opening' ? 'open' : 'close'} the stage now.`,
      );
    return { ok: true, value: seconds };
  };
  const opensAt = read(opens, 'opening');
  if (!opensAt.ok) return opensAt;
  const closesAt = read(closes, 'closing');
  if (!closesAt.ok) return closesAt;
  if (opensAt.value !== 0 && closesAt.value !== 0 && closesAt.value <= opensAt.value)
    return fail('The closing time must come after the opening time.');
  return { ok: true, value: { opensAt: BigInt(opensAt.value), closesAt: BigInt(closesAt.value) } };
}

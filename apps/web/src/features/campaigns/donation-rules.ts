import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import { parseUnits } from '@/lib/units';

/**
 * EcoDonations' MAX_MEMO_BYTES: the contract refuses a longer memo (MemoTooLong). The dialog's
 * test reads the deployed contract's value, so the two cannot drift apart unnoticed.
 */
export const MAX_MEMO_BYTES = 140;

const encoder = new TextEncoder();

/**
 * A memo's length as the contract counts it: UTF-8 bytes, not characters ("é" is 2 bytes, "🌱"
 * 4). viem encodes the string with the same encoder, so this is what the call will carry.
 */
export function memoBytes(memo: string): number {
  return encoder.encode(memo).length;
}

/** Why a memo cannot be sent, or null when it fits (in the page's language: call it at render). */
export function memoProblem(memo: string): string | null {
  if (memoBytes(memo) <= MAX_MEMO_BYTES) return null;
  // No count in the sentence: it is announced once when it appears, the counter beside the field
  // tells the bytes as they change.
  const limit = formatNumber(MAX_MEMO_BYTES, { decimals: 0 });
  return t`Your message is longer than the ${limit} bytes the contract accepts: shorten it. Letters with accents take 2 bytes and most emoji 4.`;
}

/** A donation amount as typed: its wei, or why it cannot be sent (null: nothing typed yet). */
export type AmountCheck =
  { value: bigint; problem?: undefined } | { value?: undefined; problem: string | null };

/**
 * Checks the ETH amount a donor typed (the input only lets digits and one point through); its
 * problems are in the page's language, so call it at render.
 */
export function checkDonationAmount(text: string): AmountCheck {
  if (text === '' || text === '.') return { problem: null };
  const [, fraction = ''] = text.split('.');
  if (fraction.length > 18) return { problem: t`ETH has at most 18 decimals.` };
  let value: bigint;
  try {
    value = parseUnits(text, 18);
  } catch {
    return { problem: t`Enter the amount as a number, such as 0.1.` };
  }
  if (value === 0n) return { problem: t`Enter an amount greater than zero.` };
  return { value };
}

import { msg } from '@lingui/core/runtime-macro';
import { exactAmount } from '@eco/shared/format';
import { tx } from './localized';

/**
 * "exactly 0.000039375 ETH" under a figure whose rounding hides digits, in the page's language
 * (the PDF's English is @eco/shared/format's englishExactNote), else undefined. Apart from
 * ./format.ts, which every page loads: only the receipts and the sale's results write it.
 */
export function exactNote(value: bigint, unit: 'ECO' | 'ETH'): string | undefined {
  const amount = exactAmount(value, unit);
  return amount === undefined ? undefined : tx(msg`exactly ${{ amount }}`);
}

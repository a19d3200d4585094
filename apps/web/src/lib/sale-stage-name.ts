import { msg } from '@lingui/core/runtime-macro';
import type { SaleStageKey } from '@eco/contracts/stages';
import { tx } from './localized';

/**
 * A sale stage's name in a sentence or on a receipt, in the page's language: in English the
 * contracts package's `saleStageName` ("Public stage"), which the PDFs print, so that the white
 * paper and a receipt read as their PDFs do (white-paper.test.ts and receipt.spec.ts hold them
 * alike). Written with the content modules' runtime macro: the white paper is read by Node too.
 */
export function saleStageName(key: SaleStageKey): string {
  switch (key) {
    case 'partners':
      return tx(msg`Partners stage`);
    case 'private':
      return tx(msg`Private stage`);
    case 'public':
      return tx(msg`Public stage`);
  }
}

import { ecoDonationsAbi, ecoTokenAbi } from '@eco/contracts';
import {
  type Abi,
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
} from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { donationsRefusal, ecoErrorText, ecoRefusal, refusalSentences } from './refusals';

/** What viem throws for a simulated call that `abi`'s contract refused with `errorName`. */
function reverted(abi: Abi, errorName: string, args: readonly unknown[] = []): BaseError {
  const data = encodeErrorResult({ abi, errorName, args });
  return new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({ abi, data, functionName: 'publicSale' }),
    { abi, functionName: 'publicSale', args: [] },
  );
}

afterEach(() => activateLocale(sourceLocale));

/** German, from the Buy dialog's catalogue, which holds the refusals' words. */
const german = () => inLanguage('de', 'features/sale/components/buy-tokens-dialog');

describe("the contracts' refusals in words", () => {
  it('has one sentence for every custom error of each contract', () => {
    for (const [sentences, abi] of [
      [refusalSentences.eco, ecoTokenAbi],
      [refusalSentences.donations, ecoDonationsAbi],
    ] as const) {
      const names = abi.flatMap((item) => (item.type === 'error' ? [item.name] : []));
      expect(Object.keys(sentences).sort()).toEqual([...new Set(names)].sort());
      for (const sentence of Object.values(sentences)) {
        expect(sentence.message).toMatch(/^[A-Z].*\.$/);
      }
    }
  });

  it("words a refusal of the contract called, not the other contract's", () => {
    const closed = reverted(ecoTokenAbi, 'SaleClosed', [0]);
    expect(ecoRefusal(closed)).toBe('This sale stage is closed.');
    expect(donationsRefusal(closed)).toBeUndefined();
    const memo = reverted(ecoDonationsAbi, 'MemoTooLong', [142n, 140n]);
    expect(donationsRefusal(memo)).toBe(
      'The message is longer than the 140 bytes the contract accepts; shorten it.',
    );
    expect(ecoRefusal(memo)).toBeUndefined();
  });

  it("in the page's language", async () => {
    const closed = reverted(ecoTokenAbi, 'SaleClosed', [0]);
    await german();
    expect(ecoRefusal(closed)).toBe('Diese Verkaufsphase ist geschlossen.');
    expect(ecoErrorText(closed)).toBe('Diese Verkaufsphase ist geschlossen.');
  });

  it('words a rejection in the wallet and any other error', () => {
    expect(ecoErrorText(new UserRejectedRequestError(new Error('denied')))).toBe(
      'You rejected the request in your wallet.',
    );
    // Another failure: quoted as reported, in its own (English, technical) words.
    expect(ecoErrorText(new BaseError('Something broke'))).toBe(
      'Reported by the wallet or the network: Something broke',
    );
    expect(ecoErrorText(new Error('plain'))).toBe('Reported by the wallet or the network: plain');
    expect(ecoErrorText('weird')).toBe('The transaction failed.');
    // A failure the site knows is worded as the wallet's errors are.
    expect(ecoErrorText(new Error('insufficient funds for gas * price + value'))).toBe(
      'Your wallet does not hold enough ETH for this amount and the network fee.',
    );
  });

  it("frames an unknown failure in the page's language", async () => {
    await german();
    expect(ecoErrorText(new BaseError('HTTP request failed.'))).toBe(
      'Gemeldet von der Wallet oder dem Netzwerk: HTTP request failed.',
    );
  });
});

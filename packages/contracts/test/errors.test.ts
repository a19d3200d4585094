import { BaseError, UserRejectedRequestError, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { ecoErrorMessages, getEcoErrorMessage, getEcoErrorName } from '../src/errors';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { accounts, eco, useFreshChain } from './helpers';

useFreshChain();

describe('error messages for the site', () => {
  it('has an English sentence for every custom error in the ABI', () => {
    const names = ecoTokenAbi.filter((item) => item.type === 'error').map((item) => item.name);
    expect(Object.keys(ecoErrorMessages).sort()).toEqual([...names].sort());
    for (const message of Object.values(ecoErrorMessages)) expect(message).toMatch(/^[A-Z].*\.$/);
    expect(ecoErrorMessages.SaleClosed).toBe('This sale stage is closed.');
    expect(ecoErrorMessages.NotAPartner).toBe(
      'This wallet is not on the partners list, or not with this allocation.',
    );
  });

  it('turns a real revert from the chain into its message', async () => {
    const failure = await eco.simulate
      .publicSale([10n ** 18n], { account: accounts.nonPartner, value: parseEther('1') })
      .catch((error: unknown) => error);
    expect(getEcoErrorName(failure)).toBe('SaleClosed');
    expect(getEcoErrorMessage(failure)).toBe('This sale stage is closed.');
  });

  it('handles wallet rejections and unknown errors', () => {
    const rejected = new UserRejectedRequestError(new Error('denied'));
    expect(getEcoErrorMessage(rejected)).toBe('You rejected the request in your wallet.');
    expect(getEcoErrorMessage(new BaseError('Something broke'))).toBe('Something broke');
    expect(getEcoErrorMessage(new Error('plain'))).toBe('plain');
    expect(getEcoErrorMessage('weird')).toBe('The transaction failed.');
    expect(getEcoErrorName(new Error('x'))).toBeUndefined();
  });
});

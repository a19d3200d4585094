import { BaseError, UserRejectedRequestError, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  ecoDonationsErrorMessages,
  ecoErrorMessages,
  getEcoDonationsErrorMessage,
  getEcoDonationsErrorName,
  getEcoErrorMessage,
  getEcoErrorName,
} from '../src/errors';
import { ecoDonationsAbi } from '../src/generated/eco-donations-abi';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { accounts, contractAt, eco, fixture, mined, useFreshChain } from './helpers';

useFreshChain();

const donations = contractAt(ecoDeployments[31337].donations.address, ecoDonationsAbi);
/** What a simulation (the site checks every call this way before it sends) throws. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call was expected to revert'),
    (error: unknown) => error,
  );

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
    expect(getEcoDonationsErrorMessage(rejected)).toBe('You rejected the request in your wallet.');
    expect(getEcoDonationsErrorMessage('weird')).toBe('The transaction failed.');
    expect(getEcoDonationsErrorName(new Error('x'))).toBeUndefined();
  });
});

describe('EcoDonations error messages', () => {
  it('has an English sentence for every custom error of EcoDonations', () => {
    const names = ecoDonationsAbi.filter((item) => item.type === 'error').map((item) => item.name);
    expect(Object.keys(ecoDonationsErrorMessages).sort()).toEqual([...names].sort());
    for (const message of Object.values(ecoDonationsErrorMessages)) {
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('names the limit the contract enforces', async () => {
    // The sentence quotes the limit; it must be the one the deployed contract holds.
    const max = await donations.read.MAX_MEMO_BYTES();
    expect(ecoDonationsErrorMessages.MemoTooLong).toContain(`${max} bytes`);
  });

  it("turns the donor's real reverts from the chain into their messages", async () => {
    const donor = accounts.nonPartner;
    // Functions, not promises: a call started before its turn would reject with nobody awaiting
    // it, an unhandled rejection.
    const cases = [
      [() => donations.simulate.donate([1n, ''], { account: donor }), 'ZeroDonation'],
      // 71 two-byte characters: 142 bytes, past the 140 the contract takes.
      [
        () => donations.simulate.donate([1n, 'é'.repeat(71)], { account: donor, value: 1n }),
        'MemoTooLong',
      ],
      [
        () => donations.simulate.donate([99n, ''], { account: donor, value: 1n }),
        'UnknownCampaign',
      ],
    ] as const;
    for (const [call, name] of cases) {
      const failure = await refusal(call());
      expect(getEcoDonationsErrorName(failure)).toBe(name);
      expect(getEcoDonationsErrorMessage(failure)).toBe(ecoDonationsErrorMessages[name]);
      // ECO's lookup does not claim a donations error as one of its own.
      expect(getEcoErrorName(failure)).toBeUndefined();
    }

    await mined(donations.as(fixture.timelock).write.setCampaignActive([2n, false]));
    const stopped = await refusal(
      donations.simulate.donate([2n, 'hi'], { account: donor, value: 1n }),
    );
    expect(getEcoDonationsErrorMessage(stopped)).toBe(
      'This campaign is not taking donations right now; nothing was sent.',
    );
  });
});

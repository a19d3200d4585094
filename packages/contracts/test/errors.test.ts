import { BaseError, UserRejectedRequestError, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  ecoDonationsErrorNames,
  ecoErrorNames,
  getEcoDonationsErrorName,
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

// The names only: the site words each in every language (apps/web/src/components/wallet/
// refusals.ts, whose typecheck fails when a name has no sentence).
describe('the error a call reverted with', () => {
  it('knows every custom error in the ABI', () => {
    const names = ecoTokenAbi.filter((item) => item.type === 'error').map((item) => item.name);
    expect([...ecoErrorNames].sort()).toEqual([...new Set(names)].sort());
    expect(ecoErrorNames.has('SaleClosed')).toBe(true);
  });

  it('names a real revert from the chain', async () => {
    const failure = await eco.simulate
      .publicSale([10n ** 18n], { account: accounts.nonPartner, value: parseEther('1') })
      .catch((error: unknown) => error);
    expect(getEcoErrorName(failure)).toBe('SaleClosed');
  });

  it('names nothing for wallet rejections and unknown errors', () => {
    const rejected = new UserRejectedRequestError(new Error('denied'));
    for (const error of [rejected, new BaseError('Something broke'), new Error('x'), 'weird']) {
      expect(getEcoErrorName(error)).toBeUndefined();
      expect(getEcoDonationsErrorName(error)).toBeUndefined();
    }
  });
});

describe('the error a call to EcoDonations reverted with', () => {
  it('knows every custom error of EcoDonations', () => {
    const names = ecoDonationsAbi.filter((item) => item.type === 'error').map((item) => item.name);
    expect([...ecoDonationsErrorNames].sort()).toEqual([...new Set(names)].sort());
  });

  it("names the donor's real reverts from the chain", async () => {
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
      // ECO's lookup does not claim a donations error as one of its own.
      expect(getEcoErrorName(failure)).toBeUndefined();
    }

    await mined(donations.as(fixture.timelock).write.setCampaignActive([2n, false]));
    const stopped = await refusal(
      donations.simulate.donate([2n, 'hi'], { account: donor, value: 1n }),
    );
    expect(getEcoDonationsErrorName(stopped)).toBe('CampaignNotActive');
  });
});

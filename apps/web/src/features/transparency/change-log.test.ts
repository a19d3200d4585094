import { ecoDonationsAbi, ecoTokenAbi, findEcoDeployment } from '@eco/contracts';
import { encodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { describeCall, eventArgs } from './change-log';

const local = findEcoDeployment(31337)!;

describe('the public change log', () => {
  it("decodes a timelock call with the target contract's own ABI", () => {
    expect(
      describeCall(
        31337,
        local.address,
        encodeFunctionData({ abi: ecoTokenAbi, functionName: 'setSaleOpen', args: [2, false] }),
      ),
    ).toEqual({ contract: 'ECO token', call: 'setSaleOpen(2, false)' });
    expect(
      describeCall(
        31337,
        local.donations.address,
        encodeFunctionData({
          abi: ecoDonationsAbi,
          functionName: 'setCampaignWallet',
          args: [1n, local.fundWallet],
        }),
      ),
    ).toEqual({ contract: 'Donations', call: `setCampaignWallet(1, ${local.fundWallet})` });
  });

  it('never guesses: other targets and unknown functions are shown raw', () => {
    const other = '0x0000000000000000000000000000000000000042';
    expect(describeCall(31337, other, '0x12345678')).toEqual({
      contract: `Another contract (${other})`,
      call: 'data 0x12345678',
    });
    expect(describeCall(31337, local.address, '0xdeadbeef').call).toBe(
      'unknown function, data 0xdeadbeef',
    );
  });

  it('lists event arguments by name', () => {
    expect(eventArgs({ oldBuyFee: '10', newBuyFee: '5', flag: true })).toBe(
      'oldBuyFee: 10, newBuyFee: 5, flag: true',
    );
  });
});

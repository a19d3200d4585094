import {
  carbonLedgerRegistryAbi,
  ecoDonationsAbi,
  ecoTokenAbi,
  findEcoDeployment,
} from '@eco/contracts';
import { encodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { callText, describeCall, ecoCallText } from './call-text';
import { decodeEcoCall } from './owner-timelock';

const local = findEcoDeployment(31337)!;
const someone = '0x1234567890AbcdEF1234567890aBcdef12345678';
const root = `0x${'ab'.repeat(32)}` as const;

describe('a call the owner timelock holds', () => {
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
    // The three registries share an ABI: each is named by its address.
    const setPublisher = encodeFunctionData({
      abi: carbonLedgerRegistryAbi,
      functionName: 'setPublisher',
      args: [local.fundWallet],
    });
    expect(describeCall(31337, local.outflowTagsRegistry.address, setPublisher)).toEqual({
      contract: 'Outflow tags registry',
      call: `setPublisher(${local.fundWallet})`,
    });
    expect(describeCall(31337, local.carbonLedgerRegistry.address, setPublisher).contract).toBe(
      'Carbon ledger registry',
    );
    expect(describeCall(31337, local.whitePaperRegistry.address, setPublisher).contract).toBe(
      'White paper registry',
    );
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

  it('is written as code, shortened for a sentence or in full', () => {
    const call = { functionName: 'setCampaignWallet', args: [1n, [someone, root], true] };
    expect(callText(call)).toBe('setCampaignWallet(1, [0x1234…5678, 0xabab…abab], true)');
    expect(callText(call, false)).toBe(`setCampaignWallet(1, [${someone}, ${root}], true)`);
    const data = encodeFunctionData({
      abi: ecoTokenAbi,
      functionName: 'setFees',
      args: [15n, 25n],
    });
    expect(ecoCallText(decodeEcoCall(data), data)).toBe('setFees(15, 25)');
    expect(ecoCallText(decodeEcoCall('0xdeadbeef'), '0xdeadbeef')).toBe(
      'A call that is not one of ECO’s functions (0xdeadbeef)',
    );
    expect(ecoCallText(undefined)).toBe('A call that is not one of ECO’s functions');
  });
});

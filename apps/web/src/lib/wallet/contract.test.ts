import { describe, expect, it } from 'vitest';
import type { Config } from 'wagmi';
import { ecoTokenAbi } from '@eco/contracts';
import {
  prepareContractWrite,
  readContractValue,
  sendContractWrite,
  waitForTransaction,
} from './contract';

// The guards run before any network use, so an empty config object is enough here.
const config = {} as Config;
const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('contract helpers refuse missing arguments (spec section 8)', () => {
  it('address is required', () => {
    expect(() => readContractValue(config, { abi: ecoTokenAbi, functionName: 'name' })).toThrow(
      /^address is required$/,
    );
  });
  it('abi is required', () => {
    expect(() => readContractValue(config, { address, functionName: 'name' })).toThrow(
      /^abi is required$/,
    );
  });
  it('functionName is required', () => {
    // Without a function name there is none to infer: the type argument names the one missing.
    expect(() => readContractValue<'name'>(config, { address, abi: ecoTokenAbi })).toThrow(
      /^functionName is required$/,
    );
    return expect(prepareContractWrite(config, { address, abi: ecoTokenAbi })).rejects.toThrow(
      /^functionName is required$/,
    );
  });
  it('request is required', () => {
    expect(() => sendContractWrite(config, undefined)).toThrow(/^request is required$/);
  });
  it('hash is required', () => {
    expect(() => waitForTransaction(config, undefined)).toThrow(/^hash is required$/);
  });
});

import { ecoTokenAbi } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { encodeFunctionData, type Hex } from 'viem';
import { decodeEcoCall, toTimelockOperation } from './owner-timelock';

const eco = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const other = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const id = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const setFees = encodeFunctionData({ abi: ecoTokenAbi, functionName: 'setFees', args: [15n, 25n] });
const withdraw = encodeFunctionData({ abi: ecoTokenAbi, functionName: 'withdraw' });

describe('decodeEcoCall', () => {
  it('decodes ECO calls, with no arguments as an empty list, and nothing else', () => {
    expect(decodeEcoCall(setFees)).toEqual({ functionName: 'setFees', args: [15n, 25n] });
    expect(decodeEcoCall(withdraw)).toEqual({ functionName: 'withdraw', args: [] });
    expect(decodeEcoCall('0xdeadbeef')).toBeUndefined();
  });
});

describe('toTimelockOperation', () => {
  const indexed = {
    id: id(1),
    timelock: other.toLowerCase() as Hex,
    target: eco.toLowerCase() as Hex,
    value: '0',
    data: setFees,
    predecessor: id(0),
    salt: id(7),
    delay: '300',
    readyAt: '1700000300',
    status: 'pending' as const,
    scheduledBlock: '10',
    scheduledTimestamp: '1700000000',
    scheduledLogIndex: 1,
    scheduledTx: id(101),
    scheduledBy: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' as Hex,
    settledBlock: null,
    settledTimestamp: null,
    settledLogIndex: null,
    settledTx: null,
    settledBy: null,
  };

  it('reads a pending call with the time it may run, decoded, in checksummed addresses', () => {
    expect(toTimelockOperation(indexed)).toMatchObject({
      id: id(1),
      target: eco,
      delay: 300n,
      salt: id(7),
      call: { functionName: 'setFees', args: [15n, 25n] },
      status: 'pending',
      scheduledBlock: 10n,
      scheduledBy: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      readyAt: 1_700_000_300_000,
      settledBlock: undefined,
    });
  });

  it('reads an executed call with where it ran, and no time left to wait', () => {
    const op = toTimelockOperation({
      ...indexed,
      status: 'executed',
      settledBlock: '12',
      settledTimestamp: '1700000400',
      settledLogIndex: 0,
      settledTx: id(201),
      settledBy: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    });
    expect(op).toMatchObject({
      status: 'executed',
      settledBlock: 12n,
      settledTx: id(201),
      settledBy: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      readyAt: undefined,
    });
  });
});

import { ecoTokenAbi } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { encodeFunctionData, type Hex } from 'viem';
import { decodeEcoCall, foldOperations } from './owner-timelock';

const eco = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const other = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const id = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const setFees = encodeFunctionData({ abi: ecoTokenAbi, functionName: 'setFees', args: [15n, 25n] });
const withdraw = encodeFunctionData({ abi: ecoTokenAbi, functionName: 'withdraw' });

const scheduled = (n: number, data: Hex, target: string = eco, block = 10n) => ({
  eventName: 'CallScheduled',
  args: { id: id(n), index: 0n, target, value: 0n, data, predecessor: id(0), delay: 300n },
  blockNumber: block,
  logIndex: 1,
  transactionHash: id(100 + n),
});
const step = (eventName: string, n: number, block: bigint, args: Record<string, unknown> = {}) => ({
  eventName,
  args: { id: id(n), ...args },
  blockNumber: block,
  logIndex: 2,
  transactionHash: id(200 + n),
});

describe('decodeEcoCall', () => {
  it('decodes ECO calls, with no arguments as an empty list, and nothing else', () => {
    expect(decodeEcoCall(setFees)).toEqual({ functionName: 'setFees', args: [15n, 25n] });
    expect(decodeEcoCall(withdraw)).toEqual({ functionName: 'withdraw', args: [] });
    expect(decodeEcoCall('0xdeadbeef')).toBeUndefined();
  });
});

describe('foldOperations', () => {
  it('tells each operation on ECO from its events: pending with its salt, executed, cancelled', () => {
    const operations = foldOperations(
      [
        scheduled(1, setFees),
        step('CallSalt', 1, 10n, { salt: id(77) }),
        scheduled(2, withdraw),
        scheduled(3, setFees, other),
        scheduled(4, setFees),
        step('CallExecuted', 2, 20n),
        step('Cancelled', 4, 21n),
      ],
      eco,
    );
    expect(operations.map((op) => [op.id, op.status])).toEqual([
      [id(1), 'pending'],
      [id(2), 'executed'],
      [id(4), 'cancelled'],
    ]);
    expect(operations[0]).toMatchObject({
      salt: id(77),
      delay: 300n,
      call: { functionName: 'setFees', args: [15n, 25n] },
      scheduledTx: id(101),
      settledBlock: undefined,
    });
    expect(operations[1]).toMatchObject({ settledBlock: 20n, settledTx: id(202) });
    // Without a CallSalt event the salt was zero.
    expect(operations[1]?.salt).toBe(id(0));
  });
});

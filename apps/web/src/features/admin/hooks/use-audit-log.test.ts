import type { IndexedOwnerEvent, IndexedTimelockOperation } from '@eco/shared';
import { ecoTokenAbi } from '@eco/contracts';
import { encodeFunctionData, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { auditEntries } from './use-audit-log';

const eco = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const timelock = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const proposer = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const guardian = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;

const event = (
  eventName: string,
  block: number,
  extra: Partial<IndexedOwnerEvent> = {},
): IndexedOwnerEvent => ({
  eventName,
  args: {},
  sender: proposer,
  to: timelock.toLowerCase() as Hex,
  blockNumber: String(block),
  timestamp: String(1_700_000_000 + block),
  transactionHash: hash(block),
  logIndex: 0,
  ...extra,
});

const operation = (extra: Partial<IndexedTimelockOperation> = {}): IndexedTimelockOperation => ({
  id: hash(99),
  timelock: timelock.toLowerCase() as Hex,
  target: eco.toLowerCase() as Hex,
  value: '0',
  data: encodeFunctionData({
    abi: ecoTokenAbi,
    functionName: 'setReferralRewardBps',
    args: [300n],
  }),
  predecessor: hash(0),
  salt: hash(0),
  delay: '300',
  readyAt: '1700000310',
  status: 'executed',
  scheduledBlock: '10',
  scheduledTimestamp: '1700000010',
  scheduledLogIndex: 1,
  scheduledTx: hash(10),
  scheduledBy: proposer,
  settledBlock: '12',
  settledTimestamp: '1700000400',
  settledLogIndex: 2,
  settledTx: hash(12),
  settledBy: guardian,
  ...extra,
});

describe('auditEntries', () => {
  it('merges owner events and timelock steps newest first, each with its sender and time', () => {
    const entries = auditEntries(
      {
        // Newest first, as the indexer answers.
        events: [
          event('SaleOpenUpdated', 14, { to: eco.toLowerCase() as Hex, sender: guardian }),
          event('ReferralRewardBpsUpdated', 12, { logIndex: 1 }),
          // The indexer keeps addresses in lower case; the log shows them checksummed.
          event('OwnershipTransferred', 2, { args: { newOwner: timelock.toLowerCase() } }),
        ],
        operations: [operation()],
      },
      eco,
      timelock,
    );
    expect(entries.map((e) => [e.eventName, e.blockNumber, e.sender])).toEqual([
      // Sent straight to ECO by the guardian: its sender is the guardian's.
      ['SaleOpenUpdated', 14n, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      ['CallExecuted', 12n, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      // Run by the timelock: the owner made the change.
      ['ReferralRewardBpsUpdated', 12n, timelock],
      ['CallScheduled', 10n, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['OwnershipTransferred', 2n, timelock],
    ]);
    expect(entries[0]?.timestamp).toBe(1_700_000_014_000);
    expect(entries[3]?.args).toMatchObject({
      call: { functionName: 'setReferralRewardBps', args: [300n] },
      delay: 300n,
    });
  });

  it('leaves out a timelock’s calls on other contracts, and a pending call has one step', () => {
    const other = '0x0000000000000000000000000000000000000001';
    const entries = auditEntries(
      {
        events: [],
        operations: [
          operation({ target: other }),
          operation({
            id: hash(98),
            status: 'pending',
            settledBlock: null,
            settledTimestamp: null,
            settledLogIndex: null,
            settledTx: null,
            settledBy: null,
          }),
        ],
      },
      eco,
      timelock,
    );
    expect(entries.map((e) => e.eventName)).toEqual(['CallScheduled']);
    expect(auditEntries({ events: [], operations: [operation()] }, eco, undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ecoOwnerEventNames, ecoTokenAbi } from '@eco/contracts';
import { zeroAddress } from 'viem';
import { auditSenders, describeAuditEvent, directSender } from './audit-events';

const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const next = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('audit events', () => {
  it('audits every event of the contract that is not a transfer, a purchase or the deployment', () => {
    // A buyer's purchase and its fate (withdrawn, refunded, released by anyone, its reward paid),
    // and the minimum raises fixed at deployment, are no owner changes: the portfolio and the
    // receipts show them.
    const notOwnerChanges = [
      'Transfer',
      'Approval',
      'TokensPurchased',
      'FoundersVestingCreated',
      'PurchaseReturned',
      'PurchasesReleased',
      'ReferralRewardPaid',
      'MinimumRaiseSet',
    ];
    const events = ecoTokenAbi.filter((item) => item.type === 'event').map((item) => item.name);
    expect(events.filter((name) => !notOwnerChanges.includes(name)).sort()).toEqual(
      [...ecoOwnerEventNames].sort(),
    );
  });

  it('names the sender of a change sent straight to ECO, and leaves the rest to the owner', () => {
    const eco = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    const guardian = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    expect(directSender({ to: eco.toLowerCase() as `0x${string}`, from: guardian }, eco)).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    // Through the timelock (its execute), or the deployment: the owner's change.
    expect(
      directSender({ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', from: guardian }, eco),
    ).toBeUndefined();
    expect(directSender({ to: null, from: guardian }, eco)).toBeUndefined();
  });

  it('words the money-back events: USDC prices, withdrawals per asset, cancelled and finalized stages', () => {
    const detail = (
      eventName: Parameters<typeof describeAuditEvent>[0]['eventName'],
      args: Record<string, unknown>,
    ) => describeAuditEvent({ eventName, args }).detail;
    expect(detail('UsdcPriceUpdated', { stage: 1, oldPrice: 0n, newPrice: 90_000n })).toBe(
      'Private sale: ETH only → 0.09 USDC per ECO',
    );
    expect(detail('Withdrawn', { asset: 1, to: owner, amount: 1_500_000n })).toBe(
      '1.50 USDC sent to 0xf39F…2266',
    );
    expect(detail('Withdrawn', { asset: 0, to: owner, amount: 10n ** 17n })).toBe(
      '0.1 ETH sent to 0xf39F…2266',
    );
    expect(detail('StageCancelled', { stage: 2 })).toBe(
      'Public sale cancelled for good: every purchase in it may be refunded',
    );
    expect(detail('StageFinalized', { stage: 0 })).toBe(
      'Partners finalized: no longer cancellable; purchases past their withdrawal period may be settled',
    );
  });

  it('says what changed, old and new', () => {
    expect(
      describeAuditEvent({
        eventName: 'WalletCapUpdated',
        args: { stage: 2, oldCap: 5_000_000n * 10n ** 18n, newCap: 250_000n * 10n ** 18n },
      }).detail,
    ).toBe('Public sale: 5,000,000 ECO → 250,000 ECO per wallet');
    expect(
      describeAuditEvent({
        eventName: 'FeesUpdated',
        args: { oldBuyFee: 10n, oldSellFee: 10n, newBuyFee: 15n, newSellFee: 10n },
      }),
    ).toEqual({ title: 'Fees', detail: 'Buy fee 1% → 1.5%, sell fee 1%' });
    expect(
      describeAuditEvent({
        eventName: 'SaleOpenUpdated',
        args: { stage: 2, oldValue: true, newValue: false },
      }).detail,
    ).toBe('Public sale: open → closed');
    expect(
      describeAuditEvent({
        eventName: 'SaleScheduleUpdated',
        args: {
          stage: 1,
          oldOpensAt: 0n,
          oldClosesAt: 0n,
          newOpensAt: BigInt(Date.UTC(2026, 11, 1, 12) / 1000),
          newClosesAt: 0n,
        },
      }),
    ).toEqual({
      title: 'Sale schedule',
      detail: 'Private sale: opens by hand → 12:00 PM, Dec 1, 2026 UTC, closes by hand',
    });
    expect(
      describeAuditEvent({
        eventName: 'Withdrawn',
        args: { to: next, amount: 1_500_000_000_000_000_000n },
      }).detail,
    ).toBe('1.5 ETH sent to 0x7099…79C8');
    expect(
      describeAuditEvent({
        eventName: 'TokenPriceUpdated',
        args: { stage: 0, oldPrice: 20_000_000_000_000n, newPrice: 25_000_000_000_000n },
      }).detail,
    ).toBe('Partners: 0.00002 ETH → 0.000025 ETH per ECO');
  });

  it('attributes each change to the owner of the moment', () => {
    const senders = auditSenders([
      { eventName: 'OwnershipTransferred', args: { previousOwner: zeroAddress, newOwner: owner } },
      { eventName: 'FeesUpdated', args: {} },
      { eventName: 'OwnershipTransferStarted', args: { previousOwner: owner, newOwner: next } },
      { eventName: 'OwnershipTransferred', args: { previousOwner: owner, newOwner: next } },
      { eventName: 'Withdrawn', args: {} },
    ]);
    expect(senders).toEqual([owner, owner, owner, next, next]);
  });
});

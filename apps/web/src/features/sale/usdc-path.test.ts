import { describe, expect, it } from 'vitest';
import { chooseUsdcPath, offersAtomicBatches, usdcStepLabel, usdcPathText } from './usdc-path';

const cost = 30_000_000n; // 30 USDC

describe('how a USDC purchase is paid for', () => {
  const wallet = { allowance: 0n, cost, atomicBatches: false, typedDataRefused: false };

  it('prefers an atomic batch, then a permit, then two steps', () => {
    expect(chooseUsdcPath({ ...wallet, atomicBatches: true })).toBe('batch');
    expect(chooseUsdcPath(wallet)).toBe('permit');
    expect(chooseUsdcPath({ ...wallet, typedDataRefused: true })).toBe('two-step');
    // A batch needs no typed data: a wallet that makes batches gets one all the same.
    expect(chooseUsdcPath({ ...wallet, atomicBatches: true, typedDataRefused: true })).toBe(
      'batch',
    );
  });

  it('skips the approval where the sale may already take the cost, and only then', () => {
    expect(chooseUsdcPath({ ...wallet, allowance: cost, typedDataRefused: true })).toBe(
      'allowance',
    );
    expect(chooseUsdcPath({ ...wallet, allowance: cost + 1n, atomicBatches: true })).toBe(
      'allowance',
    );
    expect(chooseUsdcPath({ ...wallet, allowance: cost - 1n, typedDataRefused: true })).toBe(
      'two-step',
    );
  });

  it("reads atomic batches from the wallet's capabilities for the chain (EIP-5792)", () => {
    expect(offersAtomicBatches({ atomic: { status: 'supported' } })).toBe(true);
    expect(offersAtomicBatches({ atomic: { status: 'ready' } })).toBe(true);
    expect(offersAtomicBatches({ atomic: { status: 'unsupported' } })).toBe(false);
    expect(offersAtomicBatches({})).toBe(false);
    expect(offersAtomicBatches(undefined)).toBe(false);
  });

  it('says what the wallet will ask, with the exact amount, and numbers the two steps', () => {
    expect(usdcPathText('permit', cost)).toContain('lets the sale take exactly 30.00 USDC');
    expect(usdcPathText('batch', cost)).toContain('Both happen or neither does.');
    expect(usdcPathText('two-step', cost)).toContain(
      'Step 1 of 2: allow the sale to take 30.00 USDC. Step 2 of 2: buy.',
    );
    expect(usdcStepLabel(1, cost)).toBe('Step 1 of 2: allow the sale to take 30.00 USDC');
    expect(usdcStepLabel(2, cost)).toBe('Step 2 of 2: buy');
    expect(usdcPathText('allowance', cost, 2)).toBe(
      'Step 2 of 2: the sale may now take 30.00 USDC; one more transaction buys with it.',
    );
  });
});

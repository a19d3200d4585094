import { describe, expect, it } from 'vitest';
import { TOKEN_FIGURE_CALL_COUNT } from '@/lib/wallet/token-figures';
import { ownerStateContracts, parseOwnerState } from './use-owner-state';

describe('owner state multicall', () => {
  it("reads the token figures, the owner settings, the ETH balance, the money per asset and each stage's settlement in one list", () => {
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const calls = ownerStateContracts(contract, 31337);
    // The token figures (the owner and each stage's terms among them), 9 owner settings, 1 ETH
    // balance, 3 money reads for each of 2 assets, 2 settlement reads for each of 3 stages.
    const ethBalanceAt = TOKEN_FIGURE_CALL_COUNT + 9;
    expect(calls).toHaveLength(ethBalanceAt + 1 + 6 + 6);
    expect(calls[ethBalanceAt]).toMatchObject({ functionName: 'getEthBalance', args: [contract] });
    expect(calls.at(-1)).toMatchObject({ functionName: 'releaseCursorOf', args: [2] });
    // Each call answers with its own name (and its argument), so the parse shows where it went.
    const state = parseOwnerState(
      calls.map((call, i) => {
        const name =
          'args' in call ? `${call.functionName}(${String(call.args[0])})` : call.functionName;
        if (call.functionName === 'saleScheduleOf') return ['opensAt', 'closesAt'];
        if (call.functionName === 'minimumRaiseOf') return [1n, 2n, 3n, 2];
        if (call.functionName === 'totalsOf')
          return [`raised(${name})`, `returned(${name})`, `withdrawn(${name})`];
        return i >= ethBalanceAt ||
          call.functionName.startsWith('is') ||
          call.functionName === 'priceOf'
          ? name
          : call.functionName;
      }),
    );
    expect(state.funds).toEqual({
      eth: {
        raised: 'raised(totalsOf(0))',
        returned: 'returned(totalsOf(0))',
        withdrawn: 'withdrawn(totalsOf(0))',
        held: 'heldFunds(0)',
        withdrawable: 'withdrawableFunds(0)',
      },
      usdc: {
        raised: 'raised(totalsOf(1))',
        returned: 'returned(totalsOf(1))',
        withdrawn: 'withdrawn(totalsOf(1))',
        held: 'heldFunds(1)',
        withdrawable: 'withdrawableFunds(1)',
      },
    });
    expect(state.settlement.public).toEqual({
      purchases: 'purchaseCount(2)',
      releasedUpTo: 'releaseCursorOf(2)',
    });
    expect(state.token.stages.public).toMatchObject({
      finalized: 'isFinalized(2)',
      cancelled: 'isCancelled(2)',
      usdcPrice: 'priceOf(2)',
      minimum: { amount: 1n, deadline: 2n, counted: 3n, state: 'met' },
    });
    expect(state.token.stages.partners.finalized).toBe('isFinalized(0)');
    expect(state.token.stages.private.closesAt).toBe('closesAt');
    expect(state.token.name).toBe('name');
    expect(state.token.stages.public.open).toBe('isSaleOpen(2)');
    expect(state.token.owner).toBe('owner');
    expect(state.usdc).toBe('usdc');
    expect(state.ethBalance).toBe(`getEthBalance(${contract})`);
  });
});

import { describe, expect, it } from 'vitest';
import { ownerStateContracts, parseOwnerState } from './use-owner-state';

describe('owner state multicall', () => {
  it("reads the token figures, the owner settings, the ETH balance, the held funds and each stage's settlement in one list", () => {
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const calls = ownerStateContracts(contract, 31337);
    // 49 token figures (the owner among them), 10 owner settings, 1 ETH balance, held and
    // withdrawable funds for 2 assets, 4 settlement reads for each of 3 stages.
    expect(calls).toHaveLength(60 + 4 + 12);
    expect(calls[59]).toMatchObject({ functionName: 'getEthBalance', args: [contract] });
    expect(calls.at(-1)).toMatchObject({ functionName: 'releaseCursorOf', args: [2] });
    // Each call answers with its own name (and its argument), so the parse shows where it went.
    // Each call answers with its own name, the money-back reads with their argument too, so the
    // parse shows where each went.
    const state = parseOwnerState(
      calls.map((call, i) =>
        call.functionName === 'saleScheduleOf'
          ? ['opensAt', 'closesAt']
          : i >= 60 && 'args' in call
            ? `${call.functionName}(${String(call.args[0])})`
            : call.functionName,
      ),
    );
    expect(state.funds).toEqual({
      eth: { held: 'heldFunds(0)', withdrawable: 'withdrawableFunds(0)' },
      usdc: { held: 'heldFunds(1)', withdrawable: 'withdrawableFunds(1)' },
    });
    expect(state.settlement.public).toEqual({
      finalized: 'isFinalized(2)',
      cancelled: 'isCancelled(2)',
      purchases: 'purchaseCount(2)',
      releasedUpTo: 'releaseCursorOf(2)',
    });
    expect(state.settlement.partners.finalized).toBe('isFinalized(0)');
    expect(state.token.stages.private.closesAt).toBe('closesAt');
    expect(state.token.name).toBe('name');
    expect(state.token.stages.public.open).toBe('isSaleOpen');
    expect(state.token.owner).toBe('owner');
    expect(state.totalWithdrawn).toBe('totalWithdrawn');
    expect(state.ethBalance).toBe('getEthBalance');
  });
});

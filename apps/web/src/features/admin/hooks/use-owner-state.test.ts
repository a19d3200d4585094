import { describe, expect, it } from 'vitest';
import { ownerStateContracts, parseOwnerState } from './use-owner-state';

describe('owner state multicall', () => {
  it('reads the token figures, the owner settings and the ETH balance in one list', () => {
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const calls = ownerStateContracts(contract, 31337);
    // 49 token figures (the owner among them), 10 owner settings, 1 ETH balance.
    expect(calls).toHaveLength(60);
    expect(calls.at(-1)).toMatchObject({ functionName: 'getEthBalance', args: [contract] });
    const state = parseOwnerState(
      calls.map((call) =>
        call.functionName === 'saleScheduleOf' ? ['opensAt', 'closesAt'] : call.functionName,
      ),
    );
    expect(state.token.stages.private.closesAt).toBe('closesAt');
    expect(state.token.name).toBe('name');
    expect(state.token.stages.public.open).toBe('isSaleOpen');
    expect(state.token.owner).toBe('owner');
    expect(state.totalWithdrawn).toBe('totalWithdrawn');
    expect(state.ethBalance).toBe('getEthBalance');
  });
});

import { describe, expect, it } from 'vitest';
import { parseTokenFigures, tokenFigureContracts } from './token-figures';

describe('token figures multicall', () => {
  it('asks for every figure in one list and names the answers in the same order', () => {
    const contracts = tokenFigureContracts('0x5FbDB2315678afecb367f032d93F642f64180aa3', 31337);
    // 17 scalars, 8 shares, 3 calls for each of the 3 stages.
    expect(contracts).toHaveLength(34);
    const results = contracts.map((call, i) =>
      'args' in call ? `${call.functionName}:${String(call.args[0])}` : i,
    );
    const figures = parseTokenFigures(results);
    expect(figures.name).toBe(0);
    expect('tokenPriceForPublic' in figures).toBe(false);
    expect(figures.shares.marketingShare).toBe(24);
    expect(figures.stages.partners).toEqual({
      price: 14,
      allocation: 'allocationOf:0',
      sold: 'soldIn:0',
      open: 'isSaleOpen:0',
    });
    expect(figures.stages.public).toEqual({
      price: 16,
      allocation: 'allocationOf:2',
      sold: 'soldIn:2',
      open: 'isSaleOpen:2',
    });
  });
});

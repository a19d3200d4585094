import { describe, expect, it } from 'vitest';
import { eventArgs } from './change-log';

describe('the public change log', () => {
  it('lists event arguments by name', () => {
    expect(eventArgs({ oldBuyFee: '10', newBuyFee: '5', flag: true })).toBe(
      'oldBuyFee: 10, newBuyFee: 5, flag: true',
    );
  });
});

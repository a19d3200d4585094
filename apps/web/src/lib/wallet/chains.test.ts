import { describe, expect, it } from 'vitest';
import { chainName, chainText, supportedChains } from './chains';

describe('a chain in words', () => {
  it('names a chain the site offers and says "chain N" for any other', () => {
    const offered = supportedChains[0];
    expect(chainName(offered.id)).toBe(offered.name);
    expect(chainText(offered.id)).toBe(offered.name);
    expect(chainName(5)).toBeUndefined();
    expect(chainText(5)).toBe('chain 5');
  });
});

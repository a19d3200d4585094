import { describe, expect, it } from 'vitest';
import { chainFacts } from '@/lib/chain-facts';
import { chainName, chainText, explorerUrl, knownChain, supportedChains } from './chains';

describe('a chain in words', () => {
  it('names a chain the site offers and says "chain N" for any other', () => {
    const offered = supportedChains[0];
    expect(chainName(offered.id)).toBe(offered.name);
    expect(chainText(offered.id)).toBe(offered.name);
    expect(chainName(5)).toBeUndefined();
    expect(chainText(5)).toBe('chain 5');
  });
});

describe('the chains’ facts kept apart from the wallet code', () => {
  it('are viem’s: the same name and block explorer for every chain the site can offer', () => {
    for (const [id, facts] of Object.entries(chainFacts)) {
      const chain = knownChain(Number(id));
      expect(facts.name).toBe(chain.name);
      expect(facts.explorer).toBe(chain.blockExplorers?.default.url);
    }
  });

  it('link to the explorer of a chain the site offers, and of no other', () => {
    const offered = supportedChains[0];
    const base = offered.blockExplorers?.default.url;
    expect(explorerUrl(offered.id, 'tx', '0xab')).toBe(base ? `${base}/tx/0xab` : undefined);
    expect(explorerUrl(5, 'address', '0xab')).toBeUndefined();
  });
});

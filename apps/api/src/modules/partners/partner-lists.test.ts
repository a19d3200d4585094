import { buildPartnersTree } from '@eco/contracts/merkle';
import { describe, expect, it } from 'vitest';
import { getAddress, keccak256, toHex } from 'viem';
import { buildPartnerTree, proofAt } from './partner-lists';

/** `count` partners with distinct addresses and allocations (i + 1 base units). */
const partners = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    address: getAddress(keccak256(toHex(i)).slice(0, 42)),
    allocation: BigInt(i + 1),
  }));

describe('buildPartnerTree / proofAt', () => {
  it("gives every partner the proof of @eco/contracts' tree, for lists of 1 to 33", () => {
    for (let size = 1; size <= 33; size++) {
      const list = partners(size);
      const reference = buildPartnersTree(list);
      const built = buildPartnerTree(list);
      expect(built.root).toBe(reference.root);
      expect(Object.keys(built.leaves).sort()).toEqual(list.map((p) => p.address).sort());
      for (const { address, allocation } of list) {
        expect(built.allocations[address]).toBe(allocation.toString());
        const proof = proofAt(built.tree, built.leaves[address]!);
        expect(proof).toEqual(reference.getProof([address, allocation]));
        expect(reference.verify([address, allocation], proof)).toBe(true);
      }
    }
  });

  it('refuses an index that is not a leaf', () => {
    const { tree } = buildPartnerTree(partners(4));
    expect(tree).toHaveLength(7);
    for (const index of [-1, 0, 2, 7, 3.5]) expect(() => proofAt(tree, index)).toThrow(RangeError);
    expect(() => proofAt(tree, 3)).not.toThrow();
    expect(() => proofAt(tree, 6)).not.toThrow();
  });
});

import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import { buildPartnersTree, createPartnerProofsFile, parsePartnersList } from '../src/merkle';
import { bundledPartnersFor, getPartnerProof, listPartners, partnerProofs } from '../src/partners';
import { accounts, eco } from './helpers';

const a1 = accounts.partner1;
const a2 = accounts.partner2;

describe('partners list parsing', () => {
  it('reads JSON arrays, objects with address fields and CSV with a header', () => {
    expect(parsePartnersList(JSON.stringify([a1, a2.toLowerCase()]), 'p.json')).toEqual([a1, a2]);
    expect(parsePartnersList(JSON.stringify({ partners: [{ address: a1 }] }), 'p.json')).toEqual([
      a1,
    ]);
    expect(
      parsePartnersList(`address,name\n${a1},Alice\n\n# comment\n${a2},Bob\n`, 'p.csv'),
    ).toEqual([a1, a2]);
  });

  it('de-duplicates and names every invalid entry', () => {
    expect(parsePartnersList(JSON.stringify([a1, a1.toLowerCase()]), 'p.json')).toEqual([a1]);
    expect(() => parsePartnersList(JSON.stringify([a1, '0x123', 42]), 'p.json')).toThrow(
      'p.json: invalid partner address(es): 0x123, 42',
    );
    expect(() => parsePartnersList('{"x":1}', 'p.json')).toThrow('expected a JSON array');
    expect(() => buildPartnersTree([])).toThrow('empty');
  });
});

describe('proofs file', () => {
  it('has a proof for every partner that OpenZeppelin verifies against the root', () => {
    const file = createPartnerProofsFile([a1, a2, accounts.partner3], 31337, 'x.json');
    expect(Object.keys(file.proofs)).toEqual([a1, a2, accounts.partner3]);
    for (const [address, proof] of Object.entries(file.proofs)) {
      expect(StandardMerkleTree.verify(file.root, ['address'], [address], proof)).toBe(true);
      expect(StandardMerkleTree.verify(file.root, ['address'], [accounts.nonPartner], proof)).toBe(
        false,
      );
    }
    expect(file.leafFormat).toBe('keccak256(bytes.concat(keccak256(abi.encode(address))))');
  });

  it('is served for the local chain with accounts 1 and 2 as partners and account 3 not', () => {
    expect(listPartners()).toContain(a1);
    expect(listPartners()).toContain(a2);
    expect(getPartnerProof(a1.toLowerCase())).toEqual(partnerProofs[31337]?.proofs[a1]);
    expect(getPartnerProof(accounts.nonPartner)).toBeUndefined();
    expect(getPartnerProof('not an address')).toBeUndefined();
    expect(getPartnerProof(a1, 1)).toBeUndefined();
  });

  it('agrees with the contract: isPartner for every listed address, not for others', async () => {
    for (const partner of listPartners()) {
      const proof = getPartnerProof(partner) ?? [];
      expect(await eco.read.isPartner([partner, proof])).toBe(true);
      expect(await eco.read.isPartner([accounts.nonPartner, proof])).toBe(false);
    }
  });
});

describe('bundledPartnersFor', () => {
  it('is the bundled list only while the contract root is its root (any case)', () => {
    const local = partnerProofs[31337]!;
    expect(bundledPartnersFor(31337, local.root)).toBe(local);
    expect(bundledPartnersFor(31337, local.root.toUpperCase().replace('0X', '0x'))).toBe(local);
    expect(bundledPartnersFor(31337, `0x${'0'.repeat(64)}`)).toBeUndefined();
    expect(bundledPartnersFor(1, local.root)).toBeUndefined();
  });
});

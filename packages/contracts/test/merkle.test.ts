import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { describe, expect, it } from 'vitest';
import { buildPartnersTree, createPartnerProofsFile, parsePartnersList } from '../src/merkle';
import {
  bundledPartnersFor,
  getPartnerGrant,
  localPartnerGrant,
  partnerProofs,
} from '../src/partners';
import { accounts, eco } from './helpers';

const a1 = accounts.partner1;
const a2 = accounts.partner2;

const ECO = 10n ** 18n;

/** The partner addresses of the bundled local list. */
const listPartners = () => Object.keys(partnerProofs[31337]!.partners) as `0x${string}`[];

describe('partners list parsing', () => {
  it('reads JSON arrays of { address, allocation } and CSV with a header, allocations in ECO', () => {
    expect(
      parsePartnersList(
        JSON.stringify([
          { address: a1, allocation: '250000' },
          { address: a2.toLowerCase(), allocation: 1.5 },
        ]),
        'p.json',
      ),
    ).toEqual([
      { address: a1, allocation: 250_000n * ECO },
      { address: a2, allocation: (3n * ECO) / 2n },
    ]);
    expect(
      parsePartnersList(JSON.stringify({ partners: [{ address: a1, allocation: '1' }] }), 'p.json'),
    ).toEqual([{ address: a1, allocation: ECO }]);
    expect(
      parsePartnersList(
        `address,allocation\n${a1}, 100\n\n# comment\n${a2},0.000000000000000001\n`,
        'p.csv',
      ),
    ).toEqual([
      { address: a1, allocation: 100n * ECO },
      { address: a2, allocation: 1n },
    ]);
  });

  it('names every entry without a valid address or an allocation above 0', () => {
    expect(() =>
      parsePartnersList(
        JSON.stringify([
          { address: a1, allocation: '10' },
          { address: '0x123', allocation: '10' },
          { address: a2, allocation: '0' },
          { address: a2, allocation: '-5' },
          { address: a2, allocation: '1e6' },
          { address: a2 },
          a2,
        ]),
        'p.json',
      ),
    ).toThrow(
      'p.json: invalid partner entries (each needs an address and an allocation in ECO above 0): 0x123 10, ' +
        `${a2} 0, ${a2} -5, ${a2} 1e6, ${a2} (no allocation), ${a2} (no allocation)`,
    );
    expect(() => parsePartnersList(`${a1}\n`, 'p.csv')).toThrow(
      `p.csv: invalid partner entry (each needs an address and an allocation in ECO above 0): ${a1} (no allocation)`,
    );
    expect(() => parsePartnersList('{"x":1}', 'p.json')).toThrow('expected a JSON array');
    expect(() => buildPartnersTree([])).toThrow('empty');
  });

  it('refuses an address listed twice, in any case, since either allocation could be meant', () => {
    expect(() =>
      parsePartnersList(
        JSON.stringify([
          { address: a1, allocation: '10' },
          { address: a1.toLowerCase(), allocation: '20' },
        ]),
        'p.json',
      ),
    ).toThrow(
      `p.json: listed more than once, with no way to tell which allocation is meant: ${a1}`,
    );
  });
});

describe('proofs file', () => {
  const list = [
    { address: a1, allocation: 10n * ECO },
    { address: a2, allocation: 20n * ECO },
    { address: accounts.partner3, allocation: 30n * ECO },
  ];

  it('has an allocation and proof for every partner that OpenZeppelin verifies against the root', () => {
    const file = createPartnerProofsFile(list, 31337, 'x.json');
    expect(Object.keys(file.partners)).toEqual([a1, a2, accounts.partner3]);
    const encoding = ['address', 'uint256'];
    for (const { address, allocation } of list) {
      const { proof, allocation: served } = file.partners[address]!;
      expect(served).toBe(allocation.toString());
      expect(StandardMerkleTree.verify(file.root, encoding, [address, allocation], proof)).toBe(
        true,
      );
      // Neither another address nor a larger allocation verifies with the same proof.
      expect(
        StandardMerkleTree.verify(file.root, encoding, [accounts.nonPartner, allocation], proof),
      ).toBe(false);
      expect(
        StandardMerkleTree.verify(file.root, encoding, [address, allocation + 1n], proof),
      ).toBe(false);
    }
    expect(file.leafFormat).toBe(
      'keccak256(bytes.concat(keccak256(abi.encode(address, uint256 allocation))))',
    );
  });

  it('is served for the local chain with accounts 1, 2 and 13 as partners and account 3 not', () => {
    expect(listPartners()).toEqual([a1, a2, accounts.partner3]);
    const entry = partnerProofs[31337]?.partners[a1];
    expect(getPartnerGrant(a1.toLowerCase())).toEqual({
      allocation: BigInt(entry!.allocation),
      proof: entry!.proof,
    });
    expect(getPartnerGrant(a1)?.allocation).toBe(2_000_000n * ECO);
    expect(getPartnerGrant(accounts.nonPartner)).toBeUndefined();
    expect(getPartnerGrant('not an address')).toBeUndefined();
    expect(getPartnerGrant(a1, 1)).toBeUndefined();
  });

  it('agrees with the contract: isPartner for every listed (address, allocation), not for others', async () => {
    for (const partner of listPartners()) {
      const { allocation, proof } = getPartnerGrant(partner)!;
      expect(await eco.read.isPartner([partner, allocation, proof])).toBe(true);
      expect(await eco.read.isPartner([partner, allocation + 1n, proof])).toBe(false);
      expect(await eco.read.isPartner([accounts.nonPartner, allocation, proof])).toBe(false);
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

describe('localPartnerGrant', () => {
  const local = partnerProofs[31337]!;
  const partner = listPartners()[0]!;
  const stranger = '0x00000000000000000000000000000000000000aa';

  it('answers from the bundled list while the root is its own: the grant, or null', () => {
    expect(localPartnerGrant(partner, 31337, local.root)).toEqual(getPartnerGrant(partner, 31337));
    expect(localPartnerGrant(stranger, 31337, local.root)).toBeNull();
  });

  it('has nobody a partner without a root, and leaves another list to the API (undefined)', () => {
    expect(localPartnerGrant(partner, 31337, `0x${'0'.repeat(64)}`)).toBeNull();
    expect(localPartnerGrant(partner, 31337, `0x${'12'.repeat(32)}`)).toBeUndefined();
    expect(localPartnerGrant(partner, 1, local.root)).toBeUndefined();
  });
});

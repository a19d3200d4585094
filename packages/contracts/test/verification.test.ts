import { hexToBytes, toHex, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { codeFingerprints } from '../src/generated/code-fingerprints';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { checkCode, metadataLength } from '../src/verification';
import { accounts, fixture, publicClient, testClient, useFreshChain } from './helpers';

useFreshChain();

const local = ecoDeployments[31337];
const deployed: [Address, keyof typeof codeFingerprints][] = [
  [local.address, 'EcoToken'],
  [local.timelock.address, 'OwnerTimelock'],
  [local.donations.address, 'EcoDonations'],
  [local.carbonLedgerRegistry.address, 'CarbonLedgerRegistry'],
  [local.outflowTagsRegistry.address, 'CarbonLedgerRegistry'],
  [local.whitePaperRegistry.address, 'CarbonLedgerRegistry'],
  ...local.foundersVestingWallets.map(
    (address) => [address, 'FoundersVestingWallet'] as [Address, 'FoundersVestingWallet'],
  ),
];
const codeAt = async (address: Address) => (await publicClient.getCode({ address })) as Hex;

describe('comparing deployed code with this build', () => {
  it.each(deployed)('%s is %s, byte for byte apart from immutables', async (address, name) => {
    expect(checkCode(await codeAt(address), codeFingerprints[name])).toEqual({ status: 'match' });
  });

  it('needs the immutables masked: the vesting wallets hold their schedule there', () => {
    expect(codeFingerprints.FoundersVestingWallet.immutables.length).toBeGreaterThan(0);
    expect(codeFingerprints.EcoToken.immutables.length).toBeGreaterThan(0);
  });

  it('tells a different contract, a changed byte and an empty address apart', async () => {
    const eco = await codeAt(fixture.eco);
    // Another of our contracts at ECO's address.
    expect(
      checkCode(await codeAt(local.donations.address), codeFingerprints.EcoToken),
    ).toMatchObject({
      status: 'mismatch',
    });
    // One executable byte changed (the 100th), as anvil_setCode would install it.
    const bytes = hexToBytes(eco);
    bytes[100] = bytes[100]! ^ 0xff;
    await testClient.setCode({ address: fixture.eco, bytecode: toHex(bytes) });
    expect(checkCode(await codeAt(fixture.eco), codeFingerprints.EcoToken)).toEqual({
      status: 'mismatch',
      reason: "The code differs from the build's.",
    });
    expect(checkCode(await codeAt(accounts.spare[5]), codeFingerprints.EcoToken)).toEqual({
      status: 'no-code',
    });
  });

  it('reports the same code with other metadata (e.g. a changed comment) as a code match', () => {
    const bytes = hexToBytes(codeFingerprints.EcoDonations.metadata);
    expect(bytes.length).toBeGreaterThan(40);
    return codeAt(local.donations.address).then((code) => {
      const changed = hexToBytes(code);
      // A byte inside the IPFS hash of the metadata.
      changed[changed.length - metadataLength(changed) + 10]! ^= 0x01;
      expect(checkCode(toHex(changed), codeFingerprints.EcoDonations)).toEqual({
        status: 'code-match',
      });
    });
  });

  it('finds no metadata in code without a trailer', () => {
    expect(metadataLength(new Uint8Array([0x60, 0x80, 0x00, 0x00]))).toBe(0);
    expect(metadataLength(new Uint8Array([0x60, 0xff, 0xff]))).toBe(0);
  });
});

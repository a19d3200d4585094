import {
  defineLocalChain,
  ecoTokenAbi,
  localDevAccounts,
  localDevPrivateKeys,
} from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { impersonateLocalOwner, startLocalChain } from '@eco/contracts/local-chain';
import { getPartnerGrant, partnerProofs } from '@eco/contracts/partners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, keccak256, toHex, zeroHash } from 'viem';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { get, useTestApp } from '../../../test/app';
import { databaseKinds } from '../../../test/databases';
import { buildPartnerTree, insertPartnerList } from './partner-lists';
import { PARTNERS_ROOT_TTL_MS } from './partners.routes';

const owner = privateKeyToAccount(localDevPrivateKeys.owner);
const bundledPartner = localDevAccounts.partners[0];
const buyer = localDevAccounts.nonPartner;
const fund = localDevAccounts.fundWallet;
const other = localDevAccounts.referrer;

// A proof is only worth serving from the list whose root the contract
// holds. Published lists live in the database, so both stores; the chain is a real anvil.
describe.each(databaseKinds)('partner proofs against the contract on $name', (kind) => {
  let chain: LocalChain;
  /** ECO's owner, the timelock, impersonated: these tests are about the API, not the delay. */
  let timelock: Address;
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0, openSales: false });
    timelock = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
  }, 120_000);
  afterAll(async () => {
    // Unset when beforeAll failed, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await chain?.stop();
  });
  const t = useTestApp(kind, {
    env: () => ({ RPC_URL: chain.rpcUrl, ECO_CHAIN_ID: '31337' }),
  });

  const clients = () => {
    const viemChain = defineLocalChain(chain.rpcUrl);
    const transport = http(chain.rpcUrl);
    return {
      publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
      walletClient: createWalletClient({ chain: viemChain, transport, account: timelock }),
    };
  };
  const eco = () => ({ address: chain.deployment.address, abi: ecoTokenAbi }) as const;

  /** The owner sets the contract's partners root (what setMerkleRootOfPartners does). */
  async function setRoot(root: Hex) {
    const { publicClient, walletClient } = clients();
    const hash = await walletClient.writeContract({
      ...eco(),
      functionName: 'setMerkleRootOfPartners',
      args: [root],
    });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
  }

  /** Publishes a list to the site (as POST /api/admin/partners stores it); returns its root. */
  async function publish(addresses: Address[]) {
    const tree = buildPartnerTree(
      addresses.map((address) => ({ address, allocation: 10n ** 21n })),
    );
    await insertPartnerList(t.store.database.db, {
      ...tree,
      chainId: 31337,
      publishedBy: owner.address,
      publishedAt: t.clock.now(),
    });
    return tree.root;
  }

  const proofOf = (address: Address) => get(t.app, `/api/partners/${address}/proof?chainId=31337`);

  /** Whether the contract takes the API's answer `{ allocation, proof }` for `address`. */
  async function isPartnerOnChain(address: Address, answer: { allocation: string; proof: Hex[] }) {
    return clients().publicClient.readContract({
      ...eco(),
      functionName: 'isPartner',
      args: [address, BigInt(answer.allocation), answer.proof],
    });
  }

  it('serves the bundled list while the contract holds its root, though a newer list was published', async () => {
    await setRoot(partnerProofs[31337]!.root);
    await publish([buyer, fund]);
    // Any address case.
    const partner = await get(
      t.app,
      `/api/partners/${bundledPartner.toLowerCase()}/proof?chainId=31337`,
    );
    expect(partner.statusCode).toBe(200);
    const grant = getPartnerGrant(bundledPartner)!;
    expect(partner.json()).toEqual({
      address: bundledPartner,
      chainId: 31337,
      allocation: grant.allocation.toString(),
      proof: grant.proof,
    });
    expect(await isPartnerOnChain(bundledPartner, partner.json())).toBe(true);
    // On the published list only: its proof would not pass the contract.
    const onUnsetList = await proofOf(buyer);
    expect(onUnsetList.statusCode).toBe(404);
    expect(onUnsetList.json().error.code).toBe('not_a_partner');
  });

  it('serves the published list whose root the contract holds, not a newer one', async () => {
    const setList = await publish([buyer, fund]);
    await publish([buyer, other]);
    // Read (and cached) while the bundled root is still on the contract...
    await setRoot(partnerProofs[31337]!.root);
    expect((await proofOf(fund)).statusCode).toBe(404);
    await setRoot(setList);
    // ... and followed once the cached root is older than PARTNERS_ROOT_TTL_MS.
    t.clock.advance(PARTNERS_ROOT_TTL_MS + 1);
    const response = await proofOf(buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().allocation).toBe((10n ** 21n).toString());
    expect(await isPartnerOnChain(buyer, response.json())).toBe(true);
    expect((await proofOf(fund)).statusCode).toBe(200);
    expect((await proofOf(other)).statusCode).toBe(404);
    expect((await proofOf(bundledPartner)).statusCode).toBe(404);
  });

  it('answers 409 when no list matches the root on the contract, or the contract has none', async () => {
    const unknownRoot = keccak256(toHex('a list nobody published'));
    await publish([buyer, fund]);
    await setRoot(unknownRoot);
    const response = await proofOf(buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'partners_list_mismatch',
      message: `No partners list on this site matches the contract's partners root (${unknownRoot}), so no proof can be given. The team has to publish the list that is set on the contract.`,
    });
    await setRoot(zeroHash);
    t.clock.advance(PARTNERS_ROOT_TTL_MS + 1);
    const none = await proofOf(bundledPartner);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({
      code: 'partners_list_mismatch',
      message: 'The contract has no partners list set, so nobody can buy in the partners sale yet.',
      params: { listSet: false },
    });
  });
});

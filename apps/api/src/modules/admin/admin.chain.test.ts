import {
  defineLocalChain,
  ecoTokenAbi,
  localDevAccounts,
  localDevPrivateKeys,
} from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { impersonateLocalOwner, startLocalChain } from '@eco/contracts/local-chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import type { Address, Hash, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { PrivateKeyAccount } from 'viem/accounts';
import { get, post, useTestApp } from '../../../test/app';
import { signInWithWallet } from '../../../test/accounts';
import { pgliteKind } from '../../../test/databases';
import { OWNER_TTL_MS } from './admin.chain';

const ADMIN_EMAIL = 'team@eco.example';
const keys = localDevPrivateKeys;
const owner = privateKeyToAccount(keys.owner);
const buyer = privateKeyToAccount(keys.nonPartner);
const referrerA = privateKeyToAccount(keys.referrer);
const ONE_ECO = 10n ** 18n;

// The default chain readers (no injected fakes) against a real anvil with ECO deployed. The chain
// is not about the store, so PGlite is enough here.
describe('admin API on a local chain (RPC_URL)', () => {
  let chain: LocalChain;
  /** ECO's owner, the timelock (account 0 is its proposer), impersonated where a test needs it. */
  let timelock: Address;
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0 });
    timelock = await impersonateLocalOwner(chain.rpcUrl, chain.deployment.address);
  });
  afterAll(async () => {
    // Unset when beforeAll failed, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await chain?.stop();
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: chain.rpcUrl, ECO_CHAIN_ID: '31337', ADMIN_EMAILS: ADMIN_EMAIL }),
  });

  const clients = () => {
    const viemChain = defineLocalChain(chain.rpcUrl);
    const transport = http(chain.rpcUrl);
    return {
      publicClient: createPublicClient({ chain: viemChain, transport, pollingInterval: 20 }),
      walletClient: createWalletClient({ chain: viemChain, transport }),
    };
  };
  const eco = () => ({ address: chain.deployment.address, abi: ecoTokenAbi }) as const;

  async function mined(hash: Promise<Hash>) {
    const receipt = await clients().publicClient.waitForTransactionReceipt({ hash: await hash });
    expect(receipt.status).toBe('success');
  }

  it("lets the owner timelock's proposer in, refuses other wallets, and follows a transfer of ownership", async () => {
    const { walletClient } = clients();
    const asOwner = await signInWithWallet(t, owner);
    const asOther = await signInWithWallet(t, referrerA);
    const me = await get(t.app, '/api/admin/me', asOwner);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      admin: true,
      via: ['wallet'],
      email: null,
      address: owner.address,
    });
    expect((await get(t.app, '/api/admin/me', asOther)).statusCode).toBe(403);

    const transfer = async (from: PrivateKeyAccount | Address, to: PrivateKeyAccount | Address) => {
      const toAddress = typeof to === 'string' ? to : to.address;
      await mined(
        walletClient.writeContract({
          ...eco(),
          functionName: 'transferOwnership',
          args: [toAddress],
          account: from,
        }),
      );
      await mined(
        walletClient.writeContract({ ...eco(), functionName: 'acceptOwnership', account: to }),
      );
    };
    // To a wallet: its proposers are nobody's admins any more, the new owner's wallet is one.
    await transfer(timelock, referrerA);
    t.clock.advance(OWNER_TTL_MS + 1);
    expect((await get(t.app, '/api/admin/me', asOwner)).statusCode).toBe(403);
    expect((await get(t.app, '/api/admin/me', asOther)).json().via).toEqual(['wallet']);
    // Hand it back for the other tests.
    await transfer(referrerA, timelock);
    t.clock.advance(OWNER_TTL_MS + 1);
    expect((await get(t.app, '/api/admin/me', asOwner)).statusCode).toBe(200);
  });

  it('serves proofs of a published list that the contract accepts once the owner sets the root', async () => {
    const { publicClient, walletClient } = clients();
    const cookie = await signInWithWallet(t, owner);
    const list = [buyer.address, localDevAccounts.referrer, localDevAccounts.fundWallet].map(
      (address) => ({ address, allocation: '250' }),
    );
    const published = await post(
      t.app,
      '/api/admin/partners',
      { chainId: 31337, partners: list },
      { cookie },
    );
    expect(published.statusCode).toBe(201);
    const { root, publishedBy } = published.json();
    expect(publishedBy).toBe(owner.address);
    await mined(
      walletClient.writeContract({
        ...eco(),
        functionName: 'setMerkleRootOfPartners',
        args: [root as Hex],
        account: timelock,
      }),
    );
    const answer = (await get(t.app, `/api/partners/${buyer.address}/proof`)).json();
    const allocation = BigInt(answer.allocation);
    expect(allocation).toBe(250n * ONE_ECO);
    expect(
      await publicClient.readContract({
        ...eco(),
        functionName: 'isPartner',
        args: [buyer.address, allocation, answer.proof],
      }),
    ).toBe(true);
    // And the partners sale takes it, up to the allocation and not beyond.
    await mined(
      walletClient.writeContract({
        ...eco(),
        functionName: 'mintForPartners',
        args: [answer.proof, allocation, allocation],
        account: buyer,
        value: parseEther('1'),
      }),
    );
    await expect(
      publicClient.simulateContract({
        ...eco(),
        functionName: 'mintForPartners',
        args: [answer.proof, allocation, 1n],
        account: buyer,
        value: parseEther('1'),
      }),
    ).rejects.toThrow(/ExceedsWalletCap/);
    // A former (bundled) partner is no longer one, for the API and for the contract.
    const former = localDevAccounts.partners[0];
    expect((await get(t.app, `/api/partners/${former}/proof`)).statusCode).toBe(404);
  });
});

import { localDevPrivateKeys } from '@eco/contracts';
import type { LocalChain } from '@eco/contracts/local-chain';
import { startLocalChain } from '@eco/contracts/local-chain';
import { deployTestWalletFactory } from '@eco/contracts/test-wallets';
import type { TestWalletFactory } from '@eco/contracts/test-wallets';
import { SIWE_COOKIE_NAME } from '@eco/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  createTestClient,
  hashMessage,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import type { TestContext } from '../../../test/app';
import { get, post, sessionCookie, useTestApp } from '../../../test/app';
import { pgliteKind } from '../../../test/databases';
import { recordingProxy } from '../../../test/recording-proxy';
import { SIWE_VERIFY_GAS } from './siwe.signature';

const walletOwner = privateKeyToAccount(localDevPrivateKeys.partner2);
const stranger = privateKeyToAccount(localDevPrivateKeys.partner1);
// Deploys the factory: never account 0, whose first transaction is ECO's deployment.
const deployer = privateKeyToAccount(localDevPrivateKeys.nonPartner);

/** Asks for a nonce and builds the message the site would for `address` (a contract wallet). */
async function messageFor(t: TestContext, address: Address, chainId = 31337) {
  const response = await get(t.app, '/api/auth/siwe/nonce');
  const cookie = response.cookies.find((c) => c.name === SIWE_COOKIE_NAME);
  const message = createSiweMessage({
    domain: '127.0.0.1:5173',
    address,
    statement: 'Sign in to Green Planet ECO.',
    uri: 'http://127.0.0.1:5173',
    version: '1',
    chainId,
    nonce: response.json().nonce,
    issuedAt: t.clock.now(),
  });
  return { message, cookie: `${SIWE_COOKIE_NAME}=${cookie?.value ?? ''}` };
}

const verify = (t: TestContext, message: string, signature: Hex, cookie: string) =>
  post(t.app, '/api/auth/siwe/verify', { message, signature }, { cookie });

// Smart-contract wallets on a real anvil: viem's verification calls the wallet's ERC-1271
// isValidSignature, or for a wallet not deployed yet, deploys it inside an eth_call (ERC-6492).
// The store plays no part here, so PGlite is enough.
describe('SIWE with smart-contract wallets (RPC_URL)', () => {
  let chain: LocalChain;
  let factory: TestWalletFactory;
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0, openSales: false });
    factory = await deployTestWalletFactory(chain.rpcUrl, deployer);
  }, 120_000);
  afterAll(async () => {
    // Unset when beforeAll failed, whatever its type says.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await chain?.stop();
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: chain.rpcUrl, ECO_CHAIN_ID: '31337' }),
  });
  const salt = (n: number) => keccak256(toHex(`siwe-test-${n}`));

  it('signs in a deployed contract wallet (ERC-1271) and refuses a key that is not its owner', async () => {
    const address = await factory.createWallet(walletOwner.address, salt(1));
    const { message, cookie } = await messageFor(t, address);
    const wrong = await stranger.sign({ hash: hashMessage(message) });
    const refused = await verify(t, message, wrong, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('siwe_bad_signature');

    const again = await messageFor(t, address);
    const signature = await walletOwner.sign({ hash: hashMessage(again.message) });
    const response = await verify(t, again.message, signature, again.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: true, user: { walletAddress: address } });
    const me = await get(t.app, '/api/auth/me', sessionCookie(response));
    expect(me.json().user.walletAddress).toBe(address);
  });

  it('signs in a contract wallet that is not deployed yet (ERC-6492), without deploying it', async () => {
    const address = await factory.walletAddress(walletOwner.address, salt(2));
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
    expect(await publicClient.getCode({ address })).toBeUndefined();
    const { message, cookie } = await messageFor(t, address);
    const signature = serializeErc6492Signature({
      address: factory.address,
      data: factory.createWalletData(walletOwner.address, salt(2)),
      signature: await walletOwner.sign({ hash: hashMessage(message) }),
    });
    const response = await verify(t, message, signature, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.walletAddress).toBe(address);
    // The check ran in an eth_call: nothing was deployed.
    expect(await publicClient.getCode({ address })).toBeUndefined();

    // The same wrapper around a stranger's signature is refused.
    const next = await messageFor(t, address);
    const forged = serializeErc6492Signature({
      address: factory.address,
      data: factory.createWalletData(walletOwner.address, salt(2)),
      signature: await stranger.sign({ hash: hashMessage(next.message) }),
    });
    const refused = await verify(t, next.message, forged, next.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('siwe_bad_signature');
  });

  it('says so when a contract wallet signs for a chain the API cannot read', async () => {
    const address = await factory.createWallet(walletOwner.address, salt(3));
    const { message, cookie } = await messageFor(t, address, 11155111);
    const signature = await walletOwner.sign({ hash: hashMessage(message) });
    const response = await verify(t, message, signature, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'siwe_bad_signature',
      message:
        'The signature does not match the wallet address. Smart-contract wallets can sign in on chain 31337 only.',
    });
  });
});

// Issue 29, finding 11: an ERC-6492 wrapper names any "factory" and calldata, and the check runs
// them inside an eth_call. Without a gas limit the node runs a looping factory up to its own cap
// (anvil's: the block gas limit) on every attempt.
describe('SIWE verification of a stranger-chosen factory', () => {
  let chain: LocalChain;
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  // JUMPDEST PUSH1 0 JUMP: loops until the gas runs out.
  const loopForever = '0x5b600056';
  const looper = '0x00000000000000000000000000000000000100f1';
  beforeAll(async () => {
    chain = await startLocalChain({ port: 0, openSales: false });
    await createTestClient({ transport: http(chain.rpcUrl), mode: 'anvil' }).setCode({
      address: looper,
      bytecode: loopForever,
    });
    proxy = await recordingProxy(chain.rpcUrl);
  }, 120_000);
  afterAll(async () => {
    // Unset when beforeAll failed, whatever their types say.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await proxy?.close();
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    await chain?.stop();
  });
  const t = useTestApp(pgliteKind, {
    env: () => ({ RPC_URL: proxy.url, ECO_CHAIN_ID: '31337' }),
  });

  it(`refuses it, and no eth_call of the check may burn more than ${SIWE_VERIFY_GAS} gas`, async () => {
    const address = '0x000000000000000000000000000000000000dead';
    const { message, cookie } = await messageFor(t, address);
    const signature = serializeErc6492Signature({
      address: looper,
      data: '0x12345678',
      signature: await stranger.sign({ hash: hashMessage(message) }),
    });
    const response = await verify(t, message, signature, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('siwe_bad_signature');
    const calls = proxy.requests.filter((r) => r.method === 'eth_call');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const gas = (call.params?.[0] as { gas?: Hex } | undefined)?.gas;
      expect(gas, 'the eth_call names its gas limit').toBeDefined();
      expect(BigInt(gas!)).toBeLessThanOrEqual(SIWE_VERIFY_GAS);
    }
  });
});

describe('SIWE with a contract wallet when the chain does not answer', () => {
  // A port nothing listens on.
  const t = useTestApp(pgliteKind, {
    env: { RPC_URL: 'http://127.0.0.1:9', ECO_CHAIN_ID: '31337' },
  });

  it('answers 503 and asks to try again, while EOAs still sign in', async () => {
    const address = '0x000000000000000000000000000000000000c0de';
    const { message, cookie } = await messageFor(t, address);
    const signature = await walletOwner.sign({ hash: hashMessage(message) });
    const response = await verify(t, message, signature, cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'chain_unavailable',
      message:
        "The chain could not be reached to check a smart-contract wallet's signature. Try again in a minute.",
    });
    const eoa = await messageFor(t, walletOwner.address);
    const ok = await verify(
      t,
      eoa.message,
      await walletOwner.signMessage({ message: eoa.message }),
      eoa.cookie,
    );
    expect(ok.statusCode).toBe(200);
  });
});

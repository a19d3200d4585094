// The eligibility check against a real local chain (anvil with ECO deployed as on `npm run
// chain`): every answer is compared with the contract's own views, read here independently.
import { defineLocalChain, ecoTokenAbi, localDevPrivateKeys, SaleStage } from '@eco/contracts';
import {
  impersonateLocalOwner,
  startLocalChain,
  type LocalChain,
} from '@eco/contracts/local-chain';
import { getPartnerGrant } from '@eco/contracts/partners';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Chain,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartnerStatus } from '../eligibility';
import { checkEligibility, EligibilityInputError, type CheckOptions } from './check-eligibility';
import { getPartnerStatus } from './get-partner-status';

const partner = privateKeyToAccount(localDevPrivateKeys.partner1);
const buyer = privateKeyToAccount(localDevPrivateKeys.nonPartner);

let local: LocalChain;
let chain: Chain;
let client: PublicClient;
/** JSON-RPC methods the checker's client sent, one entry per request. */
let sent: string[] = [];

/** The bundled partners list, as the API answers from it while the contract holds its root. */
const bundledList = async (address: Address): Promise<PartnerStatus> => {
  const grant = getPartnerGrant(address, 31337);
  return grant ? { kind: 'partner', allocation: grant.allocation } : { kind: 'not-partner' };
};

const check = (address: Address, options: CheckOptions = {}) =>
  checkEligibility(
    { kind: 'address', address },
    { chain, client, eco: local.deployment.address, partnerStatus: bundledList, ...options },
  );

/** A stage's view of ECO, read straight from the chain (not through the checker). */
const read = (functionName: 'walletCapOf' | 'tokenPrice', stage: SaleStage) =>
  client.readContract({
    address: local.deployment.address,
    abi: ecoTokenAbi,
    functionName,
    args: [stage],
  });

const boughtBy = (stage: SaleStage, account: Address) =>
  client.readContract({
    address: local.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'boughtBy',
    args: [stage, account],
  });

beforeAll(async () => {
  // Port 0: the OS picks a free one, so parallel test runs never collide.
  local = await startLocalChain({ port: 0 });
  chain = defineLocalChain(local.rpcUrl);
  client = createPublicClient({
    chain,
    transport: http(local.rpcUrl, {
      retryCount: 0,
      onFetchRequest: async (request) => {
        const body = (await request.clone().json()) as { method: string };
        sent.push(body.method);
      },
    }),
  });
  // 100 ECO bought in the public sale by an address off the partners list.
  const price = await read('tokenPrice', SaleStage.Public);
  const wallet = createWalletClient({ chain, transport: http(local.rpcUrl), account: buyer });
  const hash = await wallet.writeContract({
    address: local.deployment.address,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: [parseEther('100')],
    value: 100n * price,
  });
  await client.waitForTransactionReceipt({ hash });
});
afterAll(async () => {
  await local.stop();
});

describe('checkEligibility on the local chain', () => {
  it('lets a partner buy in every stage, bounded by its own allocation, in one multicall', async () => {
    sent = [];
    const report = await check(partner.address);
    expect(sent).toEqual(['eth_call']);
    const grant = getPartnerGrant(partner.address, 31337)!;
    const walletCap = await read('walletCapOf', SaleStage.Partners);
    expect(report).toMatchObject({ address: partner.address, chainId: 31337, chainName: 'Anvil' });
    expect(report.partner).toEqual({ kind: 'partner', allocation: grant.allocation });
    expect(report.stages.map((s) => s.verdict)).toEqual(['may-buy', 'may-buy', 'may-buy']);
    const cap = grant.allocation < walletCap ? grant.allocation : walletCap;
    expect(report.stages[0]).toMatchObject({ cap, bought: 0n, mayBuyUpTo: cap });
    const block = await client.getBlock();
    expect(report.blockNumber).toBe(block.number);
    expect(report.blockTime).toBe(Number(block.timestamp) * 1000);
  });

  it('keeps an address off the list out of the partners stage and shows what it bought', async () => {
    const report = await check(buyer.address);
    const [partners, privateSale, publicSale] = report.stages;
    expect(partners).toMatchObject({
      verdict: 'not-eligible',
      blockers: [{ kind: 'not-partner' }],
    });
    expect(privateSale).toMatchObject({ verdict: 'may-buy', bought: 0n });
    const bought = await boughtBy(SaleStage.Public, buyer.address);
    expect(bought).toBe(parseEther('100'));
    const walletCap = await read('walletCapOf', SaleStage.Public);
    expect(publicSale).toMatchObject({
      verdict: 'may-buy',
      bought,
      cap: walletCap,
      mayBuyUpTo: walletCap - bought,
    });
  });

  it('says when a closed stage opens by its schedule', async () => {
    const owner = await impersonateLocalOwner(local.rpcUrl, local.deployment.address);
    const asOwner = createWalletClient({ chain, transport: http(local.rpcUrl), account: owner });
    const { timestamp } = await client.getBlock();
    const opensAt = timestamp + 3600n;
    for (const [functionName, args] of [
      ['setSaleOpen', [SaleStage.Private, false]],
      ['setSaleSchedule', [SaleStage.Private, opensAt, 0n]],
    ] as const) {
      const hash = await asOwner.writeContract({
        address: local.deployment.address,
        abi: ecoTokenAbi,
        functionName,
        args,
      });
      await client.waitForTransactionReceipt({ hash });
    }
    try {
      const report = await check(generatePrivateKeyAddress());
      expect(report.stages[1]).toMatchObject({
        key: 'private',
        verdict: 'not-now',
        blockers: [{ kind: 'upcoming', opensAt: Number(opensAt) * 1000 }],
      });
      // Once the chain's clock passes it, the contract opens the stage by itself.
      const testClient = createTestClient({ chain, transport: http(local.rpcUrl), mode: 'anvil' });
      await testClient.increaseTime({ seconds: 3601 });
      await testClient.mine({ blocks: 1 });
      expect((await check(generatePrivateKeyAddress())).stages[1]!.verdict).toBe('may-buy');
    } finally {
      for (const [functionName, args] of [
        ['setSaleSchedule', [SaleStage.Private, 0n, 0n]],
        ['setSaleOpen', [SaleStage.Private, true]],
      ] as const) {
        const hash = await asOwner.writeContract({
          address: local.deployment.address,
          abi: ecoTokenAbi,
          functionName,
          args,
        });
        await client.waitForTransactionReceipt({ hash });
      }
    }
  });

  it('refuses a mistyped checksum or an ENS name off mainnet before reading anything', async () => {
    sent = [];
    const partnerStatus = vi.fn(bundledList);
    // One capital letter turned small: a checksum that no longer matches.
    const mistyped = partner.address.replace('C', 'c') as Address;
    expect(mistyped).not.toBe(partner.address);
    await expect(check(mistyped, { partnerStatus })).rejects.toThrow(EligibilityInputError);
    await expect(check(mistyped, { partnerStatus })).rejects.toThrow(/checksum/);
    await expect(
      checkEligibility(
        { kind: 'ens', name: 'alice.eth' },
        { chain, client, eco: local.deployment.address, partnerStatus },
      ),
    ).rejects.toThrow('ENS names resolve on Ethereum mainnet only, and this site checks Anvil.');
    expect(sent).toEqual([]);
    expect(partnerStatus).not.toHaveBeenCalled();
    // The same address in small letters carries no checksum and is checked.
    expect((await check(partner.address.toLowerCase() as Address)).address).toBe(partner.address);
  });

  it("reads each stage's USDC price, minimum raise and standing in the same multicall, and says a cancelled stage sells no more", async () => {
    const eco = { address: local.deployment.address, abi: ecoTokenAbi } as const;
    const owner = await impersonateLocalOwner(local.rpcUrl, local.deployment.address);
    const asOwner = createWalletClient({ chain, transport: http(local.rpcUrl), account: owner });
    // Cancelled for good (this test's own chain): the last test here to use the partners stage.
    const hash = await asOwner.writeContract({
      ...eco,
      functionName: 'cancelStage',
      args: [SaleStage.Partners],
    });
    await client.waitForTransactionReceipt({ hash });
    sent = [];
    const report = await check(partner.address);
    expect(sent).toEqual(['eth_call']);
    expect(report.stages[0]).toMatchObject({
      verdict: 'not-now',
      blockers: [{ kind: 'cancelled' }],
      terms: { cancelled: true, finalized: false },
    });
    for (const [i, stage] of [SaleStage.Partners, SaleStage.Private, SaleStage.Public].entries()) {
      const [amount, deadline, counted, state] = await client.readContract({
        ...eco,
        functionName: 'minimumRaiseOf',
        args: [stage],
      });
      expect(report.stages[i]!.terms).toMatchObject({
        price: await read('tokenPrice', stage),
        usdcPrice: await client.readContract({ ...eco, functionName: 'priceOf', args: [stage, 1] }),
        minimum: { amount, deadline, counted, state: ['none', 'pending', 'met', 'missed'][state] },
      });
    }
    expect(report.stages[2]!.terms.usdcPrice).toBeGreaterThan(0n);
  });

  it('says where ECO is not deployed, reading nothing', async () => {
    sent = [];
    await expect(
      checkEligibility(
        { kind: 'address', address: partner.address },
        { chain: { ...chain, id: 424242, name: 'Elsewhere' }, client, partnerStatus: bundledList },
      ),
    ).rejects.toThrow('The ECO contract is not deployed on Elsewhere yet');
    expect(sent).toEqual([]);
  });
});

describe('getPartnerStatus', () => {
  const answer = (status: number, body: unknown) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );

  it('asks the partners proof endpoint for the address on the chain', async () => {
    const fetch = answer(200, { allocation: '2500000000000000000000', proof: [] });
    await expect(getPartnerStatus(partner.address, 31337)).resolves.toEqual({
      kind: 'partner',
      allocation: 2500n * 10n ** 18n,
    });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/partners/${partner.address}/proof?chainId=31337`);
  });

  it('is not a partner only on the API’s own "not a partner" answer', async () => {
    answer(404, { error: { code: 'not_a_partner', message: 'Not on the list.' } });
    await expect(getPartnerStatus(buyer.address, 31337)).resolves.toEqual({ kind: 'not-partner' });
    answer(409, {
      error: {
        code: 'partners_list_mismatch',
        message:
          'The contract has no partners list set, so nobody can buy in the partners sale yet.',
        params: { listSet: false },
      },
    });
    await expect(getPartnerStatus(buyer.address, 31337)).resolves.toEqual({
      kind: 'unknown',
      reason:
        'The contract has no partners list set yet, so nobody can buy in the partners sale yet.',
    });
    // A static host's 404 page: the API is not there, which says nothing about the address.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html></html>', { status: 404 }));
    await expect(getPartnerStatus(buyer.address, 31337)).resolves.toMatchObject({
      kind: 'unknown',
    });
  });
});

/** A fresh address nobody has used. */
function generatePrivateKeyAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGeneratedFiles } from '../src/codegen';
import { compile, packageRoot } from '../src/compile';
import { deployPlanFor, readDeploymentFiles } from '../src/deploy';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { ecoLocalContract, findEcoContract, findEcoDeployment, getEcoContract } from '../src/index';
import { accounts, fixture, publicClient } from './helpers';

describe('checked-in generated files', () => {
  it('match what compiling the current sources and deployments produces (run `npm run build` if not)', async () => {
    const files = await renderGeneratedFiles();
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(3);
    for (const [path, expected] of Object.entries(files)) {
      const actual = readFileSync(join(packageRoot, path), 'utf8');
      expect(actual, `${path} is stale`).toBe(expected);
    }
  });

  it('start with the do-not-edit banner', () => {
    for (const path of [
      'src/generated/eco-token-abi.ts',
      'src/generated/eco-token-deployments.ts',
    ]) {
      expect(readFileSync(join(packageRoot, path), 'utf8')).toMatch(
        /^\/\/ Generated .* Do not edit\./,
      );
    }
  });

  it('records the local deployment exactly as a fresh local chain produces it', async () => {
    const compiled = await compile();
    const [local] = readDeploymentFiles().filter((d) => d.chainId === 31337);
    expect(local?.address).toBe(fixture.eco);
    expect(local?.compiler.inputHash).toBe(compiled.inputHash);
    expect(local?.compiler.settings.evmVersion).toBe('cancun');
    const { token, timelock } = deployPlanFor(31337);
    expect(local?.constructorArgs.merkleRootOfPartners).toBe(token.merkleRootOfPartners);
    expect(local?.constructorArgs.tokenPriceForPublic).toBe(token.tokenPriceForPublic.toString());
    // The token's owner is the timelock deployed just before it, with the config's delay.
    expect(local?.constructorArgs.owner).toBe(fixture.timelock);
    expect(local?.foundersVestingWallets).toEqual(accounts.foundersVesting);
    expect(local?.timelock).toMatchObject({
      address: fixture.timelock,
      minDelay: Number(timelock.minDelay),
      proposers: [accounts.owner],
    });
    const receipt = await publicClient.getTransactionReceipt({
      hash: local?.transactionHash ?? '0x',
    });
    expect(Number(receipt.blockNumber)).toBe(local?.deploymentBlock);
  });
});

describe('typed contract configs', () => {
  it('give address + ABI for deployed chains and nothing for the others', () => {
    expect(getEcoContract(31337)).toEqual({
      address: ecoDeployments[31337].address,
      abi: ecoTokenAbi,
    });
    expect(ecoLocalContract.address).toBe(fixture.eco);
    // Block 1 holds the owner timelock, deployed first.
    expect(findEcoDeployment(31337)?.deploymentBlock).toBe(2n);
    expect(findEcoContract(1)).toBeUndefined();
    expect(() => getEcoContract(11155111)).toThrow('ECO is not deployed on chain 11155111');
  });

  it('type-check reads end to end', async () => {
    // A wrong functionName or argument type here fails `npm run typecheck`.
    const price: bigint = await publicClient.readContract({
      ...ecoLocalContract,
      functionName: 'tokenPriceForPublic',
    });
    const [cost, reward]: readonly [bigint, bigint] = await publicClient.readContract({
      ...ecoLocalContract,
      functionName: 'quote',
      args: [2, 0, 10n ** 18n, fixture.eco, '0x0000000000000000000000000000000000000000'],
    });
    expect(price).toBe(40_000_000_000_000n);
    expect(cost).toBe(price);
    expect(reward).toBe(0n);
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startAnvil } from '../src/anvil';
import { packageRoot } from '../src/compile';
import { loadNetworkConfig } from '../src/deploy';
import type { DeploymentRecord } from '../src/deploy';
import { parseDeployEnv, resolveConstructorConfig } from '../src/deploy-config';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { localDevPrivateKeys } from '../src/local-accounts';
import { accounts, contractAt, publicClient, rpcUrl, useFreshChain } from './helpers';

const run = promisify(execFile);
const KEY = localDevPrivateKeys.referrer;

/** Runs scripts/deploy.ts as `npm run deploy` would, returning exit code and output. */
async function deployScript(env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/deploy.ts', ...args],
      {
        cwd: packageRoot,
        env: { PATH: process.env.PATH ?? '', ...env },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('deploy environment', () => {
  it('names every missing or malformed variable', () => {
    expect(() => parseDeployEnv({})).toThrow(
      'Invalid deploy environment: RPC_URL is not set; DEPLOYER_PRIVATE_KEY is not set',
    );
    expect(() =>
      parseDeployEnv({ RPC_URL: 'localhost:8545', DEPLOYER_PRIVATE_KEY: '0x1234' }),
    ).toThrow(
      'RPC_URL must be an http(s):// or ws(s):// URL; DEPLOYER_PRIVATE_KEY must be 0x followed by 64 hex characters',
    );
    expect(
      parseDeployEnv({ RPC_URL: ' http://127.0.0.1:8545 ', DEPLOYER_PRIVATE_KEY: KEY }),
    ).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      privateKey: KEY,
    });
  });

  it('never echoes the private key', () => {
    const secret = `0x${'ab'.repeat(31)}`;
    expect(() => parseDeployEnv({ RPC_URL: 'http://x', DEPLOYER_PRIVATE_KEY: secret })).toThrow(
      /^(?!.*abab).*DEPLOYER_PRIVATE_KEY/,
    );
  });
});

describe('network configs', () => {
  it.each([1, 11155111])('chain %i refuses to deploy until its wallets are known', (chainId) => {
    expect(() => resolveConstructorConfig(loadNetworkConfig(chainId), null)).toThrow(
      `Refusing to deploy to chain ${chainId}: wallet addresses not known yet: owner, fundWallet, communityWallet, ecosystemWallet, listingWallet, marketingWallet, foundersWallets[0], foundersWallets[1], foundersWallets[2]. Fill them in in config/${chainId}.json.`,
    );
  });

  it('refuses zero addresses and out-of-range values too', () => {
    const config = {
      ...loadNetworkConfig(31337),
      fundWallet: '0x0000000000000000000000000000000000000000',
      buyFee: 21,
      maxTransferRate: 0,
      tokenPriceForPrivate: 'free',
    };
    expect(() => resolveConstructorConfig(config, null)).toThrow(
      'wallet addresses not known yet: fundWallet (zero address); invalid values: tokenPriceForPrivate (must be a positive ETH amount as a string, e.g. "0.00004"), buyFee (integer 0..20 per mille), maxTransferRate (integer 1..1000 per mille)',
    );
  });

  it("checks the founders' vesting in days, and defaults to a 365-day cliff of 1,095 days", () => {
    const local = loadNetworkConfig(31337);
    const bad = (days: Partial<typeof local>) => () =>
      resolveConstructorConfig({ ...local, ...days }, null);
    expect(bad({ foundersVestingDays: 0 })).toThrow(
      'invalid values: foundersVestingDays (integer 1..3650 days)',
    );
    expect(bad({ foundersVestingDays: 1.5 })).toThrow('foundersVestingDays (integer 1..3650 days)');
    expect(bad({ foundersVestingCliffDays: 400, foundersVestingDays: 365 })).toThrow(
      'invalid values: foundersVestingCliffDays (integer 0..foundersVestingDays days)',
    );
    const { foundersVestingCliffDays: _cliff, foundersVestingDays: _days, ...unset } = local;
    const defaults = resolveConstructorConfig(unset, null);
    expect([defaults.foundersVestingCliff, defaults.foundersVestingDuration]).toEqual([
      365n * 86_400n,
      1095n * 86_400n,
    ]);
  });

  it('reads the cap per wallet in whole ECO, 5,000,000 unless set', () => {
    const local = loadNetworkConfig(31337);
    for (const walletCap of ['0', '-5', '1.5', '5e6', '500000001', '']) {
      expect(() => resolveConstructorConfig({ ...local, walletCap }, null)).toThrow(
        'invalid values: walletCap (whole ECO as a string, 1..500000000)',
      );
    }
    const { walletCap: _cap, ...unset } = local;
    expect(resolveConstructorConfig(unset, null).walletCap).toBe(5_000_000n * 10n ** 18n);
    expect(resolveConstructorConfig({ ...local, walletCap: '250' }, null).walletCap).toBe(
      250n * 10n ** 18n,
    );
  });

  it('has the token-facts defaults on every network', () => {
    for (const chainId of [1, 11155111, 31337]) {
      const c = loadNetworkConfig(chainId);
      expect([c.tokenPriceForPartners, c.tokenPriceForPrivate, c.tokenPriceForPublic]).toEqual([
        '0.00002',
        '0.00003',
        '0.00004',
      ]);
      expect([
        c.buyFee,
        c.sellFee,
        c.maxTransferRate,
        c.maxTransferRateBuy,
        c.referralRewardBps,
      ]).toEqual([10, 10, 10, 10, 400]);
      expect([c.foundersVestingCliffDays, c.foundersVestingDays]).toEqual([365, 1095]);
      expect(c.walletCap).toBe('5000000');
      // The terms state the cap per wallet as the market's largest buy: keep the two equal.
      expect(BigInt(c.walletCap ?? '0')).toBe(
        (500_000_000n * BigInt(c.maxTransferRateBuy)) / 1000n,
      );
    }
  });
});

describe('scripts/deploy.ts', () => {
  useFreshChain();

  it('deploys from the environment and writes deployments/<chainId>.json', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eco-deploy-'));
    const { code, output } = await deployScript({
      RPC_URL: rpcUrl,
      DEPLOYER_PRIVATE_KEY: KEY,
      DEPLOYMENTS_DIR: dir,
    });
    expect(output).toContain('EcoToken deployed at');
    expect(code).toBe(0);
    const record = JSON.parse(readFileSync(join(dir, '31337.json'), 'utf8')) as DeploymentRecord;
    expect(record.deployer).toBe(accounts.referrer);
    expect(record.constructorArgs.owner).toBe(accounts.owner);
    expect(record.compiler.settings.evmVersion).toBe('cancun');
    const receipt = await publicClient.getTransactionReceipt({ hash: record.transactionHash });
    expect(Number(receipt.blockNumber)).toBe(record.deploymentBlock);
    expect(await contractAt(record.address, ecoTokenAbi).read.symbol()).toBe('ECO');
  });

  it('fails with the names of bad variables', async () => {
    const { code, output } = await deployScript({ DEPLOYER_PRIVATE_KEY: 'nope' });
    expect(code).toBe(1);
    expect(output).toContain(
      'RPC_URL is not set; DEPLOYER_PRIVATE_KEY must be 0x followed by 64 hex characters',
    );
  });

  it('refuses a public network whose wallets are unknown, before sending anything', async () => {
    const sepolia = await startAnvil({ port: 0, chainId: 11155111, accounts: 1 });
    try {
      const { code, output } = await deployScript({
        RPC_URL: sepolia.rpcUrl,
        DEPLOYER_PRIVATE_KEY: KEY,
      });
      expect(code).toBe(1);
      expect(output).toContain(
        'Refusing to deploy to chain 11155111: wallet addresses not known yet: owner, fundWallet',
      );
      const nonce = await fetch(sepolia.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      }).then((r) => r.json() as Promise<{ result: string }>);
      expect(nonce.result).toBe('0x0');
    } finally {
      await sepolia.stop();
    }
  });
});

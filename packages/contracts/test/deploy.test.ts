import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startAnvil } from '../src/anvil';
import { compile, getArtifact, packageRoot } from '../src/compile';
import { loadNetworkConfig } from '../src/deploy';
import type { DeploymentRecord } from '../src/deploy';
import { parseDeployEnv, resolveDeployPlan } from '../src/deploy-config';
import type { UsdcConfig } from '../src/deploy-config';
import { carbonLedgerRegistryAbi } from '../src/generated/carbon-ledger-registry-abi';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ownerTimelockAbi } from '../src/generated/owner-timelock-abi';
import { ethUsdFeedAbi, PROPOSER_ROLE } from '../src/index';
import { localDevPrivateKeys } from '../src/local-accounts';
import { accounts, contractAt, publicClient, rpcUrl, useFreshChain, ZERO_ADDRESS } from './helpers';

const run = promisify(execFile);
const KEY = localDevPrivateKeys.referrer;

/**
 * Sepolia's `usdc` entry (Circle's address and its source) with sample prices per stage filled in:
 * the checked-in file leaves the prices null, which is refused until the team sets them.
 */
/** One JSON-RPC call's result. */
const rpc = async (url: string, method: string, params: unknown[]) =>
  (
    (await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((r) => r.json())) as { result: unknown }
  ).result;

const sepoliaUsdc = (): UsdcConfig => ({
  ...(loadNetworkConfig(11155111).usdc as UsdcConfig),
  prices: { partners: '0.06', private: '0.09', public: '0.12' },
});

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
      configDir: undefined,
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
  it.each([1, 11155111])(
    'chain %i refuses to deploy until its wallets and USDC prices (and on mainnet who may buy) are known',
    (chainId) => {
      const offer =
        chainId === 1
          ? ', offer.status (undecided: who may buy is for the team\'s counsel to decide; then "decided" with its "basis")'
          : '';
      expect(() => resolveDeployPlan(loadNetworkConfig(chainId), null)).toThrow(
        `Refusing to deploy to chain ${chainId}: wallet addresses not known yet: proposer, fundWallet, communityWallet, ecosystemWallet, listingWallet, marketingWallet, foundersWallets[0], foundersWallets[1], foundersWallets[2]; invalid values: usdc.prices.partners (not known yet), usdc.prices.private (not known yet), usdc.prices.public (not known yet)${offer}. Fill them in in config/${chainId}.json.`,
      );
    },
  );

  it('refuses zero addresses and out-of-range values too', () => {
    const config = {
      ...loadNetworkConfig(31337),
      fundWallet: '0x0000000000000000000000000000000000000000',
      buyFee: 21,
      maxTransferRate: 0,
      tokenPriceForPrivate: 'free',
    };
    expect(() => resolveDeployPlan(config, null)).toThrow(
      'wallet addresses not known yet: fundWallet (zero address); invalid values: tokenPriceForPrivate (must be a positive ETH amount as a string, e.g. "0.00004"), buyFee (integer 0..20 per mille), maxTransferRate (integer 1..1000 per mille)',
    );
  });

  it("checks the founders' vesting in days, and defaults to a 365-day cliff of 1,095 days", () => {
    const local = loadNetworkConfig(31337);
    const bad = (days: Partial<typeof local>) => () =>
      resolveDeployPlan({ ...local, ...days }, null);
    expect(bad({ foundersVestingDays: 0 })).toThrow(
      'invalid values: foundersVestingDays (integer 1..3650 days)',
    );
    expect(bad({ foundersVestingDays: 1.5 })).toThrow('foundersVestingDays (integer 1..3650 days)');
    expect(bad({ foundersVestingCliffDays: 400, foundersVestingDays: 365 })).toThrow(
      'invalid values: foundersVestingCliffDays (integer 0..foundersVestingDays days)',
    );
    const { foundersVestingCliffDays: _cliff, foundersVestingDays: _days, ...unset } = local;
    const defaults = resolveDeployPlan(unset, null).token;
    expect([defaults.foundersVestingCliff, defaults.foundersVestingDuration]).toEqual([
      365n * 86_400n,
      1095n * 86_400n,
    ]);
  });

  it("checks the donation campaigns and the publishers, defaulting the ledger's to the proposer and the outflow tags' to the ledger's", () => {
    const local = loadNetworkConfig(31337);
    const wallet = '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097';
    expect(() =>
      resolveDeployPlan(
        {
          ...local,
          donationCampaigns: [
            { id: 1, wallet },
            { id: 1, wallet },
            { id: 0, wallet },
            { id: 2, wallet: null },
            { id: 3, wallet: 'nope' },
          ],
          ledgerPublisher: '0x0000000000000000000000000000000000000000',
          outflowTagsPublisher: 'nope',
          whitePaperPublisher: '0x1234',
        },
        null,
      ),
    ).toThrow(
      'wallet addresses not known yet: donationCampaigns[3].wallet, ledgerPublisher (zero address); invalid values: donationCampaigns[1].id (a whole number from 1, each id once), donationCampaigns[2].id (a whole number from 1, each id once), donationCampaigns[4].wallet (not an address), outflowTagsPublisher (not an address), whitePaperPublisher (not an address)',
    );
    const {
      ledgerPublisher: _publisher,
      outflowTagsPublisher: _tagsPublisher,
      whitePaperPublisher: _paperPublisher,
      donationCampaigns: _campaigns,
      ...unset
    } = local;
    const plan = resolveDeployPlan(unset, null);
    expect(plan.carbonLedger.publisher).toBe(plan.timelock.proposers[0]);
    expect(plan.outflowTags.publisher).toBe(plan.timelock.proposers[0]);
    expect(plan.whitePaper.publisher).toBe(plan.timelock.proposers[0]);
    const referrer = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
    const ledgerOnly = resolveDeployPlan({ ...unset, ledgerPublisher: referrer }, null);
    expect(ledgerOnly.outflowTags.publisher).toBe(referrer);
    expect(ledgerOnly.whitePaper.publisher).toBe(referrer);
    expect(
      resolveDeployPlan({ ...unset, whitePaperPublisher: referrer }, null).whitePaper.publisher,
    ).toBe(referrer);
    expect(plan.donations.campaigns).toEqual([]);
  });

  it('reads the cap per wallet in whole ECO, 5,000,000 unless set', () => {
    const local = loadNetworkConfig(31337);
    for (const walletCap of ['0', '-5', '1.5', '5e6', '500000001', '']) {
      expect(() => resolveDeployPlan({ ...local, walletCap }, null)).toThrow(
        'invalid values: walletCap (whole ECO as a string, 1..500000000)',
      );
    }
    const { walletCap: _cap, ...unset } = local;
    expect(resolveDeployPlan(unset, null).token.walletCap).toBe(5_000_000n * 10n ** 18n);
    expect(resolveDeployPlan({ ...local, walletCap: '250' }, null).token.walletCap).toBe(
      250n * 10n ** 18n,
    );
  });

  it('needs an owner delay of at least 48 hours on a public network, and reads the guardian and open stages', () => {
    const local = loadNetworkConfig(31337);
    // A public network has Chainlink's feed, not the local chain's mock, and Circle's USDC, not
    // the local stand-in (which is refused off the local chain).
    const sepolia = {
      ...local,
      chainId: 11155111,
      ethUsdFeed: loadNetworkConfig(11155111).ethUsdFeed,
      usdc: sepoliaUsdc(),
    };
    expect(() => resolveDeployPlan({ ...sepolia, timelockMinDelaySeconds: 300 }, null)).toThrow(
      'invalid values: timelockMinDelaySeconds (integer 172800..2592000 seconds: at least 48 hours on a public network)',
    );
    expect(
      resolveDeployPlan({ ...sepolia, timelockMinDelaySeconds: 172_800 }, null).timelock,
    ).toEqual({ minDelay: 172_800n, proposers: [accounts.owner], executors: [accounts.owner] });
    expect(() => resolveDeployPlan({ ...local, timelockMinDelaySeconds: 0 }, null)).toThrow(
      'timelockMinDelaySeconds (integer 1..2592000 seconds)',
    );
    expect(() =>
      resolveDeployPlan(
        { ...local, saleGuardian: 'nobody', openStages: ['presale' as 'public'] },
        null,
      ),
    ).toThrow(
      'invalid values: saleGuardian (not an address; null for nobody), openStages (a list of "partners", "private", "public")',
    );
    const plan = resolveDeployPlan({ ...local, saleGuardian: null, openStages: ['public'] }, null);
    expect(plan.token.saleGuardian).toBe(ZERO_ADDRESS);
    expect(plan.token.openStages).toEqual([false, false, true]);
    for (const chainId of [1, 11155111]) {
      expect(loadNetworkConfig(chainId).timelockMinDelaySeconds).toBeGreaterThanOrEqual(172_800);
    }
  });

  it("carries Chainlink's ETH/USD aggregator on mainnet and Sepolia, a mock's sample price locally", () => {
    expect(loadNetworkConfig(1).ethUsdFeed).toMatchObject({
      address: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
      heartbeatSeconds: 3600,
    });
    expect(loadNetworkConfig(11155111).ethUsdFeed).toMatchObject({
      address: '0x694AA1769357215DE4FAC081bf1f309aDC325306',
      heartbeatSeconds: 3600,
    });
    for (const chainId of [1, 11155111]) {
      expect(loadNetworkConfig(chainId).ethUsdFeed.mockAnswer).toBeUndefined();
    }
    const local = resolveDeployPlan(loadNetworkConfig(31337), null).ethUsdFeed;
    expect(local).toEqual({
      kind: 'local-mock',
      decimals: 8,
      answer: 3000n * 10n ** 8n,
      heartbeatSeconds: 3600,
    });
    // A public network's feed, once its wallets are filled in (the local ones stand in here).
    const { openStages: _open, ethUsdFeed: _feed, ...wallets } = loadNetworkConfig(31337);
    const mainnet = loadNetworkConfig(1);
    expect(
      resolveDeployPlan(
        {
          ...wallets,
          chainId: 1,
          timelockMinDelaySeconds: 172_800,
          ethUsdFeed: mainnet.ethUsdFeed,
          // Mainnet takes no example profile (test/offer.test.ts): a decided one stands in.
          offer: { ...(wallets.offer as object), status: 'decided', basis: 'A test stand-in' },
          // ETH only: the local stand-in is refused off the local chain, and mainnet's USDC
          // prices are not known yet; the USDC rules have their own test below.
          usdc: null,
        },
        null,
      ).ethUsdFeed,
    ).toEqual({
      kind: 'chainlink',
      address: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419',
      heartbeatSeconds: 3600,
    });
  });

  it('refuses a bad price feed config, naming what is wrong', () => {
    const local = loadNetworkConfig(31337);
    const { openStages: _open, ...rest } = local;
    const mainnet = { ...rest, chainId: 1, timelockMinDelaySeconds: 172_800 };
    const refused = (config: typeof local) => () => resolveDeployPlan(config, null);
    const feed = { address: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419', heartbeatSeconds: 3600 };
    // A public network needs Chainlink's feed: no address, or a mock, is refused.
    expect(refused({ ...mainnet, ethUsdFeed: { heartbeatSeconds: 3600 } })).toThrow(
      "invalid values: ethUsdFeed.address (required off the local chain: Chainlink's ETH/USD aggregator)",
    );
    expect(
      refused({ ...mainnet, ethUsdFeed: { heartbeatSeconds: 3600, mockAnswer: '3000' } }),
    ).toThrow('invalid values: ethUsdFeed.mockAnswer (a mock price only on the local chain)');
    expect(refused({ ...mainnet, ethUsdFeed: { ...feed, address: 'nope' } })).toThrow(
      'invalid values: ethUsdFeed.address (not an address)',
    );
    expect(
      refused({
        ...mainnet,
        ethUsdFeed: { ...feed, address: '0x0000000000000000000000000000000000000000' },
      }),
    ).toThrow('invalid values: ethUsdFeed.address (the zero address)');
    for (const heartbeatSeconds of [0, 59, 86_401, 3600.5, Number.NaN]) {
      expect(refused({ ...mainnet, ethUsdFeed: { ...feed, heartbeatSeconds } })).toThrow(
        "invalid values: ethUsdFeed.heartbeatSeconds (integer 60..86400 seconds, from Chainlink's list)",
      );
    }
    const { ethUsdFeed: _feed, ...noFeed } = mainnet;
    expect(refused(noFeed as typeof local)).toThrow(
      'invalid values: ethUsdFeed (an object: { "address": "0x…", "heartbeatSeconds": 3600 })',
    );
    // The local chain: a mock's price must be a positive USD amount, and not beside an address.
    for (const mockAnswer of ['0', '-3000', '3,000', '3000.123456789', 'free', '']) {
      expect(refused({ ...local, ethUsdFeed: { heartbeatSeconds: 3600, mockAnswer } })).toThrow(
        'invalid values: ethUsdFeed.mockAnswer (a positive USD price as a string, e.g. "3000")',
      );
    }
    expect(refused({ ...local, ethUsdFeed: { ...feed, mockAnswer: '3000' } })).toThrow(
      'invalid values: ethUsdFeed (an address or a mockAnswer, not both)',
    );
    expect(refused({ ...local, ethUsdFeed: { heartbeatSeconds: 3600 } })).toThrow(
      'invalid values: ethUsdFeed (an address, or a mockAnswer for the mock deployed on the local chain)',
    );
    // The local chain may use a real feed's address too (a fork of mainnet, say).
    expect(resolveDeployPlan({ ...local, ethUsdFeed: feed }, null).ethUsdFeed.kind).toBe(
      'chainlink',
    );
  });

  it("reads USDC: Circle's address with its source and prices on a public network, the stand-in only locally, null for ETH only", () => {
    const local = loadNetworkConfig(31337);
    const localPlan = resolveDeployPlan(local, null);
    expect(localPlan.usdc).toEqual({
      kind: 'local-stand-in',
      fundTestWallets: 1_000_000n * 10n ** 6n,
    });
    // The stand-in's address is filled in by the deploy, which creates it after the token.
    expect(localPlan.token.usdc).toBe(ZERO_ADDRESS);
    expect(localPlan.token.usdcPrices).toEqual([60_000n, 90_000n, 120_000n]);

    const { openStages: _open, ...rest } = local;
    const sepolia = {
      ...rest,
      chainId: 11155111,
      timelockMinDelaySeconds: 172_800,
      ethUsdFeed: loadNetworkConfig(11155111).ethUsdFeed,
    };
    const circle = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238';
    const plan = resolveDeployPlan({ ...sepolia, usdc: sepoliaUsdc() }, null);
    expect(plan.usdc).toEqual({
      kind: 'circle',
      address: circle,
      source: 'https://developers.circle.com/stablecoins/usdc-contract-addresses',
    });
    expect(plan.token.usdc).toBe(circle);
    expect(plan.token.usdcPrices).toEqual([60_000n, 90_000n, 120_000n]);

    const refused = (usdc: UsdcConfig) => () => resolveDeployPlan({ ...sepolia, usdc }, null);
    // The local chain's stand-in spread into a public network's config is refused, rightly.
    expect(refused(local.usdc as UsdcConfig)).toThrow(
      'invalid values: usdc.localStandIn (a stand-in only on the local chain)',
    );
    expect(refused({ ...sepoliaUsdc(), source: undefined })).toThrow(
      "invalid values: usdc.source (the https:// page the address was read from: Circle's list)",
    );
    expect(
      refused({ ...sepoliaUsdc(), prices: { partners: '0', private: 'free', public: null } }),
    ).toThrow(
      'invalid values: usdc.prices.partners (a positive USD price per ECO as a string, e.g. "0.12"), usdc.prices.private (a positive USD price per ECO as a string, e.g. "0.12"), usdc.prices.public (not known yet)',
    );

    const ethOnly = resolveDeployPlan({ ...sepolia, usdc: null }, null);
    expect(ethOnly.usdc).toEqual({ kind: 'none' });
    expect(ethOnly.token.usdc).toBe(ZERO_ADDRESS);
    expect(ethOnly.token.usdcPrices).toEqual([0n, 0n, 0n]);
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
      // MiCA Art. 13(1)'s withdrawal right, 14 days, on every network.
      expect(c.withdrawalDays).toBe(14);
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
    // The owner is a timelock deployed first, with the config's delay and proposer.
    expect(output).toContain('OwnerTimelock deployed at');
    expect(record.constructorArgs.owner).toBe(record.timelock.address);
    expect(record.timelock).toMatchObject({ minDelay: 300, proposers: [accounts.owner] });
    // The vesting wallets the token created are recorded too.
    const token = contractAt(record.address, ecoTokenAbi);
    expect(record.foundersVestingWallets).toEqual([...(await token.read.foundersVestingWallets())]);
    expect(record.foundersVestingWallets).toHaveLength(3);
    const timelock = contractAt(record.timelock.address, ownerTimelockAbi);
    expect(await timelock.read.getMinDelay()).toBe(300n);
    const proposerRole = await timelock.read.PROPOSER_ROLE();
    // The role the site and the API check is the one the timelock uses.
    expect(proposerRole).toBe(PROPOSER_ROLE);
    expect(await timelock.read.hasRole([proposerRole, accounts.owner])).toBe(true);
    // No admin: only the timelock itself (after its delay) could change its roles.
    const adminRole = await timelock.read.DEFAULT_ADMIN_ROLE();
    expect(await timelock.read.hasRole([adminRole, accounts.referrer])).toBe(false);
    expect(await timelock.read.hasRole([adminRole, record.timelock.address])).toBe(true);
    expect(record.compiler.settings.evmVersion).toBe('cancun');
    const receipt = await publicClient.getTransactionReceipt({ hash: record.transactionHash });
    expect(Number(receipt.blockNumber)).toBe(record.deploymentBlock);
    expect(await contractAt(record.address, ecoTokenAbi).read.symbol()).toBe('ECO');
    // The local config has no Chainlink network: a mock feed is deployed last, with its price.
    expect(output).toContain(`ETH/USD feed ${record.ethUsdFeed.address} (local mock)`);
    expect(record.ethUsdFeed).toMatchObject({ heartbeatSeconds: 3600, decimals: 8, mock: true });
    expect(record.ethUsdFeed.deploymentBlock).toBeGreaterThan(
      record.carbonLedgerRegistry.deploymentBlock,
    );
    // The outflow tags' registry comes last, with the ledger's publisher.
    expect(output).toContain(
      `outflow tags' CarbonLedgerRegistry at ${record.outflowTagsRegistry.address}`,
    );
    expect(record.outflowTagsRegistry.deploymentBlock).toBeGreaterThan(
      record.ethUsdFeed.deploymentBlock ?? Infinity,
    );
    expect(
      await contractAt(
        record.outflowTagsRegistry.address,
        carbonLedgerRegistryAbi,
      ).read.publisher(),
    ).toBe(record.carbonLedgerRegistry.publisher);
    // The white paper's registry comes after everything else, the USDC stand-in included.
    expect(output).toContain(
      `white paper's CarbonLedgerRegistry at ${record.whitePaperRegistry.address}`,
    );
    expect(record.whitePaperRegistry.deploymentBlock).toBeGreaterThan(
      record.usdc?.deploymentBlock ?? Infinity,
    );
    expect(
      await contractAt(record.whitePaperRegistry.address, carbonLedgerRegistryAbi).read.publisher(),
    ).toBe(record.carbonLedgerRegistry.publisher);
    const [, answer] = await contractAt(
      record.ethUsdFeed.address,
      ethUsdFeedAbi,
    ).read.latestRoundData();
    expect(answer).toBe(3000n * 10n ** 8n);
  });

  it('fails with the names of bad variables', async () => {
    const { code, output } = await deployScript({ DEPLOYER_PRIVATE_KEY: 'nope' });
    expect(code).toBe(1);
    expect(output).toContain(
      'RPC_URL is not set; DEPLOYER_PRIVATE_KEY must be 0x followed by 64 hex characters',
    );
  });

  it('dry-runs a complete public-network config: validated and described, nothing sent', async () => {
    const sepolia = await startAnvil({ port: 0, chainId: 11155111, accounts: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'eco-config-'));
    const filled = (delay: number, usdc = sepoliaUsdc()) => {
      const local = loadNetworkConfig(31337);
      const { openStages: _open, ...rest } = local;
      writeFileSync(
        join(dir, '11155111.json'),
        JSON.stringify({
          ...rest,
          chainId: 11155111,
          timelockMinDelaySeconds: delay,
          saleGuardian: null,
          ethUsdFeed: loadNetworkConfig(11155111).ethUsdFeed,
          usdc,
        }),
      );
    };
    try {
      const env = { RPC_URL: sepolia.rpcUrl, DEPLOYER_PRIVATE_KEY: KEY, DEPLOY_CONFIG_DIR: dir };
      filled(3600);
      const short = await deployScript(env, ['--dry-run']);
      expect(short.code).toBe(1);
      expect(short.output).toContain('at least 48 hours on a public network');
      // Sepolia's own USDC entry, prices still null, is refused before anything else happens.
      filled(172_800, loadNetworkConfig(11155111).usdc as UsdcConfig);
      const unpriced = await deployScript(env, ['--dry-run']);
      expect(unpriced.code).toBe(1);
      expect(unpriced.output).toContain('usdc.prices.partners (not known yet)');
      filled(172_800);
      const { code, output } = await deployScript(env, ['--dry-run']);
      expect(output).toContain(
        `Chain 11155111, deployer ${accounts.referrer}; owner: a timelock of 172800 s with proposer ${accounts.owner}; sale guardian ${ZERO_ADDRESS}`,
      );
      expect(output).toContain(
        'ETH/USD feed 0x694AA1769357215DE4FAC081bf1f309aDC325306, heartbeat 3600 s',
      );
      expect(output).toContain(
        `withdrawal right 14 days; USDC ${sepoliaUsdc().address} (https://developers.circle.com/stablecoins/usdc-contract-addresses) at 0.06 / 0.09 / 0.12 USD per ECO; minimum raise none`,
      );
      expect(output).toContain('Dry run: configuration is valid, nothing deployed.');
      expect(code).toBe(0);
      // For real, the feed must answer as one: this chain has no code at its address, so the
      // deploy stops before it sends anything.
      const real = await deployScript({ ...env, DEPLOYMENTS_DIR: dir });
      expect(real.code).toBe(1);
      expect(real.output).toContain(
        'ethUsdFeed.address 0x694AA1769357215DE4FAC081bf1f309aDC325306 does not answer decimals() as a Chainlink feed does',
      );
      const block = await fetch(sepolia.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      }).then((r) => r.json() as Promise<{ result: string }>);
      expect(block.result).toBe('0x0');
      // With a feed there, Circle's USDC is checked next, still before anything is sent: this
      // chain has no code at its address either.
      const feedCode = getArtifact(await compile(), 'LocalEthUsdFeed').deployedBytecode;
      await rpc(sepolia.rpcUrl, 'anvil_setCode', [
        '0x694AA1769357215DE4FAC081bf1f309aDC325306',
        feedCode,
      ]);
      const noUsdc = await deployScript({ ...env, DEPLOYMENTS_DIR: dir });
      expect(noUsdc.code).toBe(1);
      expect(noUsdc.output).toContain(
        `usdc.address ${sepoliaUsdc().address} does not answer decimals() as a token does`,
      );
      expect(await rpc(sepolia.rpcUrl, 'eth_blockNumber', [])).toBe('0x0');
    } finally {
      await sepolia.stop();
    }
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
        'Refusing to deploy to chain 11155111: wallet addresses not known yet: proposer, fundWallet',
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

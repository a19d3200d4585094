import { encodeDeployData, parseEther, parseUnits, zeroHash } from 'viem';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { compile, getArtifact } from '../src/compile';
import { deployPlanFor } from '../src/deploy';
import type { EcoConstructorConfig } from '../src/deploy-config';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { partnerProofs } from '../src/partners';
import {
  accounts,
  contractAt,
  ecoBalance,
  ecoEvents,
  eco,
  expectRevert,
  fixture,
  ONE_ECO,
  publicClient,
  useFreshChain,
  vestingAt,
  walletFor,
  ZERO_ADDRESS,
} from './helpers';

useFreshChain();

const M = 1_000_000n * ONE_ECO;

describe('deployment with the local default configuration', () => {
  it('is at the deterministic address and block recorded in src/generated', async () => {
    const local = ecoDeployments[31337];
    expect(fixture.eco).toBe(local.address);
    const receipt = await publicClient.getTransactionReceipt({ hash: local.transactionHash });
    expect(receipt.contractAddress?.toLowerCase()).toBe(local.address.toLowerCase());
    expect(receipt.blockNumber).toBe(local.deploymentBlock);
  });

  it('has the ERC-20 metadata and the cap', async () => {
    expect(await eco.read.name()).toBe('Green Planet ECO');
    expect(await eco.read.symbol()).toBe('ECO');
    expect(await eco.read.decimals()).toBe(18);
    expect(await eco.read.maxSupply()).toBe(500n * M);
  });

  it('exposes the share constants of token-facts.md (per mille)', async () => {
    const shares = {
      privateSaleShare: 340n,
      publicSaleShare: 230n,
      ecosystemShare: 120n,
      communityShare: 100n,
      foundersShare: 100n,
      listingShare: 70n,
      partnersShare: 20n,
      marketingShare: 20n,
    };
    let sum = 0n;
    for (const [name, value] of Object.entries(shares)) {
      expect(await eco.read[name as keyof typeof shares](), name).toBe(value);
      sum += value;
    }
    expect(sum).toBe(1000n);
  });

  it('mints community, ecosystem, listing and marketing, and the founders’ part into vesting wallets', async () => {
    expect(await ecoBalance(accounts.community)).toBe(50n * M);
    expect(await ecoBalance(accounts.ecosystem)).toBe(60n * M);
    expect(await ecoBalance(accounts.listing)).toBe(35n * M);
    expect(await ecoBalance(accounts.marketing)).toBe(10n * M);
    const founderAmounts = [16_666_667n, 16_666_667n, 16_666_666n].map((n) => n * ONE_ECO);
    expect(await eco.read.foundersVestingWallets()).toEqual(accounts.foundersVesting);
    for (const [i, founder] of accounts.founders.entries()) {
      // Nothing is minted to a founder: it all sits in the founder's vesting wallet.
      expect(await ecoBalance(founder)).toBe(0n);
      expect(await ecoBalance(accounts.foundersVesting[i]!)).toBe(founderAmounts[i]);
    }
    expect(await eco.read.totalSupply()).toBe(205n * M);
    expect(await eco.read.mintableForFounders()).toBe(0n);
  });

  it('gives each founder a vesting wallet with a 365-day cliff and 1,095 days in all', async () => {
    const local = ecoDeployments[31337];
    const block = await publicClient.getBlock({ blockNumber: local.deploymentBlock });
    const receipt = await publicClient.getTransactionReceipt({ hash: local.transactionHash });
    const created = ecoEvents(receipt, 'FoundersVestingCreated').map((e) => e.args);
    const day = 86_400n;
    const start = block.timestamp;
    expect(created).toEqual(
      accounts.founders.map((founder, i) => ({
        beneficiary: founder,
        vestingWallet: accounts.foundersVesting[i],
        amount: [16_666_667n, 16_666_667n, 16_666_666n][i]! * ONE_ECO,
        start,
        cliff: start + 365n * day,
        end: start + 1095n * day,
      })),
    );
    for (const [i, founder] of accounts.founders.entries()) {
      const wallet = vestingAt(accounts.foundersVesting[i]!);
      expect(await wallet.read.owner()).toBe(founder);
      expect(await wallet.read.start()).toBe(start);
      expect(await wallet.read.cliff()).toBe(start + 365n * day);
      expect(await wallet.read.end()).toBe(start + 1095n * day);
    }
  });

  it('leaves the sale allocations unminted and mintable', async () => {
    expect(await eco.read.mintableForPartners()).toBe(10n * M);
    expect(await eco.read.mintableForPrivate()).toBe(170n * M);
    expect(await eco.read.mintableForPublic()).toBe(115n * M);
    const expected = [10n * M, 170n * M, 115n * M];
    for (const stage of [0, 1, 2]) {
      const args = [stage] as const;
      expect(await eco.read.allocationOf(args)).toBe(expected[stage]);
      expect(await eco.read.mintableFor(args)).toBe(expected[stage]);
      expect(await eco.read.soldIn(args)).toBe(0n);
      expect(await eco.read.isSaleOpen(args)).toBe(false);
    }
    // Deployment mints + sale allocations = cap, so the cap can never be exceeded.
    expect(205n * M + 10n * M + 170n * M + 115n * M).toBe(500n * M);
  });

  it('has the default prices, fees, limits, referral rate and partners root', async () => {
    expect(await eco.read.tokenPriceForPartners()).toBe(parseEther('0.00002'));
    expect(await eco.read.tokenPriceForPrivate()).toBe(parseEther('0.00003'));
    expect(await eco.read.tokenPriceForPublic()).toBe(parseEther('0.00004'));
    expect(await eco.read.tokenPrice([2])).toBe(parseEther('0.00004'));
    expect(await eco.read.buyFee()).toBe(10n);
    expect(await eco.read.sellFee()).toBe(10n);
    expect(await eco.read.maxBuyFee()).toBe(20n);
    expect(await eco.read.maxSellFee()).toBe(30n);
    expect(await eco.read.tradingEnabled()).toBe(false);
    expect(await eco.read.maxTransactionLimitEnabled()).toBe(true);
    expect(await eco.read.maxTransferRate()).toBe(10n);
    expect(await eco.read.maxTransferRateBuy()).toBe(10n);
    expect(await eco.read.maxTransferAmount()).toBe(5n * M);
    expect(await eco.read.maxTransferAmountBuy()).toBe(5n * M);
    expect(await eco.read.referralRewardBps()).toBe(400n);
    expect(await eco.read.maxReferralRewardBps()).toBe(2000n);
    expect(await eco.read.merkleRootOfPartners()).toBe(partnerProofs[31337]?.root);
    expect(await eco.read.totalRaised()).toBe(0n);
    expect(await eco.read.totalWithdrawn()).toBe(0n);
    // The money-back terms: a 14-day withdrawal right, USDC through the local stand-in at the
    // config's sample prices, and nothing held or raised yet.
    expect(await eco.read.withdrawalPeriod()).toBe(14n * 86_400n);
    expect(await eco.read.usdc()).toBe(fixture.usdc);
    expect(await Promise.all([0, 1, 2].map((stage) => eco.read.priceOf([stage, 1])))).toEqual([
      parseUnits('0.06', 6),
      parseUnits('0.09', 6),
      parseUnits('0.12', 6),
    ]);
    expect(await eco.read.latestWithdrawalDeadline()).toBe(0n);
    for (const asset of [0, 1]) {
      expect(await eco.read.heldFunds([asset])).toBe(0n);
      expect(await eco.read.totalsOf([asset])).toEqual([0n, 0n, 0n]);
    }
    for (const stage of [0, 1, 2]) {
      expect(await eco.read.minimumRaiseOf([stage])).toEqual([0n, 0n, 0n, 0]);
    }
  });

  it('has the wallets it was given, and the timelock deployed before it as its owner', async () => {
    expect(await eco.read.owner()).toBe(accounts.timelock);
    expect(await eco.read.pendingOwner()).toBe(ZERO_ADDRESS);
    expect(await eco.read.fundWallet()).toBe(accounts.fund);
    expect(await eco.read.communityWallet()).toBe(accounts.community);
    expect(await eco.read.ecosystemWallet()).toBe(accounts.ecosystem);
    expect(await eco.read.listingWallet()).toBe(accounts.listing);
    expect(await eco.read.marketingWallet()).toBe(accounts.marketing);
    expect(await eco.read.foundersWallets()).toEqual(accounts.founders);
  });

  it('excludes owner, contract, fund and listing wallets from fees and limits, nobody else', async () => {
    const excluded: Address[] = [accounts.timelock, fixture.eco, accounts.fund, accounts.listing];
    // The team's wallet proposes through the timelock; it is not the owner, and not excluded.
    for (const account of [...excluded, accounts.owner, accounts.community, accounts.nonPartner]) {
      const args = [account] as const;
      const want = excluded.includes(account);
      expect(await eco.read.isExcludedFromFees(args)).toBe(want);
      expect(await eco.read.isExcludedFromLimits(args)).toBe(want);
    }
  });

  it('logs its initial configuration as events, so an audit log can start from block one', async () => {
    const receipt = await publicClient.getTransactionReceipt({
      hash: ecoDeployments[31337].transactionHash,
    });
    expect(ecoEvents(receipt, 'FeesUpdated')[0]?.args).toEqual({
      oldBuyFee: 0n,
      oldSellFee: 0n,
      newBuyFee: 10n,
      newSellFee: 10n,
    });
    expect(ecoEvents(receipt, 'FundWalletUpdated')[0]?.args).toEqual({
      oldWallet: ZERO_ADDRESS,
      newWallet: accounts.fund,
    });
    expect(ecoEvents(receipt, 'TokenPriceUpdated')).toHaveLength(3);
    expect(ecoEvents(receipt, 'UsdcPriceUpdated').map((e) => e.args)).toEqual(
      ['0.06', '0.09', '0.12'].map((price, stage) => ({
        stage,
        oldPrice: 0n,
        newPrice: parseUnits(price, 6),
      })),
    );
    // Every stage's minimum raise is logged, none set locally.
    expect(ecoEvents(receipt, 'MinimumRaiseSet').map((e) => e.args)).toEqual(
      [0, 1, 2].map((stage) => ({ stage, amount: 0n, deadline: 0n })),
    );
    expect(ecoEvents(receipt, 'MerkleRootOfPartnersUpdated')[0]?.args).toEqual({
      oldRoot: zeroHash,
      newRoot: partnerProofs[31337]?.root,
    });
    expect(ecoEvents(receipt, 'ReferralRewardBpsUpdated')[0]?.args).toEqual({
      oldBps: 0n,
      newBps: 400n,
    });
    expect(ecoEvents(receipt, 'ExcludedFromFeesUpdated')).toHaveLength(4);
    expect(ecoEvents(receipt, 'Transfer')).toHaveLength(7);
    expect(ecoEvents(receipt, 'OwnershipTransferred')[0]?.args).toEqual({
      previousOwner: ZERO_ADDRESS,
      newOwner: accounts.timelock,
    });
    expect(ecoEvents(receipt, 'SaleGuardianUpdated')[0]?.args).toEqual({
      oldGuardian: ZERO_ADDRESS,
      newGuardian: accounts.owner,
    });
  });
});

describe('constructor validation', () => {
  // The local plan leaves `usdc` to the deploy script, which deploys the stand-in after the token
  // and fills in its address; a deployment of its own needs one, as USDC prices without a USDC
  // contract are refused (UsdcNotAccepted, tested below). The fixture's stand-in serves.
  const base: EcoConstructorConfig = {
    ...deployPlanFor(31337).token,
    owner: accounts.timelock,
    usdc: fixture.usdc,
  };
  const deploy = async (config: EcoConstructorConfig) => {
    const { bytecode } = getArtifact(await compile(), 'EcoToken');
    // eth_call of the creation code surfaces the constructor's revert data, which a mined
    // failed deployment would not.
    await publicClient.call({
      account: accounts.nonPartner,
      data: encodeDeployData({ abi: ecoTokenAbi, bytecode, args: [config] }),
    });
    return walletFor(accounts.nonPartner).deployContract({
      abi: ecoTokenAbi,
      bytecode,
      args: [config],
    });
  };

  it('deploys on any chain with the addresses it is given (no hard-coded router or wallets)', async () => {
    const hash = await deploy({ ...base, owner: accounts.spare[1], fundWallet: accounts.spare[2] });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const deployed = contractAt(receipt.contractAddress as Address, ecoTokenAbi);
    expect(await deployed.read.owner()).toBe(accounts.spare[1]);
    expect(await deployed.read.fundWallet()).toBe(accounts.spare[2]);
  });

  it.each([
    'fundWallet',
    'communityWallet',
    'ecosystemWallet',
    'listingWallet',
    'marketingWallet',
  ] as const)('refuses a zero %s', async (field) => {
    await expectRevert(deploy({ ...base, [field]: ZERO_ADDRESS }), 'ZeroAddress');
  });

  it('refuses a founders’ vesting with no duration or a cliff longer than the duration', async () => {
    const day = 86_400n;
    for (const [cliff, duration] of [
      [0n, 0n],
      [366n * day, 365n * day],
    ] as const) {
      await expectRevert(
        deploy({ ...base, foundersVestingCliff: cliff, foundersVestingDuration: duration }),
        'InvalidVestingSchedule',
        [cliff, duration],
      );
    }
    // A cliff as long as the schedule is allowed: everything vests at once, at its end.
    await deploy({
      ...base,
      foundersVestingCliff: 365n * day,
      foundersVestingDuration: 365n * day,
    });
  });

  it('refuses USDC prices without a USDC contract, and deploys for ETH only without them', async () => {
    await expectRevert(deploy({ ...base, usdc: ZERO_ADDRESS }), 'UsdcNotAccepted');
    const hash = await deploy({ ...base, usdc: ZERO_ADDRESS, usdcPrices: [0n, 0n, 0n] });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const ethOnly = contractAt(receipt.contractAddress as Address, ecoTokenAbi);
    expect(await ethOnly.read.usdc()).toBe(ZERO_ADDRESS);
    expect(await ethOnly.read.priceOf([2, 1])).toBe(0n);
    // No USDC price can be set later either (the owner is the impersonated timelock).
    await expectRevert(
      ethOnly.as(accounts.timelock).write.setUsdcPrice([2, 1n]),
      'UsdcNotAccepted',
    );
  });

  it('refuses a withdrawal period above a year', async () => {
    const year = 365n * 86_400n;
    await expectRevert(
      deploy({ ...base, withdrawalPeriod: year + 1n }),
      'InvalidWithdrawalPeriod',
      [year + 1n],
    );
    await deploy({ ...base, withdrawalPeriod: year });
  });

  it('refuses a zero founder wallet', async () => {
    for (const i of [0, 1, 2]) {
      const founders = [...base.foundersWallets] as [Address, Address, Address];
      founders[i] = ZERO_ADDRESS;
      await expectRevert(deploy({ ...base, foundersWallets: founders }), 'ZeroAddress');
    }
  });

  it('refuses a zero owner', async () => {
    await expectRevert(deploy({ ...base, owner: ZERO_ADDRESS }), 'OwnableInvalidOwner', [
      ZERO_ADDRESS,
    ]);
  });

  it('refuses fees above their caps', async () => {
    await expectRevert(deploy({ ...base, buyFee: 21n }), 'FeeAboveCap', [21n, 20n]);
    await expectRevert(deploy({ ...base, sellFee: 31n }), 'FeeAboveCap', [31n, 30n]);
  });

  it('refuses zero or out-of-range limit rates', async () => {
    await expectRevert(deploy({ ...base, maxTransferRate: 0n }), 'InvalidRate', [0n]);
    await expectRevert(deploy({ ...base, maxTransferRateBuy: 1001n }), 'InvalidRate', [1001n]);
  });

  it('refuses a referral reward above its cap and a zero price', async () => {
    await expectRevert(deploy({ ...base, referralRewardBps: 2001n }), 'ReferralRewardAboveCap', [
      2001n,
      2000n,
    ]);
    await expectRevert(deploy({ ...base, tokenPriceForPublic: 0n }), 'InvalidPrice');
  });
});

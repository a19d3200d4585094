import { getAddress, isAddress, parseEther, parseUnits, zeroAddress, zeroHash } from 'viem';
import type { Address, ContractConstructorArgs, Hex } from 'viem';
import type { ecoTokenAbi } from './generated/eco-token-abi';
import { parseOfferProfile } from './offer';
import { saleStageNames, type SaleStageKey } from './stages';

/** The EcoToken constructor's single struct argument, typed from the ABI. */
export type EcoConstructorConfig = ContractConstructorArgs<typeof ecoTokenAbi>[0];

/** The owner timelock's constructor arguments (OwnerTimelock: OpenZeppelin's TimelockController). */
export interface TimelockConfig {
  /** Seconds between scheduling an owner call and the earliest time it can run. */
  minDelay: bigint;
  /** May schedule and cancel owner calls. */
  proposers: Address[];
  /** May run a scheduled call once it is ready. */
  executors: Address[];
}

/**
 * What a deployment creates: the owner timelock, then EcoToken owned by it (the token's `owner`
 * is filled in with the timelock's address once it exists).
 */
export interface DeployPlan {
  timelock: TimelockConfig;
  token: Omit<EcoConstructorConfig, 'owner'>;
  /** EcoDonations, owned by the timelock: the campaigns it takes donations for from the start. */
  donations: { campaigns: { id: number; wallet: Address }[] };
  /** CarbonLedgerRegistry, owned by the timelock: who publishes the ledger's versions. */
  carbonLedger: { publisher: Address };
  /**
   * A second CarbonLedgerRegistry, owned by the timelock, for the fund wallet's outflow tags
   * (docs/decisions/0031): who publishes the tag file's versions.
   */
  outflowTags: { publisher: Address };
  /**
   * A third CarbonLedgerRegistry, owned by the timelock, for the white paper (docs/decisions/0037):
   * who publishes the hash of each of its versions.
   */
  whitePaper: { publisher: Address };
  /** Where the site reads ETH/USD: Chainlink's aggregator, or a mock deployed on the local chain. */
  ethUsdFeed: EthUsdFeedPlan;
  /**
   * The USDC the sale takes. The token's `usdc` is its address; for the local stand-in, the
   * address it will have (deployed last, so every earlier address stays where it was).
   */
  usdc: UsdcPlan;
  /** The stand-ins' minimum raise deadlines given in days after deployment, per stage (seconds). */
  minimumDeadlinesAfterDeployment: (bigint | null)[];
}

/**
 * The ETH/USD price feed of a chain. `heartbeatSeconds` is the longest the feed goes without a new
 * answer (Chainlink's list gives it per feed): an answer older than that is stale.
 */
export type EthUsdFeedPlan = { heartbeatSeconds: number } & (
  | { kind: 'chainlink'; address: Address }
  /** Local chain only: Chainlink's MockV3Aggregator, deployed after every other contract. */
  | { kind: 'local-mock'; decimals: number; answer: bigint }
);

/** Decimals of the local mock's answer: those of Chainlink's USD feeds. */
export const LOCAL_FEED_DECIMALS = 8;

/** The `ethUsdFeed` entry of a config file. */
export interface EthUsdFeedConfig {
  /** Chainlink's ETH/USD aggregator on the chain (from Chainlink's data feeds list). */
  address?: string | null;
  /** The feed's heartbeat in seconds, as Chainlink's list gives it. */
  heartbeatSeconds: number;
  /**
   * Local chain only, instead of an address: the sample price (USD per ETH, e.g. "3000") the
   * deployed mock answers. It is no market price, and the site says so.
   */
  mockAnswer?: string;
}

/** The shortest owner delay a public network may have: 48 hours. */
export const PUBLIC_MIN_DELAY_SECONDS = 172_800;
/** Chains that are only ever local test chains, where a short delay keeps the console usable. */
const localChainIds = new Set([31337]);

/** Contents of config/<chainId>.json. `null` marks a value that is not known yet. */
export interface NetworkConfigFile {
  chainId: number;
  /**
   * The team's wallet (or multisig): the owner timelock's proposer and executor. The token's
   * owner is the timelock, so everything this wallet does as owner waits out the delay.
   */
  proposer: string | null;
  /** Seconds every owner call waits between scheduling and running (public networks: >= 48 h). */
  timelockMinDelaySeconds: number;
  /** May close a sale stage at once and nothing else; null = nobody besides the owner. */
  saleGuardian?: string | null;
  /** Stages open from deployment on (local test chains); default none. */
  openStages?: SaleStageKey[];
  fundWallet: string | null;
  communityWallet: string | null;
  ecosystemWallet: string | null;
  listingWallet: string | null;
  marketingWallet: string | null;
  foundersWallets: (string | null)[];
  tokenPriceForPartners: string;
  tokenPriceForPrivate: string;
  tokenPriceForPublic: string;
  buyFee: number;
  sellFee: number;
  maxTransferRate: number;
  maxTransferRateBuy: number;
  referralRewardBps: number;
  /** Partners list (relative to packages/contracts) whose merkle root goes into the constructor. */
  partnersFile: string | null;
  /** Days after deployment before any of the founders' allocation vests (default 365). */
  foundersVestingCliffDays?: number;
  /** Days after deployment until all of it has vested, cliff included (default 1095). */
  foundersVestingDays?: number;
  /**
   * The most one address may buy in each stage, in whole ECO as a string (default "5000000": 1 %
   * of the maximum supply, the same as the largest buy per transaction on the market).
   */
  walletCap?: string;
  /**
   * Campaigns EcoDonations takes donations for from deployment on: the campaign's id (as the
   * site's content numbers it) and its wallet. Later campaigns are registered through the timelock.
   */
  donationCampaigns?: { id: number; wallet: string | null }[];
  /** Publishes the carbon ledger's versions on CarbonLedgerRegistry; default the proposer. */
  ledgerPublisher?: string | null;
  /**
   * Publishes the versions of the fund wallet's outflow tags on their own CarbonLedgerRegistry;
   * default the ledger's publisher.
   */
  outflowTagsPublisher?: string | null;
  /**
   * Publishes the versions of the white paper on their own CarbonLedgerRegistry; default the
   * ledger's publisher.
   */
  whitePaperPublisher?: string | null;
  /** The ETH/USD price feed the site shows USD figures from (see EthUsdFeedConfig). */
  ethUsdFeed: EthUsdFeedConfig;
  /**
   * Days a buyer may withdraw a purchase after making it (MiCA Art. 13(1): 14); 0 turns the right
   * off for a deployment where it does not apply. Default 14.
   */
  withdrawalDays?: number;
  /** The USDC the sale takes (see UsdcConfig); null: ETH only. */
  usdc?: UsdcConfig | null;
  /** Each stage's minimum raise, fixed at deployment (docs/decisions/0032); a stage left out has none. */
  minimumRaises?: Partial<Record<SaleStageKey, MinimumRaiseConfig>>;
  /**
   * Who may buy (src/offer.ts, docs/decisions/0036): the offered and excluded countries and
   * whether buyers are treated as retail. Nothing on-chain reads it, but no deployment is made
   * while it is missing, malformed or undecided: the site would sell with no answer to who may buy.
   */
  offer?: unknown;
}

/** The `usdc` entry of a config file. */
export interface UsdcConfig {
  /** Circle's USDC on the chain, with `source` saying where the address was read. */
  address?: string | null;
  source?: string;
  /**
   * Local chain only, instead of an address: deploy LocalUsdc, a six-decimal stand-in with
   * EIP-2612 permit, and give each local test wallet this many USDC (e.g. "100000").
   */
  localStandIn?: { fundTestWallets: string };
  /** Price per whole ECO in USD, per stage, e.g. "0.12"; null: not known yet (refused). */
  prices: Record<SaleStageKey, string | null>;
}

/** A stage's minimum raise in a config file: whole ECO, and a deadline. */
export interface MinimumRaiseConfig {
  /** Whole ECO that purchases before the deadline must reach, e.g. "10000000". */
  amount: string;
  /** The deadline as an ISO 8601 time with its zone, e.g. "2027-03-01T00:00:00Z"... */
  deadline?: string;
  /** ...or, on the local chain only, days after deployment. */
  deadlineAfterDays?: number;
}

/** USDC's decimals (Circle's token and the local stand-in). */
export const USDC_DECIMALS = 6;

/** The USDC plan of a deployment: none, Circle's token, or the local stand-in to deploy. */
export type UsdcPlan =
  | { kind: 'none' }
  | { kind: 'circle'; address: Address; source: string }
  | { kind: 'local-stand-in'; fundTestWallets: bigint };

/** The cap per wallet and stage when a config names none, in whole ECO. */
export const defaultWalletCap = '5000000';

/** The founders' vesting when a config names none: a 12-month cliff, 36 months in all. */
export const defaultFoundersVesting = { cliffDays: 365, days: 1095 } as const;

const DAY_SECONDS = 86_400n;

const walletFields = [
  'fundWallet',
  'communityWallet',
  'ecosystemWallet',
  'listingWallet',
  'marketingWallet',
] as const;

/** Validated deploy environment. */
export interface DeployEnv {
  rpcUrl: string;
  privateKey: Hex;
  /** Where config/<chainId>.json is read from (DEPLOY_CONFIG_DIR; default the package's config/). */
  configDir: string | undefined;
}

/** Reads RPC_URL and DEPLOYER_PRIVATE_KEY, throwing one error that names every bad variable. */
export function parseDeployEnv(env: Record<string, string | undefined>): DeployEnv {
  const problems: string[] = [];
  const rpcUrl = env.RPC_URL?.trim() ?? '';
  if (!rpcUrl) problems.push('RPC_URL is not set');
  else if (!/^(https?|wss?):\/\/\S+$/.test(rpcUrl)) {
    problems.push('RPC_URL must be an http(s):// or ws(s):// URL');
  }
  const privateKey = env.DEPLOYER_PRIVATE_KEY?.trim() ?? '';
  if (!privateKey) problems.push('DEPLOYER_PRIVATE_KEY is not set');
  else if (!/^0x[0-9a-fA-F]{64}$/.test(privateKey)) {
    // The value itself is never echoed: it is a secret.
    problems.push('DEPLOYER_PRIVATE_KEY must be 0x followed by 64 hex characters');
  }
  if (problems.length > 0) throw new Error(`Invalid deploy environment: ${problems.join('; ')}`);
  return {
    rpcUrl,
    privateKey: privateKey as Hex,
    configDir: env.DEPLOY_CONFIG_DIR?.trim() || undefined,
  };
}

function isPerMille(value: unknown, max: number): boolean {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
}

/**
 * Turns a network config file into what a deployment creates. Refuses (listing every field) when
 * a wallet is unknown (null), the zero address or malformed, so nothing is deployed to
 * placeholders, and when a public network's owner delay is under 48 hours.
 */
export function resolveDeployPlan(
  file: NetworkConfigFile,
  merkleRootOfPartners: Hex | null,
): DeployPlan {
  const where = `config/${file.chainId}.json`;
  const missing: string[] = [];
  const invalid: string[] = [];
  /** `value` as an address; `fallback` when the file leaves it out (null), if there is one. */
  const address = (name: string, value: string | null | undefined, fallback?: Address): Address => {
    if ((value === null || value === undefined) && fallback) return fallback;
    if (value === null || value === undefined) missing.push(name);
    else if (!isAddress(value, { strict: false })) invalid.push(`${name} (not an address)`);
    else if (getAddress(value) === zeroAddress) missing.push(`${name} (zero address)`);
    else return getAddress(value);
    return zeroAddress;
  };

  const proposer = address('proposer', file.proposer);
  const wallets = Object.fromEntries(
    walletFields.map((name) => [name, address(name, file[name])]),
  ) as Record<(typeof walletFields)[number], Address>;
  if (!Array.isArray(file.foundersWallets) || file.foundersWallets.length !== 3) {
    invalid.push('foundersWallets (must list exactly 3 addresses)');
  }
  const founders = [0, 1, 2].map((i) =>
    // The file is read from disk, so the list its type promises may be missing.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    address(`foundersWallets[${i}]`, file.foundersWallets?.[i]),
  ) as [Address, Address, Address];

  const price = (name: string, value: string): bigint => {
    try {
      const wei = parseEther(value);
      if (wei > 0n) return wei;
    } catch {
      // reported below
    }
    invalid.push(`${name} (must be a positive ETH amount as a string, e.g. "0.00004")`);
    return 0n;
  };
  const prices = {
    tokenPriceForPartners: price('tokenPriceForPartners', file.tokenPriceForPartners),
    tokenPriceForPrivate: price('tokenPriceForPrivate', file.tokenPriceForPrivate),
    tokenPriceForPublic: price('tokenPriceForPublic', file.tokenPriceForPublic),
  };
  if (!isPerMille(file.buyFee, 20)) invalid.push('buyFee (integer 0..20 per mille)');
  if (!isPerMille(file.sellFee, 30)) invalid.push('sellFee (integer 0..30 per mille)');
  for (const name of ['maxTransferRate', 'maxTransferRateBuy'] as const) {
    if (!isPerMille(file[name], 1000) || file[name] === 0)
      invalid.push(`${name} (integer 1..1000 per mille)`);
  }
  if (!isPerMille(file.referralRewardBps, 2000)) {
    invalid.push('referralRewardBps (integer 0..2000 basis points)');
  }

  const cliffDays = file.foundersVestingCliffDays ?? defaultFoundersVesting.cliffDays;
  const vestingDays = file.foundersVestingDays ?? defaultFoundersVesting.days;
  // At most 10 years: a longer lock reads as a typo in days, and uint64 seconds are far beyond it.
  if (!Number.isInteger(vestingDays) || vestingDays < 1 || vestingDays > 3650) {
    invalid.push('foundersVestingDays (integer 1..3650 days)');
  } else if (!Number.isInteger(cliffDays) || cliffDays < 0 || cliffDays > vestingDays) {
    invalid.push('foundersVestingCliffDays (integer 0..foundersVestingDays days)');
  }

  const minDelay = file.timelockMinDelaySeconds;
  const shortest = localChainIds.has(file.chainId) ? 1 : PUBLIC_MIN_DELAY_SECONDS;
  // At most 30 days: a longer delay would leave the sale unmanageable, and reads as a typo.
  if (!Number.isInteger(minDelay) || minDelay < shortest || minDelay > 30 * 86_400) {
    invalid.push(
      `timelockMinDelaySeconds (integer ${shortest}..2592000 seconds${shortest === PUBLIC_MIN_DELAY_SECONDS ? ': at least 48 hours on a public network' : ''})`,
    );
  }
  let saleGuardian: Address = zeroAddress;
  if (file.saleGuardian !== undefined && file.saleGuardian !== null) {
    if (isAddress(file.saleGuardian, { strict: false }))
      saleGuardian = getAddress(file.saleGuardian);
    else invalid.push('saleGuardian (not an address; null for nobody)');
  }
  const openStages = file.openStages ?? [];
  if (!Array.isArray(openStages) || openStages.some((name) => !saleStageNames.includes(name))) {
    invalid.push('openStages (a list of "partners", "private", "public")');
  }

  const walletCapText = file.walletCap ?? defaultWalletCap;
  let walletCap = 0n;
  if (/^[1-9]\d{0,8}$/.test(walletCapText) && BigInt(walletCapText) <= 500_000_000n) {
    walletCap = parseEther(walletCapText);
  } else {
    invalid.push('walletCap (whole ECO as a string, 1..500000000)');
  }

  const campaignsList = file.donationCampaigns ?? [];
  const campaigns: { id: number; wallet: Address }[] = [];
  if (!Array.isArray(campaignsList)) {
    invalid.push('donationCampaigns (a list of { "id": 1, "wallet": "0x…" })');
  } else {
    const seen = new Set<number>();
    campaignsList.forEach((entry, i) => {
      const id = (entry as { id?: unknown } | null)?.id;
      if (!Number.isInteger(id) || (id as number) < 1 || seen.has(id as number)) {
        invalid.push(`donationCampaigns[${i}].id (a whole number from 1, each id once)`);
        return;
      }
      seen.add(id as number);
      campaigns.push({
        id: id as number,
        wallet: address(`donationCampaigns[${i}].wallet`, entry.wallet),
      });
    });
  }
  const publisher = address('ledgerPublisher', file.ledgerPublisher, proposer);
  const tagsPublisher = address('outflowTagsPublisher', file.outflowTagsPublisher, publisher);
  const paperPublisher = address('whitePaperPublisher', file.whitePaperPublisher, publisher);
  const ethUsdFeed = resolveEthUsdFeed(file, invalid);
  const local = localChainIds.has(file.chainId);

  const withdrawalDays = file.withdrawalDays ?? DEFAULT_WITHDRAWAL_DAYS;
  if (!Number.isInteger(withdrawalDays) || withdrawalDays < 0 || withdrawalDays > 365) {
    invalid.push("withdrawalDays (integer 0..365 days; 14 is the law's, 0 turns the right off)");
  }
  const usdc = resolveUsdc(file, local, invalid, address);
  const minimums = resolveMinimumRaises(file, local, invalid);
  const offer = parseOfferProfile(file.offer, file.chainId);
  invalid.push(...offer.problems);
  if (offer.profile?.status === 'undecided') {
    invalid.push(
      'offer.status (undecided: who may buy is for the team\'s counsel to decide; then "decided" with its "basis")',
    );
  }

  // A null feed has its reason in `invalid`.
  if (missing.length > 0 || invalid.length > 0 || !ethUsdFeed) {
    const parts: string[] = [];
    if (missing.length > 0) {
      parts.push(`wallet addresses not known yet: ${missing.join(', ')}`);
    }
    if (invalid.length > 0) parts.push(`invalid values: ${invalid.join(', ')}`);
    throw new Error(
      `Refusing to deploy to chain ${file.chainId}: ${parts.join('; ')}. Fill them in in ${where}.`,
    );
  }

  return {
    timelock: { minDelay: BigInt(minDelay), proposers: [proposer], executors: [proposer] },
    token: {
      ...wallets,
      foundersWallets: founders,
      ...prices,
      buyFee: BigInt(file.buyFee),
      sellFee: BigInt(file.sellFee),
      maxTransferRate: BigInt(file.maxTransferRate),
      maxTransferRateBuy: BigInt(file.maxTransferRateBuy),
      referralRewardBps: BigInt(file.referralRewardBps),
      merkleRootOfPartners: merkleRootOfPartners ?? zeroHash,
      foundersVestingCliff: BigInt(cliffDays) * DAY_SECONDS,
      foundersVestingDuration: BigInt(vestingDays) * DAY_SECONDS,
      walletCap,
      saleGuardian,
      openStages: saleStageNames.map((name) => openStages.includes(name)) as [
        boolean,
        boolean,
        boolean,
      ],
      withdrawalPeriod: BigInt(withdrawalDays) * DAY_SECONDS,
      usdc: usdc.plan.kind === 'circle' ? usdc.plan.address : zeroAddress,
      usdcPrices: usdc.prices,
      minimumRaises: minimums.raises,
    },
    donations: { campaigns },
    carbonLedger: { publisher },
    outflowTags: { publisher: tagsPublisher },
    whitePaper: { publisher: paperPublisher },
    ethUsdFeed,
    usdc: usdc.plan,
    minimumDeadlinesAfterDeployment: minimums.afterDeployment,
  };
}

/** The withdrawal right's length when a config names none: MiCA Art. 13(1)'s 14 days. */
export const DEFAULT_WITHDRAWAL_DAYS = 14;

type Triple<T> = [T, T, T];

/**
 * Reads a config's `usdc`, pushing what is wrong onto `invalid`: Circle's address (with its
 * source) on a public network, the stand-in only on the local chain, and a price per stage.
 */
function resolveUsdc(
  file: NetworkConfigFile,
  local: boolean,
  invalid: string[],
  address: (name: string, value: string | null | undefined) => Address,
): { plan: UsdcPlan; prices: Triple<bigint> } {
  const none = { plan: { kind: 'none' } as UsdcPlan, prices: [0n, 0n, 0n] as Triple<bigint> };
  const usdc = file.usdc;
  if (usdc === undefined || usdc === null) return none;
  if (typeof usdc !== 'object' || Array.isArray(usdc)) {
    invalid.push('usdc (an object: { "address", "source", "prices" }, or null for ETH only)');
    return none;
  }
  const prices = saleStageNames.map((stage) => {
    // The file is read from disk, so the object its type promises may be missing.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    const text = usdc.prices?.[stage];
    if (text === null) {
      invalid.push(`usdc.prices.${stage} (not known yet)`);
      return 0n;
    }
    if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,6})?$/.test(text) || Number(text) === 0) {
      invalid.push(`usdc.prices.${stage} (a positive USD price per ECO as a string, e.g. "0.12")`);
      return 0n;
    }
    return parseUnits(text, USDC_DECIMALS);
  }) as Triple<bigint>;
  if (usdc.localStandIn !== undefined) {
    const fund = usdc.localStandIn.fundTestWallets;
    if (!local) invalid.push('usdc.localStandIn (a stand-in only on the local chain)');
    else if (usdc.address !== undefined && usdc.address !== null) {
      invalid.push('usdc (an address or a localStandIn, not both)');
    } else if (typeof fund !== 'string' || !/^\d{1,12}$/.test(fund)) {
      invalid.push('usdc.localStandIn.fundTestWallets (whole USDC as a string, e.g. "100000")');
    } else {
      return {
        plan: { kind: 'local-stand-in', fundTestWallets: parseUnits(fund, USDC_DECIMALS) },
        prices,
      };
    }
    return none;
  }
  const at = address('usdc.address', usdc.address);
  if (typeof usdc.source !== 'string' || !/^https:\/\/\S+$/.test(usdc.source)) {
    invalid.push("usdc.source (the https:// page the address was read from: Circle's list)");
  }
  return { plan: { kind: 'circle', address: at, source: usdc.source ?? '' }, prices };
}

/**
 * Reads a config's `minimumRaises`: per stage whole ECO within the stage's allocation and a
 * deadline (an ISO time; on the local chain also days after deployment, filled in by the deploy).
 */
function resolveMinimumRaises(
  file: NetworkConfigFile,
  local: boolean,
  invalid: string[],
): {
  raises: Triple<{ amount: bigint; deadline: bigint }>;
  afterDeployment: (bigint | null)[];
} {
  const raises = saleStageNames.map(() => ({ amount: 0n, deadline: 0n })) as Triple<{
    amount: bigint;
    deadline: bigint;
  }>;
  const afterDeployment: (bigint | null)[] = [null, null, null];
  const given = file.minimumRaises ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) {
    invalid.push('minimumRaises (an object by stage: { "public": { "amount", "deadline" } })');
    return { raises, afterDeployment };
  }
  for (const key of Object.keys(given)) {
    if (!saleStageNames.includes(key as SaleStageKey)) {
      invalid.push(`minimumRaises.${key} (a stage: "partners", "private" or "public")`);
    }
  }
  saleStageNames.forEach((stage, i) => {
    const entry = given[stage];
    if (entry === undefined) return;
    const name = `minimumRaises.${stage}`;
    const amount = entry.amount;
    if (typeof amount !== 'string' || !/^[1-9]\d{0,8}$/.test(amount)) {
      invalid.push(`${name}.amount (whole ECO as a string, e.g. "10000000")`);
      // One above the stage's allocation is refused by the token's constructor (InvalidMinimumRaise).
    } else raises[i]!.amount = parseEther(amount);
    const { deadline, deadlineAfterDays: days } = entry;
    if (deadline !== undefined && days === undefined) {
      const time = typeof deadline === 'string' ? Date.parse(deadline) : NaN;
      if (!/(Z|[+-]\d\d:\d\d)$/.test(String(deadline)) || Number.isNaN(time)) {
        invalid.push(
          `${name}.deadline (an ISO 8601 time with its zone, e.g. "2027-03-01T00:00:00Z")`,
        );
      } else raises[i]!.deadline = BigInt(Math.floor(time / 1000));
    } else if (days !== undefined && deadline === undefined && local) {
      if (!Number.isInteger(days) || days < 1 || days > 3650) {
        invalid.push(`${name}.deadlineAfterDays (integer 1..3650)`);
      } else afterDeployment[i] = BigInt(days) * DAY_SECONDS;
    } else {
      invalid.push(
        `${name} (one deadline: "deadline" as an ISO time${local ? ', or "deadlineAfterDays"' : ''})`,
      );
    }
  });
  return { raises, afterDeployment };
}

/**
 * Reads a config's `ethUsdFeed`, pushing what is wrong with it onto `invalid`: a public network
 * needs Chainlink's aggregator; only the local chain may have a mock (with its sample answer).
 */
function resolveEthUsdFeed(file: NetworkConfigFile, invalid: string[]): EthUsdFeedPlan | null {
  const local = localChainIds.has(file.chainId);
  // The file is read from disk, so the object its type promises may be missing.
  const feed = file.ethUsdFeed as EthUsdFeedConfig | undefined | null;
  if (typeof feed !== 'object' || feed === null || Array.isArray(feed)) {
    invalid.push(
      `ethUsdFeed (an object: { "address": "0x…", "heartbeatSeconds": 3600 }${local ? ' or { "mockAnswer": "3000", "heartbeatSeconds": 3600 }' : ''})`,
    );
    return null;
  }
  const before = invalid.length;
  const { heartbeatSeconds, mockAnswer } = feed;
  // Chainlink's heartbeats run from minutes to a day; a longer one reads as a typo.
  if (!Number.isInteger(heartbeatSeconds) || heartbeatSeconds < 60 || heartbeatSeconds > 86_400) {
    invalid.push("ethUsdFeed.heartbeatSeconds (integer 60..86400 seconds, from Chainlink's list)");
  }
  const addressGiven = feed.address !== undefined && feed.address !== null;
  let address: Address | undefined;
  if (addressGiven) {
    if (typeof feed.address !== 'string' || !isAddress(feed.address, { strict: false })) {
      invalid.push('ethUsdFeed.address (not an address)');
    } else if (getAddress(feed.address) === zeroAddress) {
      invalid.push('ethUsdFeed.address (the zero address)');
    } else address = getAddress(feed.address);
  }
  let answer = 0n;
  if (mockAnswer !== undefined) {
    if (!local) {
      invalid.push('ethUsdFeed.mockAnswer (a mock price only on the local chain)');
    } else if (addressGiven) {
      invalid.push('ethUsdFeed (an address or a mockAnswer, not both)');
    } else if (
      typeof mockAnswer !== 'string' ||
      !/^\d{1,9}(\.\d{1,8})?$/.test(mockAnswer) ||
      parseUnits(mockAnswer, LOCAL_FEED_DECIMALS) === 0n
    ) {
      invalid.push('ethUsdFeed.mockAnswer (a positive USD price as a string, e.g. "3000")');
    } else answer = parseUnits(mockAnswer, LOCAL_FEED_DECIMALS);
  } else if (!addressGiven) {
    invalid.push(
      local
        ? 'ethUsdFeed (an address, or a mockAnswer for the mock deployed on the local chain)'
        : "ethUsdFeed.address (required off the local chain: Chainlink's ETH/USD aggregator)",
    );
  }
  if (invalid.length > before) return null;
  return address !== undefined
    ? { kind: 'chainlink', address, heartbeatSeconds }
    : { kind: 'local-mock', decimals: LOCAL_FEED_DECIMALS, answer, heartbeatSeconds };
}

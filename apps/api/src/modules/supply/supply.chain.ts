import { ECO_DECIMALS, ecoTokenAbi, findEcoDeployment, MULTICALL3_ADDRESS } from '@eco/contracts';
import type { ApiSupplyAmount, ApiSupplyResponse, ApiSupplyWallet } from '@eco/shared';
import { createPublicClient, formatUnits, http, parseAbi } from 'viem';
import type { Address, ContractFunctionParameters } from 'viem';
import { CachedLookup } from '../../lib/cached-lookup';
import type { Clock } from '../../lib/clock';

/** One wallet whose balance is left out of the circulating supply, and why. */
export interface CountedWallet {
  address: Address;
  label: string;
  balance: bigint;
}

/** ECO's supply as read from the chain in one call (amounts in base units). */
export interface SupplyReading {
  chainId: number;
  token: Address;
  blockNumber: bigint;
  maxSupply: bigint;
  totalSupply: bigint;
  /** The founders' vesting wallets: their balance is not released yet. */
  vesting: CountedWallet[];
  /** The team's allocation wallets and the fund wallet. */
  treasury: CountedWallet[];
}

/** Reads the supply; tests may give their own. */
export interface SupplyReader {
  chainId: number;
  read(): Promise<SupplyReading>;
}

/** The supply cannot be read for a reason that will not pass by itself (shown as it is). */
export class SupplyConfigError extends Error {}

// Multicall3's own view of the block it runs in: asked in the same call as the balances, it is
// the block they were read at.
const multicall3BlockAbi = parseAbi(['function getBlockNumber() view returns (uint256)']);

/** The team's allocation wallets, as the contract names them (immutable since deployment). */
const ALLOCATION_WALLETS = [
  ['communityWallet', 'Community allocation'],
  ['ecosystemWallet', 'Ecosystem allocation'],
  ['listingWallet', 'Listing & exchange allocation'],
  ['marketingWallet', 'Marketing allocation'],
] as const;
const FUND_WALLET_LABEL = 'Fund wallet (trading fees)';

interface Wallets {
  vesting: Address[];
  allocations: { address: Address; label: string }[];
}

/**
 * Supply reader over RPC_URL for the ECO deployment on `chainId`, or undefined without RPC_URL.
 * The wallets' addresses are immutable in the contract: read once, then every reading is one
 * `eth_call` (a Multicall3 aggregate) at one block. The fund wallet can change (`setFundWallet`):
 * its address is read in that same call, and a reading whose fund wallet moved is done again
 * with the new one.
 */
export function createSupplyReader(
  rpcUrl: string | undefined,
  chainId: number,
): SupplyReader | undefined {
  if (!rpcUrl) return undefined;
  // Short timeout and no retry: a listing site's request waits on this.
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 5_000, retryCount: 0 }) });
  // One aggregate3 call whatever its size (viem splits at 1 KB of calldata by default).
  const multicall = {
    multicallAddress: MULTICALL3_ADDRESS,
    allowFailure: false,
    batchSize: 0,
  } as const;
  let wallets: Promise<Wallets> | undefined;
  let fundWallet: Address | undefined;

  async function readWallets(token: Address): Promise<Wallets> {
    const eco = { address: token, abi: ecoTokenAbi } as const;
    const [community, ecosystem, listing, marketing, vesting, fund] = await client.multicall({
      ...multicall,
      contracts: [
        { ...eco, functionName: ALLOCATION_WALLETS[0][0] },
        { ...eco, functionName: ALLOCATION_WALLETS[1][0] },
        { ...eco, functionName: ALLOCATION_WALLETS[2][0] },
        { ...eco, functionName: ALLOCATION_WALLETS[3][0] },
        { ...eco, functionName: 'foundersVestingWallets' },
        { ...eco, functionName: 'fundWallet' },
      ],
    });
    fundWallet ??= fund;
    return {
      vesting: [...vesting],
      allocations: [community, ecosystem, listing, marketing].map((address, i) => ({
        address,
        label: ALLOCATION_WALLETS[i]![1],
      })),
    };
  }

  async function readAt(token: Address, known: Wallets, fund: Address) {
    const eco = { address: token, abi: ecoTokenAbi } as const;
    const counted = countedWallets(known, fund);
    // Typed by hand: viem cannot infer the results of a list mixing two ABIs with a variable tail.
    const contracts: ContractFunctionParameters[] = [
      { address: MULTICALL3_ADDRESS, abi: multicall3BlockAbi, functionName: 'getBlockNumber' },
      { ...eco, functionName: 'maxSupply' },
      { ...eco, functionName: 'totalSupply' },
      { ...eco, functionName: 'fundWallet' },
      ...counted.map((wallet) => ({ ...eco, functionName: 'balanceOf', args: [wallet.address] })),
    ];
    const [blockNumber, maxSupply, totalSupply, currentFund, ...balances] = (await client.multicall(
      { ...multicall, contracts },
    )) as [bigint, bigint, bigint, Address, ...bigint[]];
    const withBalances = counted.map((wallet, i) => ({ ...wallet, balance: balances[i]! }));
    return {
      currentFund,
      reading: {
        chainId,
        token,
        blockNumber,
        maxSupply,
        totalSupply,
        vesting: withBalances.filter((wallet) => wallet.vesting).map(({ vesting: _, ...w }) => w),
        treasury: withBalances.filter((wallet) => !wallet.vesting).map(({ vesting: _, ...w }) => w),
      } satisfies SupplyReading,
    };
  }

  return {
    chainId,
    async read() {
      const deployment = findEcoDeployment(chainId);
      if (!deployment) {
        throw new SupplyConfigError(`ECO is not deployed on chain ${chainId}.`);
      }
      const token = deployment.address;
      wallets ??= readWallets(token).catch((error: unknown) => {
        wallets = undefined;
        throw error;
      });
      const known = await wallets;
      const { reading, currentFund } = await readAt(token, known, fundWallet!);
      if (currentFund.toLowerCase() === fundWallet!.toLowerCase()) return reading;
      // The owner moved the fund wallet since the last reading (rare: owner calls wait out the
      // timelock's delay); that reading counted the former one, so read again with the new one.
      fundWallet = currentFund;
      return (await readAt(token, known, currentFund)).reading;
    },
  };
}

/**
 * The wallets whose balances are left out of the circulating supply, each address once: an
 * address named twice (a fund wallet set to an allocation wallet) would otherwise be subtracted
 * twice. Its labels are joined.
 */
function countedWallets(known: Wallets, fund: Address) {
  const counted: (Omit<CountedWallet, 'balance'> & { vesting: boolean })[] = [];
  const add = (address: Address, label: string, vesting: boolean) => {
    const same = counted.find((wallet) => wallet.address.toLowerCase() === address.toLowerCase());
    if (same) same.label = `${same.label} and ${label.toLowerCase()}`;
    else counted.push({ address, label, vesting });
  };
  known.vesting.forEach((address, i) => add(address, `Founders' vesting wallet ${i + 1}`, true));
  for (const wallet of known.allocations) add(wallet.address, wallet.label, false);
  add(fund, FUND_WALLET_LABEL, false);
  return counted;
}

const amount = (wei: bigint): ApiSupplyAmount => ({
  wei: wei.toString(),
  eco: formatUnits(wei, ECO_DECIMALS),
});

const held = (wallets: CountedWallet[]) => ({
  ...amount(wallets.reduce((sum, wallet) => sum + wallet.balance, 0n)),
  wallets: wallets.map((wallet): ApiSupplyWallet => ({
    address: wallet.address,
    label: wallet.label,
    ...amount(wallet.balance),
  })),
});

/**
 * The figures of docs/supply.md: circulating is what was minted less what the vesting wallets
 * still lock and what the team's wallets hold. The wallets are distinct and read at one block, so
 * their balances are part of the minted supply and the difference cannot go below zero.
 */
export function supplyFigures(reading: SupplyReading): ApiSupplyResponse {
  const lockedInVesting = held(reading.vesting);
  const treasury = held(reading.treasury);
  return {
    chainId: reading.chainId,
    token: reading.token,
    decimals: ECO_DECIMALS,
    blockNumber: reading.blockNumber.toString(),
    maxSupply: amount(reading.maxSupply),
    minted: amount(reading.totalSupply),
    lockedInVesting,
    treasury,
    circulating: amount(reading.totalSupply - BigInt(lockedInVesting.wei) - BigInt(treasury.wei)),
  };
}

/** The figures, or why they are unknown (a sentence fit for the 503 answer). */
export type SupplyLookup =
  { ok: true; supply: ApiSupplyResponse } | { ok: false; reason: string; transient: boolean };

/**
 * How long a reading is served: listing sites poll every few minutes, and each of the three
 * endpoints and every concurrent request then shares one `eth_call`.
 */
export const SUPPLY_TTL_MS = 10_000;
/** A failed read is not retried sooner, so a dead RPC does not hold every request 5 s. */
const FAILURE_TTL_MS = 5_000;

/** The supply on ECO_CHAIN_ID, cached briefly, with one in-flight read shared by all requests. */
export function createSupplyCache(
  reader: SupplyReader | undefined,
  clock: Clock,
  onError: (error: unknown) => void = () => {},
): CachedLookup<SupplyLookup> {
  const read = async (): Promise<SupplyLookup> => {
    if (!reader) {
      return {
        ok: false,
        transient: false,
        reason: 'The supply cannot be read: the API has no RPC_URL to read the chain.',
      };
    }
    try {
      return { ok: true, supply: supplyFigures(await reader.read()) };
    } catch (error) {
      if (error instanceof SupplyConfigError) {
        return { ok: false, transient: false, reason: error.message };
      }
      onError(error);
      return {
        ok: false,
        transient: true,
        reason: 'The supply could not be read from the chain right now. Try again in a minute.',
      };
    }
  };
  return new CachedLookup(clock, read, (lookup) => (lookup.ok ? SUPPLY_TTL_MS : FAILURE_TTL_MS));
}

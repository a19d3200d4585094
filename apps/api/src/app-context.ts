import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env';
import type { Database, Db } from './db/database';
import { findEcoDeployment } from '@eco/contracts';
import type { CachedLookup } from './lib/cached-lookup';
import type { Clock } from './lib/clock';
import { RateLimiter } from './lib/rate-limit';
import type { ContractOwnerReader } from './modules/admin/admin.chain';
import { ContractOwnerCache, createContractOwnerReader } from './modules/admin/admin.chain';
import type {
  ReferralTotalsReader,
  ReferredPurchasesReader,
} from './modules/affiliate/affiliate.chain';
import {
  createReferralTotalsReader,
  createReferredPurchasesReader,
} from './modules/affiliate/affiliate.chain';
import type { PartnersRootReader } from './modules/partners/partners.chain';
import type { RootLookup } from './modules/partners/partners.chain';
import {
  createPartnersRootLookup,
  createPartnersRootReader,
} from './modules/partners/partners.chain';
import type { ChainFiguresReader } from './modules/chain-figures/chain-figures.chain';
import { createChainFiguresReader } from './modules/chain-figures/chain-figures.chain';
import type { FiguresLookup } from './modules/chain-figures/chain-figures.service';
import { SharedFigures } from './modules/chain-figures/chain-figures.service';
import type { StageStatesReader } from './modules/stage-alerts/stage-alerts.chain';
import { createStageStatesReader } from './modules/stage-alerts/stage-alerts.chain';
import type { SupplyLookup, SupplyReader } from './modules/supply/supply.chain';
import { createSupplyCache, createSupplyReader } from './modules/supply/supply.chain';

/**
 * What route modules get: configuration, storage, time, the shared rate limiter and the chain
 * readers. It is passed to each module's plugin explicitly rather than found by autoloading
 * (docs/decisions/0006-explicit-app-context.md): a test builds the app with its own readers and
 * clock, and a reader sees in one place everything a module can reach.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  purchasesReader: ReferredPurchasesReader | undefined;
  referralsReader: ReferralTotalsReader | undefined;
  /** The contract owner, read through `ownerReader` and cached for 30 s. */
  contractOwner: ContractOwnerCache;
  /** The contract's partners root on ECO_CHAIN_ID, read through `partnersRootReader`. */
  partnersRoot: (chainId: number) => Promise<RootLookup>;
  /** ECO's supply on ECO_CHAIN_ID, read through `supplyReader` and cached for a few seconds. */
  supply: CachedLookup<SupplyLookup>;
  /** The sale stages' state from the indexer (sale alerts); undefined without INDEXER_URL. */
  stageStates: StageStatesReader | undefined;
  /**
   * The figures every visitor shares, per chain this API reads (ECO_CHAIN_ID where ECO is
   * deployed), read once per block by all processes together (docs/decisions/0040).
   */
  chainFigures: ReadonlyMap<number, Pick<SharedFigures, 'get' | 'stop'>>;
}

/** The chain readers a caller may replace; each defaults to one on RPC_URL or INDEXER_URL. */
export interface ChainReaders {
  /** Reads one referrer's purchase totals; defaults to the indexer at INDEXER_URL (or none). */
  purchasesReader?: ReferredPurchasesReader | undefined;
  /** Reads every referrer's totals for the admin leaderboard; defaults to INDEXER_URL (or none). */
  referralsReader?: ReferralTotalsReader | undefined;
  /** Reads the contract's owner (an admin by wallet); defaults to RPC_URL (or none). */
  ownerReader?: ContractOwnerReader | undefined;
  /** Reads the contract's partners root (which list's proofs to serve); defaults to RPC_URL. */
  partnersRootReader?: PartnersRootReader | undefined;
  /** Reads ECO's supply (one multicall); defaults to RPC_URL (or none). */
  supplyReader?: SupplyReader | undefined;
  /** Reads the sale stages' state (sale alerts); defaults to the indexer at INDEXER_URL. */
  stageStatesReader?: StageStatesReader | undefined;
  /** Reads the shared figures (head and one multicall); defaults to RPC_URL (or none). */
  chainFiguresReader?: ChainFiguresReader | undefined;
}

/** Builds the context; a reader given as `undefined` stays absent (no chain in that test). */
export function createAppContext(
  options: ChainReaders & { config: Config; database: Database },
  clock: Clock,
  log: FastifyBaseLogger,
): AppContext {
  const { config, database } = options;
  /** The reader the caller gave for `key` (undefined too), else `make()`'s. */
  const reader = <K extends keyof ChainReaders>(key: K, make: () => ChainReaders[K]) =>
    key in options ? options[key] : make();
  const { rpcUrl, indexerUrl, ecoChainId } = config;
  const warn = (message: string) => (error: unknown) => log.warn({ err: error }, message);
  return {
    config,
    database,
    db: database.db,
    clock,
    limiter: new RateLimiter(database.db, clock, config.rateLimits),
    purchasesReader: reader('purchasesReader', () =>
      createReferredPurchasesReader(indexerUrl, ecoChainId),
    ),
    referralsReader: reader('referralsReader', () =>
      createReferralTotalsReader(indexerUrl, ecoChainId),
    ),
    contractOwner: new ContractOwnerCache(
      reader('ownerReader', () => createContractOwnerReader(rpcUrl, ecoChainId)),
      clock,
      warn('admin: reading the contract owner failed'),
    ),
    partnersRoot: createPartnersRootLookup(
      reader('partnersRootReader', () => createPartnersRootReader(rpcUrl, ecoChainId)),
      ecoChainId,
      clock,
      warn('partners: reading the partners root failed'),
    ),
    supply: createSupplyCache(
      reader('supplyReader', () => createSupplyReader(rpcUrl, ecoChainId)),
      clock,
      warn('supply: reading the chain failed'),
    ),
    stageStates: reader('stageStatesReader', () => createStageStatesReader(indexerUrl)),
    chainFigures: chainFiguresByChain(
      options.database.db,
      reader('chainFiguresReader', () => createChainFiguresReader(rpcUrl, ecoChainId)),
      config,
      clock,
      warn('chain figures: reading failed'),
    ),
  };
}

/**
 * The chains whose figures this API serves: ECO_CHAIN_ID, where ECO is deployed. Without RPC_URL
 * that chain is still known, and its figures are answered 503 with the reason.
 */
function chainFiguresByChain(
  db: Db,
  reader: ChainFiguresReader | undefined,
  config: Config,
  clock: Clock,
  onError: (error: unknown) => void,
): ReadonlyMap<number, Pick<SharedFigures, 'get' | 'stop'>> {
  const { ecoChainId, chainFiguresPollMs } = config;
  if (reader) {
    return new Map([
      [reader.chainId, new SharedFigures(db, reader, clock, chainFiguresPollMs, onError)],
    ]);
  }
  if (!findEcoDeployment(ecoChainId)) return new Map();
  const noRpc: FiguresLookup = {
    ok: false,
    reason: `The figures of chain ${ecoChainId} cannot be read: the API has no RPC_URL to read the chain.`,
  };
  return new Map([[ecoChainId, { get: () => Promise.resolve(noRpc), stop: () => {} }]]);
}

/** The options every module's plugin is registered with (besides its prefix). */
export interface ModuleOptions {
  ctx: AppContext;
}

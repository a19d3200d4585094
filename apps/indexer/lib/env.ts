// Not under src/: Ponder loads every file there as indexing code.
// The indexer's settings: read and checked here, once, so a bad variable stops it at start with
// its name instead of failing later inside Ponder.
import { findEcoDeployment, type EcoDeployment } from '@eco/contracts';

export interface IndexedChain {
  chainId: number;
  /** RPC endpoints, tried in turn (Ponder balances over them). */
  rpcUrls: string[];
  deployment: EcoDeployment;
}

export interface IndexerEnv {
  chains: IndexedChain[];
  /** PostgreSQL in production; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pollingIntervalMs: number;
  /** Largest block range per eth_getLogs, when the provider's limit is known. */
  logBlockRange: number | undefined;
  /**
   * Follow the fund wallet's ether (INDEXER_FUND_WALLET, default true). It traces every block and
   * reads old state, which needs an archive node with the debug namespace; false leaves it out
   * (the read API's /fund-wallet then answers 404) and keeps the rest for any RPC.
   */
  fundWallet: boolean;
}

const RPC_URLS_PATTERN =
  /^\d+=https?:\/\/[^|;\s]+(\|https?:\/\/[^|;\s]+)*(;\d+=https?:\/\/[^|;\s]+(\|https?:\/\/[^|;\s]+)*)*$/;

/** Validates the indexer's variables, throwing one error that names every bad one. */
export function parseIndexerEnv(raw: Record<string, string | undefined>): IndexerEnv {
  const problems: string[] = [];
  const rpcSetting = raw.INDEXER_RPC_URLS ?? '31337=http://127.0.0.1:8545';
  const chains: IndexedChain[] = [];
  if (!RPC_URLS_PATTERN.test(rpcSetting)) {
    problems.push('INDEXER_RPC_URLS: must look like 1=https://a|https://b;11155111=https://c');
  } else {
    for (const entry of rpcSetting.split(';')) {
      const [id = '', urls = ''] = entry.split('=');
      const chainId = Number(id);
      const deployment = findEcoDeployment(chainId);
      if (!deployment) {
        problems.push(`INDEXER_RPC_URLS: ECO has no deployment on chain ${chainId}`);
        continue;
      }
      chains.push({ chainId, rpcUrls: urls.split('|'), deployment });
    }
  }
  const databaseUrl = raw.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL: must be a postgres:// connection string');
  }
  const positive = (name: string, fallback: number | undefined) => {
    const value = raw[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number <= 0) {
      problems.push(`${name}: must be a whole number above 0`);
      return fallback;
    }
    return number;
  };
  const pollingIntervalMs = positive('INDEXER_POLLING_MS', 1_000) ?? 1_000;
  const logBlockRange = positive('INDEXER_LOG_BLOCK_RANGE', undefined);
  const fundWalletSetting = raw.INDEXER_FUND_WALLET || 'true';
  if (fundWalletSetting !== 'true' && fundWalletSetting !== 'false') {
    problems.push('INDEXER_FUND_WALLET: must be true or false');
  }
  if (problems.length) throw new Error(`Invalid indexer settings: ${problems.join('; ')}`);
  return {
    chains,
    databaseUrl,
    dataDir: raw.INDEXER_DATA_DIR || '.ponder/pglite',
    pollingIntervalMs,
    logBlockRange,
    fundWallet: fundWalletSetting !== 'false',
  };
}

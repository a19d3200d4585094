// `npm start -w apps/indexer`: the indexer on embedded PGlite (apps/indexer/.ponder), reading the
// chains in INDEXER_RPC_URLS (default: the local chain). Runs until Ctrl-C.
import { startIndexer } from '../lib/run';
import { parseIndexerEnv } from '../lib/env';

const env = parseIndexerEnv(process.env);
const port = Number(process.env.PORT ?? 42069);
const indexer = await startIndexer({
  rpcUrls: Object.fromEntries(env.chains.map((chain) => [chain.chainId, chain.rpcUrls])),
  port,
  host: process.env.HOST ?? '127.0.0.1',
  databaseUrl: env.databaseUrl,
  dataDir: env.databaseUrl ? undefined : env.dataDir,
  // Set INDEXER_KEEP_DATA=true to keep the history of a chain that outlives the indexer.
  keepData: process.env.INDEXER_KEEP_DATA === 'true',
  pollingIntervalMs: env.pollingIntervalMs,
  logBlockRange: env.logBlockRange,
  log: (line) => console.info(line),
});
console.info(`Indexer ready at ${indexer.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void indexer.stop().then(() => process.exit(0)));
}
indexer.child.once('exit', (code) => {
  console.error(`The indexer stopped (${code ?? 'signal'}).`);
  process.exit(1);
});

// The whole product on free loopback ports for one benchmark: anvil with ECO deployed and the
// sales open, the counting JSON-RPC proxy in front of it, the API on a throwaway PGlite database,
// and the site built for that proxy and served by `vite preview`.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalChain } from '@eco/contracts/local-chain';
import { proxyCounts, startRpcProxy } from '@eco/web/e2e/rpc-proxy';
import { startApi } from './api-servers';
import { benchOutDir, buildSite, previewSite } from './build-site';
import { freePort } from './services';
import type { Cleanup } from './services';

/** A running benchmark stack; `cleanup` stops every part of it and removes its files. */
export type BenchStack = Awaited<ReturnType<typeof startBenchStack>>;

/** Starts the stack for benchmark `name` (its site is built into bench/.out/<name>-web). */
export async function startBenchStack(cleanup: Cleanup, name: string) {
  const chain = await startLocalChain({ port: 0 });
  cleanup.defer(() => chain.stop());

  // The site bakes the proxy's URL in at build time: it listens (on a port the system chose)
  // before the build.
  const proxy = await startRpcProxy({ target: chain.rpcUrl, port: 0 });
  cleanup.defer(() => proxy.close());

  // The site's own address is baked into the build (canonical links, sitemap) and the API's
  // allowed origins, so its port is chosen before anything starts; `--strictPort` fails loudly
  // if it is taken meanwhile. The API binds a port the system picks and says which.
  const webPort = await freePort();
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `eco-bench-${name}-api-`));
  // Deferred before the API, so the API stops before its database folder is removed.
  cleanup.defer(() => rmSync(dataDir, { recursive: true, force: true }));

  const outDir = path.join(benchOutDir, `${name}-web`);
  const [apiUrl] = await Promise.all([
    startApi(cleanup, 'api', {
      PGLITE_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_ORIGINS: baseUrl,
      SITE_URL: baseUrl,
      RPC_URL: chain.rpcUrl,
      ECO_CHAIN_ID: '31337',
      RATE_LIMITS: 'on',
    }),
    buildSite({ rpcUrl: proxy.url, outDir, siteUrl: baseUrl }),
  ]);
  await previewSite(cleanup, outDir, webPort, { API_PROXY_TARGET: apiUrl });

  return {
    /** The site, e.g. http://127.0.0.1:41234. */
    baseUrl,
    /** anvil itself: the test wallet and the benchmark's own checks, never counted. */
    anvilUrl: chain.rpcUrl,
    ...proxyCounts(proxy.url),
  };
}

/** The API's part of the stack, for benchmarks that act at the HTTP level (no site, no browser). */
export type ApiChainStack = Awaited<ReturnType<typeof startApiChainStack>>;

/**
 * anvil with ECO deployed, the counting JSON-RPC proxy in front of it, and the API reading the
 * chain through that proxy (on a throwaway PGlite database): what the API asks the node is what
 * the proxy counts. `env` adds to the API's environment.
 */
export async function startApiChainStack(
  cleanup: Cleanup,
  name: string,
  env: Record<string, string> = {},
) {
  const chain = await startLocalChain({ port: 0 });
  cleanup.defer(() => chain.stop());
  const proxy = await startRpcProxy({ target: chain.rpcUrl, port: 0 });
  cleanup.defer(() => proxy.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), `eco-bench-${name}-api-`));
  cleanup.defer(() => rmSync(dataDir, { recursive: true, force: true }));
  const apiUrl = await startApi(cleanup, 'api', {
    PGLITE_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RPC_URL: proxy.url,
    ECO_CHAIN_ID: '31337',
    RATE_LIMITS: 'on',
    ...env,
  });
  return {
    /** The API, e.g. http://127.0.0.1:41234 (its routes are under /api). */
    apiUrl,
    /** anvil itself: the benchmark's own checks and mining, never counted. */
    anvilUrl: chain.rpcUrl,
    /** The counting proxy: what a client reading the chain directly would call. */
    rpcUrl: proxy.url,
    ...proxyCounts(proxy.url),
  };
}

/** What `npm run stack` starts (scripts/stack.mjs), as far as the benchmarks use it. */
export interface ProductionStack {
  siteUrl: string;
  chainUrl: string;
  /** The API's database on the stack's PostgreSQL. */
  apiDatabaseUrl: string;
  /** nginx's access log: `$msec $request_time $upstream_cache_status $status $request_uri`. */
  accessLog: string;
  /** The stack's own PostgreSQL (halt: stop it at once; resume: start it again on its data). */
  postgres?: { halt(): Promise<void>; resume(): Promise<void> };
  /** The two API processes, restarted by the stack when they die (Restart=always). */
  apis: { child: { pid?: number }; restarts: number }[];
  /** The indexer's read API, straight (the site reaches it through nginx at /indexer). */
  indexerUrl: string;
  /** The indexer's process (its start script, Ponder below it), restarted as the APIs are. */
  indexer: { child: { pid?: number }; restarts: number };
  stop(): Promise<void>;
}

/**
 * The production stack of `npm run stack` (scripts/stack.mjs: nginx with deploy/'s configuration
 * in front of two API processes, the indexer, PostgreSQL 15, the chain), on free ports in a
 * directory of its own, with the API processes reading the chain through a counting proxy. The
 * site's /api is nginx's (`baseUrl`), as a visitor reaches it.
 */
export async function startProductionStack(cleanup: Cleanup, name: string) {
  // A plain-JavaScript module of the repository's scripts: typed here by what is used of it.
  const stackModule = '../../scripts/stack.mjs';
  const { startStack } = (await import(stackModule)) as {
    startStack: (options: object) => Promise<ProductionStack>;
  };
  const dir = mkdtempSync(path.join(tmpdir(), `eco-bench-${name}-stack-`));
  // Run as root, PostgreSQL runs as its own user, which must reach its data directory in here.
  chmodSync(dir, 0o755);
  cleanup.defer(() => rmSync(dir, { recursive: true, force: true }));
  const port = async () => freePort();
  const ports = {
    site: await port(),
    apis: [await port(), await port()],
    indexer: await port(),
    chain: await port(),
    postgres: await port(),
    mail: await port(),
    mailUi: await port(),
  };
  let proxy: Awaited<ReturnType<typeof startRpcProxy>> | undefined;
  const stack = await startStack({
    dir,
    ports,
    exitOnStop: false,
    quiet: true,
    apiRpcUrl: async (chainUrl: string) => {
      proxy = await startRpcProxy({ target: chainUrl, port: 0 });
      return proxy.url;
    },
  });
  cleanup.defer(async () => {
    await stack.stop();
    await proxy?.close();
  });
  if (!proxy) throw new Error('the stack started without asking for the API processes’ RPC');
  return {
    stack,
    /** nginx: the site, its /api on two API processes and its /indexer. */
    baseUrl: stack.siteUrl,
    anvilUrl: stack.chainUrl,
    rpcUrl: proxy.url,
    ...proxyCounts(proxy.url),
  };
}

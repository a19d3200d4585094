import { startLocalChain } from '@eco/contracts/local-chain';
import { publishWhitePaper } from '../../scripts/publish-white-paper';
import { e2ePorts } from './ports';
import { startRpcProxy } from './rpc-proxy';

// Playwright's webServer entry: anvil with ECO deployed, every sale stage open and this checkout's
// white paper published (as `npm start` does: the site shows its Buy button only then) on
// 127.0.0.1:18545, behind the counting RPC proxy on 127.0.0.1:18546 (whose /health Playwright
// waits for, so the proxy starts last: by then the chain is deployed).
const chain = await startLocalChain({ port: e2ePorts.chain });
const proxy = await publishWhitePaper({ rpcUrl: chain.rpcUrl })
  .then(() => startRpcProxy({ target: chain.rpcUrl, port: e2ePorts.rpcProxy }))
  .catch(async (error: unknown) => {
    await chain.stop();
    throw error;
  });
console.info(
  `e2e chain ready: anvil ${chain.rpcUrl}, RPC proxy ${proxy.url}, ECO ${chain.deployment.address}`,
);

let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  await proxy.close();
  await chain.stop();
  console.info(`e2e chain stopped (${signal})`);
  process.exit(0);
};
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));

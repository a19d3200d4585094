// `npm run chain`: anvil on 127.0.0.1:$ANVIL_PORT (default 8545) with ECO deployed, partners' root
// set and sales open. Stays up until Ctrl-C / SIGTERM, then stops anvil.
import { existsSync, readFileSync } from 'node:fs';
import { writeGeneratedFiles } from '../src/codegen';
import { localDevAccounts } from '../src/local-accounts';
import { MULTICALL3_ADDRESS, startLocalChain } from '../src/local-chain';

const chain = await startLocalChain({
  host: process.env.ANVIL_HOST ?? '127.0.0.1',
  writeDeploymentFile: true,
  verbose: process.env.ANVIL_VERBOSE === '1',
}).catch((error: unknown) => {
  // A taken port is a set-up mistake, not a crash: its sentence without a stack trace.
  if (error instanceof Error && /already in use/.test(error.message)) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
// Deterministic deployment: this rewrites the same contents unless the contract changed.
await writeGeneratedFiles();

const { deployment } = chain;
console.info(`
Local chain ready at ${chain.rpcUrl} (chain id ${chain.chainId})
  ECO (EcoToken)   ${deployment.address}  deployed in block ${deployment.deploymentBlock}
  Multicall3       ${MULTICALL3_ADDRESS}
  owner (acct 0)   ${localDevAccounts.owner}
  partners (1, 2)  ${localDevAccounts.partners.join(', ')}
  non-partner (3)  ${localDevAccounts.nonPartner}
  fund wallet (5)  ${localDevAccounts.fundWallet}
Sales open: partners, private, public. Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: stopping anvil`);
  chain.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

/** Process ids of this process's ancestors (Linux /proc; empty elsewhere). */
function ancestors(): number[] {
  const pids: number[] = [];
  let pid = process.ppid;
  while (pid > 1 && pids.length < 16 && existsSync(`/proc/${pid}/stat`)) {
    pids.push(pid);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return pids;
}

// `kill <pid of npm run chain>` does not reach this process (npm does not pass SIGTERM on through
// its shell), so the chain also stops as soon as any process that started it has gone.
const parents = ancestors();
setInterval(() => {
  for (const pid of parents) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH')
        shutdown(`parent process ${pid} exited`);
    }
  }
}, 500).unref();

// Compiles the contracts, refreshes the local (31337) deployment record by deploying to a
// throwaway anvil, and regenerates src/generated (ABI, deployments, partner proofs).
import { writeGeneratedFiles } from '../src/codegen';
import { compile } from '../src/compile';
import { startLocalChain } from '../src/local-chain';

const result = await compile({ writeArtifacts: true });
console.info(`Compiled with solc ${result.solcVersion}${result.fromCache ? ' (cached)' : ''}`);
// The local deployment is deterministic, so this only changes the file when the bytecode or the
// local configuration changed.
const chain = await startLocalChain({ port: 0, writeDeploymentFile: true });
await chain.stop();
console.info(
  `Local deployment: ${chain.deployment.address} (block ${chain.deployment.deploymentBlock})`,
);
for (const file of await writeGeneratedFiles()) console.info(`wrote ${file}`);

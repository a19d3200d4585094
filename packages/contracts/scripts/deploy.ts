// Deploys ECO to the chain behind $RPC_URL with $DEPLOYER_PRIVATE_KEY, using config/<chainId>.json,
// then writes deployments/<chainId>.json and regenerates src/generated.
// Options: --dry-run (validate only), --no-generate. $DEPLOYMENTS_DIR overrides the output folder,
// $DEPLOY_CONFIG_DIR the folder config/<chainId>.json is read from.
import { createPublicClient, createWalletClient, formatUnits, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { writeGeneratedFiles } from '../src/codegen';
import { compile } from '../src/compile';
import { deployEcoToken, deployPlanFor, writeDeploymentFile } from '../src/deploy';
import { parseDeployEnv, USDC_DECIMALS } from '../src/deploy-config';
import type { DeployPlan } from '../src/deploy-config';

/** The money-back settings of a plan in one sentence (docs/decisions/0032-0034). */
function describeMoneyBack(plan: DeployPlan): string {
  const days = Number(plan.token.withdrawalPeriod) / 86_400;
  const usdc =
    plan.usdc.kind === 'none'
      ? 'ETH only'
      : `USDC ${plan.usdc.kind === 'circle' ? `${plan.usdc.address} (${plan.usdc.source})` : 'local stand-in'} at ${plan.token.usdcPrices.map((p) => formatUnits(p, USDC_DECIMALS)).join(' / ')} USD per ECO`;
  const minimums = plan.token.minimumRaises
    .map((raise, i) =>
      raise.amount === 0n
        ? null
        : `stage ${i}: ${formatUnits(raise.amount, 18)} ECO by ${raise.deadline === 0n ? `${Number(plan.minimumDeadlinesAfterDeployment[i]) / 86_400} days after deployment` : new Date(Number(raise.deadline) * 1000).toISOString()}`,
    )
    .filter((text) => text !== null);
  return `withdrawal right ${days === 0 ? 'off' : `${days} days`}; ${usdc}; minimum raise ${minimums.length === 0 ? 'none' : minimums.join(', ')}`;
}

const args = new Set(process.argv.slice(2));

async function main(): Promise<void> {
  const env = parseDeployEnv(process.env);
  const transport = http(env.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const chainId = await publicClient.getChainId();
  // Validated before compiling or signing anything: unknown wallets must stop the deploy here.
  const plan = deployPlanFor(chainId, env.configDir);
  const account = privateKeyToAccount(env.privateKey);
  console.info(
    `Chain ${chainId}, deployer ${account.address}; owner: a timelock of ${plan.timelock.minDelay} s with proposer ${plan.timelock.proposers.join(', ')}; sale guardian ${plan.token.saleGuardian}; ${plan.donations.campaigns.length} donation campaigns; ledger publisher ${plan.carbonLedger.publisher}; outflow tags publisher ${plan.outflowTags.publisher}; white paper publisher ${plan.whitePaper.publisher}; ETH/USD feed ${plan.ethUsdFeed.kind === 'chainlink' ? plan.ethUsdFeed.address : 'a local mock'}, heartbeat ${plan.ethUsdFeed.heartbeatSeconds} s; ${describeMoneyBack(plan)}`,
  );
  if (args.has('--dry-run')) {
    console.info('Dry run: configuration is valid, nothing deployed.');
    return;
  }
  const walletClient = createWalletClient({ account, transport });
  const compiled = await compile({ writeArtifacts: true });
  const deployment = await deployEcoToken({ walletClient, publicClient, compiled, plan });
  const path = writeDeploymentFile(deployment, process.env.DEPLOYMENTS_DIR);
  console.info(
    `OwnerTimelock deployed at ${deployment.timelock.address}; EcoToken deployed at ${deployment.address} in block ${deployment.deploymentBlock}; EcoDonations at ${deployment.donations.address} (${deployment.donations.campaigns.length} campaigns); CarbonLedgerRegistry at ${deployment.carbonLedgerRegistry.address}; ETH/USD feed ${deployment.ethUsdFeed.address}${deployment.ethUsdFeed.mock ? ' (local mock)' : ''}; outflow tags' CarbonLedgerRegistry at ${deployment.outflowTagsRegistry.address}; white paper's CarbonLedgerRegistry at ${deployment.whitePaperRegistry.address}; wrote ${path}`,
  );
  if (!args.has('--no-generate') && !process.env.DEPLOYMENTS_DIR) {
    await writeGeneratedFiles();
    console.info('Regenerated src/generated; commit deployments/ and src/generated/.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

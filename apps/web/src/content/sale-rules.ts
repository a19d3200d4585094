import { msg, plural } from '@lingui/core/runtime-macro';
import { networkName } from '../lib/chain-facts';
import { tx } from '../lib/localized';
import { listText } from './networks';

// What each deployment of the sale fixes for good in its config (packages/contracts/config/
// <chainId>.json) and the buyer's texts quote: the withdrawal period (decision 0032) and the USDC
// it takes, with the page its address was read from (decision 0034). Written out here rather than
// imported, which would bring both whole config files into every legal page's first load;
// sale-rules.test.ts reads the config files and fails when they say otherwise.

/** One deployment's rules, as a text quotes them. */
export interface DeploymentRules {
  chainId: number;
  /** Days a purchase may be withdrawn after it (0: no withdrawal right on that network). */
  withdrawalDays: number;
  /** Circle's USDC: where its address was read (null: the sale takes ETH only there). */
  usdcSource: string | null;
}

const circleUsdcAddresses = 'https://developers.circle.com/stablecoins/usdc-contract-addresses';

/** The deployments where ECO is sold for real (mainnet) or tried (Sepolia). */
export const publicDeployments: readonly DeploymentRules[] = [
  { chainId: 1, withdrawalDays: 14, usdcSource: circleUsdcAddresses },
  { chainId: 11155111, withdrawalDays: 14, usdcSource: circleUsdcAddresses },
];

/**
 * The withdrawal period as a sentence quotes it, in the page's language: "14 days on Ethereum
 * mainnet and the Sepolia test network", or each network's own, "none" where a deployment turned
 * the right off.
 */
export function withdrawalPeriodText(deployments = publicDeployments): string {
  const byDays = new Map<number, string[]>();
  for (const d of deployments) {
    byDays.set(d.withdrawalDays, [...(byDays.get(d.withdrawalDays) ?? []), networkName(d.chainId)]);
  }
  return [...byDays]
    .map(([days, networks]) =>
      days === 0
        ? tx(msg`none on ${{ networks: listText(networks) }}, where the right is turned off`)
        : tx(
            msg`${plural({ days }, { one: '# day', other: '# days' })} on ${{ networks: listText(networks) }}`,
          ),
    )
    .join('; ');
}

/**
 * Where the USDC address of each public deployment comes from, in the page's language: "Circle's
 * list of USDC contract addresses (developers.circle.com)", or null when no public deployment
 * takes USDC.
 */
export function usdcSourceText(deployments = publicDeployments): string | null {
  const taking = deployments.flatMap((d) =>
    d.usdcSource === null
      ? []
      : [{ network: networkName(d.chainId), host: new URL(d.usdcSource).hostname }],
  );
  if (taking.length === 0) return null;
  const hosts = [...new Set(taking.map((d) => d.host))];
  return tx(
    msg`on ${{ networks: listText(taking.map((d) => d.network)) }} the sale takes Circle's own USDC, at the address Circle publishes in its list of USDC contract addresses (${{ hosts: listText(hosts) }}), which the deployment's settings record with that source; the contract's usdc() function returns it`,
  );
}

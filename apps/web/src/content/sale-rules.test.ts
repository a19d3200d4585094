import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import {
  publicDeployments,
  usdcSourceText,
  withdrawalPeriodText,
  type DeploymentRules,
} from './sale-rules';

// The configs as the deploy script reads them: the texts must quote these, not a figure of their own.
const configDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/config',
);
const config = (chainId: number) =>
  JSON.parse(readFileSync(join(configDir, `${chainId}.json`), 'utf8')) as {
    withdrawalDays: number;
    usdc: { address: string | null; source: string };
  };

describe('the sale rules the texts quote', () => {
  it("are each public deployment's own config", () => {
    // Every public network with a config (all but the local chain's) is quoted.
    const configured = readdirSync(configDir)
      .flatMap((file) => /^(\d+)\.json$/.exec(file)?.[1] ?? [])
      .map(Number)
      .filter((chainId) => chainId !== 31337);
    expect(publicDeployments.map((d) => d.chainId).sort()).toEqual(configured.sort());
    for (const d of publicDeployments) {
      const file = config(d.chainId);
      expect(d.withdrawalDays, `${d.chainId}`).toBe(file.withdrawalDays);
      expect(d.usdcSource, `${d.chainId}`).toBe(file.usdc.address ? file.usdc.source : null);
    }
  });

  it('say the withdrawal period of each network, whatever the configs hold', () => {
    const rules = (mainnet: number, sepolia: number): DeploymentRules[] => [
      { chainId: 1, withdrawalDays: mainnet, usdcSource: null },
      { chainId: 11155111, withdrawalDays: sepolia, usdcSource: null },
    ];
    expect(withdrawalPeriodText(rules(14, 14))).toBe(
      '14 days on Ethereum mainnet and the Sepolia test network',
    );
    expect(withdrawalPeriodText(rules(7, 14))).toBe(
      '7 days on Ethereum mainnet; 14 days on the Sepolia test network',
    );
    expect(withdrawalPeriodText(rules(1, 0))).toBe(
      '1 day on Ethereum mainnet; none on the Sepolia test network, where the right is turned off',
    );
    const days = config(1).withdrawalDays;
    expect(withdrawalPeriodText()).toContain(
      `${days} day${days === 1 ? '' : 's'} on Ethereum mainnet`,
    );
  });

  it("name Circle's page the USDC addresses come from, or nothing without USDC", () => {
    const circle = 'https://developers.circle.com/stablecoins/usdc-contract-addresses';
    expect(usdcSourceText([{ chainId: 1, withdrawalDays: 14, usdcSource: circle }])).toBe(
      "on Ethereum mainnet the sale takes Circle's own USDC, at the address Circle publishes in its list of USDC contract addresses (developers.circle.com), which the deployment's settings record with that source; the contract's usdc() function returns it",
    );
    expect(usdcSourceText([{ chainId: 1, withdrawalDays: 14, usdcSource: null }])).toBeNull();
    expect(usdcSourceText()).toContain(`(${new URL(config(1).usdc.source).hostname})`);
  });
});

describe('the sale rules in the page’s language', () => {
  afterEach(() => activateLocale(sourceLocale));

  it('count the days with the language’s plural forms', async () => {
    // The terms' real German catalogue (src/testing/catalogues.ts), which holds both messages.
    await inLanguage('de', 'app/routes/legal/terms');
    expect(withdrawalPeriodText([{ chainId: 1, withdrawalDays: 1, usdcSource: null }])).toBe(
      '1 Tag auf Ethereum (Mainnet)',
    );
    expect(withdrawalPeriodText([{ chainId: 1, withdrawalDays: 14, usdcSource: null }])).toBe(
      '14 Tage auf Ethereum (Mainnet)',
    );
  });
});

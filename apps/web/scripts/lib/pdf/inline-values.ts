// Inline {{placeholders}} of the papers' text, filled from the token facts and the site's own
// definitions.
import { paths } from '../../../src/config/paths';
import { usdcSourceText, withdrawalPeriodText } from '../../../src/content/sale-rules';
import { supplyTerms } from '../../../src/content/supply';
import { tokenFacts } from '../../../src/content/token';

export const formatNumber = (n: number): string => n.toLocaleString('en-US');
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const inlineValues: Record<string, string> = {
  name: tokenFacts.name,
  symbol: tokenFacts.symbol,
  decimals: String(tokenFacts.decimals),
  maxSupply: formatNumber(tokenFacts.maxSupply),
  // The site's own definitions, so the paper and the pages name each supply figure alike.
  supplyMax: supplyTerms.max.definition,
  supplyMinted: supplyTerms.minted.definition,
  supplyForSale: supplyTerms.forSale.definition,
  founderSplit: tokenFacts.founderSplit.map(formatNumber).join(' + '),
  referralRewardPercent: String(tokenFacts.referralRewardPercent),
  // The deployments' own configs, as the terms quote them.
  withdrawalPeriod: withdrawalPeriodText(),
  usdcSource: capitalise(usdcSourceText() ?? 'the sale takes no USDC on the public networks'),
  // The MiCA white paper's page, which this readers' paper points to.
  whitePaperPage: paths.whitePaper,
};

/** Replaces {{name}} with a value from the token facts; unknown names fail the build. */
export function interpolate(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = inlineValues[name];
    if (value === undefined) throw new Error(`unknown placeholder {{${name}}}`);
    return value;
  });
}

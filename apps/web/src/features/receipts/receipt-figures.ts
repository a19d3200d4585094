import { saleStageByKey } from '@eco/contracts';
import type { SaleStageKey } from '@eco/contracts';
import { formatUnits } from '@/lib/units';
import { supportedChains } from '@/lib/wallet/chains';

// A receipt's figures as text: the site's own formats (ECO as everywhere, ETH with up to 6
// decimals as the portfolio writes it). The receipt PDF (apps/api receipts.format.ts) writes the
// same strings, so the page and the paper can be compared figure by figure.

const ONE_TOKEN = 10n ** 18n;

/** Decimals a receipt's ETH figures are rounded to: "0.10 ETH", "0.000039 ETH". */
export const ETH_DECIMALS = 6;

/**
 * "exactly 0.000039375 ETH" when the figure above rounds digits away, else undefined: a receipt
 * someone keeps must not lose a wei to rounding without saying so.
 */
export function exactNote(value: bigint, unit: 'ECO' | 'ETH'): string | undefined {
  const shown = unit === 'ETH' ? ETH_DECIMALS : value % ONE_TOKEN === 0n ? 0 : 2;
  const exact = formatUnits(value, 18);
  const decimals = exact.split('.')[1]?.length ?? 0;
  return decimals > shown ? `exactly ${exact} ${unit}` : undefined;
}

/** "Public stage". */
export const stageName = (key: SaleStageKey) => `${saleStageByKey[key].label} stage`;

/** "Sepolia (chain 11155111)", or "chain 5" for a chain the site does not offer. */
export function chainLabel(chainId: number): string {
  const chain = supportedChains.find((c) => c.id === chainId);
  return chain ? `${chain.name} (chain ${chainId})` : `chain ${chainId}`;
}

import { divCeil, parseUnits } from '@/lib/units';

const TOKEN_DECIMALS = 18;
const ONE_TOKEN = 10n ** 18n;

/**
 * The ETH cost in wei of `ecoAmount` (decimal text) at `priceEth` per ECO, rounded up the way
 * the contract charges it. Returns null for text that is not a usable amount.
 */
export function costInWei(ecoAmount: string, priceEth: string): bigint | null {
  try {
    const amount = parseUnits(ecoAmount, TOKEN_DECIMALS);
    const price = parseUnits(priceEth, 18);
    return divCeil(amount * price, ONE_TOKEN);
  } catch {
    return null;
  }
}

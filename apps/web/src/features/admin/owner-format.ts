import { saleStages as contractStages, type SaleStageInfo } from '@eco/contracts';
import type { OwnerChange } from '@/lib/wallet/transaction';
import { zeroAddress, type Address } from 'viem';
import { stageLabel } from '@/content/token';
import { ethText, truncateMiddle, usdcText } from '@/lib/format';

/**
 * The sale stages in contract order (packages/contracts/src/stages.ts), each labelled as the
 * token's published facts name it ("Private sale").
 */
export const saleStages: readonly (Omit<SaleStageInfo, 'label'> & { label: string })[] =
  contractStages.map((stage) => ({
    ...stage,
    // Read when shown: the label is a message, whose catalogue arrives after this module runs.
    get label() {
      return stageLabel(stage.key);
    },
  }));

/** A short address for sentences, "none" for the zero address. */
export const shortAddress = (address: Address) =>
  address === zeroAddress ? 'none' : truncateMiddle(address);

/** A change as the review shows it: `label`, from `before` to `after`, both written by `text`. */
export const change = <T>(
  label: string,
  text: (value: T) => string,
  before: T,
  after: T,
): OwnerChange => ({ label, from: text(before), to: text(after) });

/** Amounts in both assets, naming only those there are ("0 ETH" when there is none). */
export const moneyText = (eth: bigint, usdc: bigint) =>
  [eth !== 0n ? ethText(eth) : '', usdc !== 0n ? usdcText(usdc) : '']
    .filter(Boolean)
    .join(' and ') || ethText(0n);

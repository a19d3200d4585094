import { t } from '@lingui/core/macro';
import { usdcText } from '@/lib/format';

/**
 * How a USDC purchase is paid for, in the order the site prefers them (docs/decisions/0034):
 * - `allowance`: the buyer already allows the sale to take the cost: one transaction, no approval;
 * - `batch`: the wallet makes atomic batches (EIP-5792): approve + buy in one prompt;
 * - `permit`: an EIP-2612 permit signed off-chain, then one transaction that buys with it;
 * - `two-step`: a wallet that cannot sign typed data: step 1 approves, step 2 buys.
 */
export type UsdcPath = 'allowance' | 'batch' | 'permit' | 'two-step';

export function chooseUsdcPath({
  allowance,
  cost,
  atomicBatches,
  typedDataRefused,
}: {
  /** What the sale may already take of the buyer's USDC (base units). */
  allowance: bigint;
  cost: bigint;
  /** The wallet answered wallet_getCapabilities with atomic batches for this chain. */
  atomicBatches: boolean;
  /** The wallet answered that it cannot sign typed data (eth_signTypedData_v4). */
  typedDataRefused: boolean;
}): UsdcPath {
  if (allowance >= cost) return 'allowance';
  if (atomicBatches) return 'batch';
  return typedDataRefused ? 'two-step' : 'permit';
}

/**
 * Whether wallet_getCapabilities' answer for the chain offers atomic batches: 'supported', or
 * 'ready' (the wallet upgrades the account when asked, EIP-7702).
 */
export function offersAtomicBatches(capabilities: unknown): boolean {
  const status = (capabilities as { atomic?: { status?: unknown } } | undefined)?.atomic?.status;
  return status === 'supported' || status === 'ready';
}

/**
 * What the wallet will ask, said before the buyer presses the button; `step` 2 is the purchase
 * after this dialog's own approval (step 1 of the two-step path).
 */
export function usdcPathText(path: UsdcPath, cost: bigint, step?: 1 | 2): string {
  const amount = usdcText(cost);
  switch (path) {
    case 'allowance':
      if (step === 2)
        return t`Step 2 of 2: the sale may now take ${amount}; one more transaction buys with it.`;
      return t`You already allow the sale to take ${amount} or more, so this purchase is one transaction.`;
    case 'batch':
      return t`Your wallet asks once, for one transaction with two calls: allow the sale to take exactly ${amount}, and buy. Both happen or neither does.`;
    case 'permit':
      return t`Your wallet asks you to sign a permit that lets the sale take exactly ${amount} (a signature, not a transaction), then to send one transaction that buys with it.`;
    case 'two-step':
      return t`Your wallet cannot sign a permit, so this purchase takes two transactions. Step 1 of 2: allow the sale to take ${amount}. Step 2 of 2: buy.`;
  }
}

/** The send button's action in each of the two steps. */
export function usdcStepLabel(step: 1 | 2, cost: bigint): string {
  const amount = usdcText(cost);
  return step === 1 ? t`Step 1 of 2: allow the sale to take ${amount}` : t`Step 2 of 2: buy`;
}

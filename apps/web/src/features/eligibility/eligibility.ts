import { t } from '@lingui/core/macro';
import { walletAllowance, type SaleStageKey } from '@eco/contracts/stages';
import type { SaleStageState } from '@/lib/wallet/sale-stage-reads';
import type { StageTerms } from '@/lib/wallet/stage-terms-text';

// Who may buy in which sale stage, worked out from what the contract says about an address.
// Pure, and free of viem and zod: the page checks what was typed with this module alone, and
// loads the chain code only for input worth reading the chain for.

/** What was typed into the address field, sorted before anything is read. */
export type AddressInput =
  | { kind: 'address'; address: `0x${string}` }
  | { kind: 'ens'; name: string }
  | { kind: 'invalid'; message: string };

const addressPattern = /^0x[0-9a-fA-F]{40}$/;
// Labels of letters, digits, hyphens, underscores or any non-ASCII letter (ENS names may use
// them; viem's normalize has the last word), at least two of them, separated by dots.
const ensPattern = /^(?:[\p{L}\p{N}_-]+\.)+[\p{L}\p{N}_-]+$/u;

/**
 * Sorts what was typed: a 0x address (checksum checked later, with viem), an ENS name
 * ("alice.eth"), or something that is neither, with the message to show. Surrounding spaces
 * are ignored.
 */
export function parseAddressInput(text: string): AddressInput {
  const value = text.trim();
  if (value === '') {
    return { kind: 'invalid', message: t`Enter a wallet address (0x…) or an ENS name.` };
  }
  if (addressPattern.test(value)) return { kind: 'address', address: value as `0x${string}` };
  if (/^0x/i.test(value)) {
    return {
      kind: 'invalid',
      message: t`This is not a wallet address: an address is 0x followed by 40 characters 0-9 and a-f. Check that it was copied in full.`,
    };
  }
  if (ensPattern.test(value)) return { kind: 'ens', name: value };
  return {
    kind: 'invalid',
    message: t`Enter a wallet address (0x followed by 40 characters 0-9 and a-f) or an ENS name such as alice.eth.`,
  };
}

/**
 * One stage as the contract answers for one address (the sale's one read of its stages), with its
 * money-back terms: its USDC price, minimum raise, and whether it is cancelled or finalized.
 */
export type StageFacts = Pick<
  SaleStageState,
  'key' | 'open' | 'price' | 'remaining' | 'walletCap' | 'bought' | 'opensAt' | 'closesAt'
> &
  StageTerms;

/** Whether the address is on the partners list whose root the contract holds. */
export type PartnerStatus =
  | { kind: 'partner'; /** Its own allocation from the list, base units. */ allocation: bigint }
  | { kind: 'not-partner' }
  /** The list could not be asked, or no list matches the contract's: the reason, in words. */
  | { kind: 'unknown'; reason: string };

/** Why an address may not buy in a stage now. */
export type Blocker =
  | { kind: 'not-partner' }
  | { kind: 'partner-unknown'; reason: string }
  | { kind: 'upcoming'; /** ms */ opensAt: number }
  | { kind: 'closed'; /** ms, when it closed by its schedule */ closedAt?: number }
  /** Stopped for good, its buyers refunded: cancelled, or its minimum raise missed. */
  | { kind: 'cancelled' }
  | { kind: 'minimum-missed' }
  | { kind: 'sold-out' }
  | { kind: 'cap-reached'; cap: bigint };

export type Verdict = 'may-buy' | 'not-now' | 'not-eligible' | 'unknown';

/** The answer for one stage. */
export type StageEligibility = {
  key: SaleStageKey;
  verdict: Verdict;
  /** Every reason it may not buy now, the lasting ones first; empty when it may. */
  blockers: Blocker[];
  /** The most the address may buy in the stage in all, base units. */
  cap: bigint;
  /** What sets `cap`: the stage's cap per wallet, or a partner's own lower allocation. */
  capSource: 'wallet' | 'allocation';
  bought: bigint;
  /** What it may buy now: what is left under its cap and of the stage; 0 unless it may buy. */
  mayBuyUpTo: bigint;
  /** The stage's prices (wei and USDC base units per whole ECO; USDC 0: ETH only) and terms. */
  terms: Pick<StageFacts, 'price' | 'usdcPrice' | 'minimum' | 'cancelled' | 'finalized'>;
};

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Stage by stage, whether `partner`'s address may buy now, as the contract would decide a
 * purchase in the block read (`blockTime`, ms): the stage open (or why not: cancelled, its
 * minimum raise missed, still to open, or closed), anything left of its allocation, anything left under the address's cap (the stage's
 * cap per wallet, and for a partner the lower of it and the partner's own allocation), and for
 * the partners stage, the address on the partners list.
 */
export function eligibilityFor(
  stages: readonly StageFacts[],
  partner: PartnerStatus,
  blockTime: number,
): StageEligibility[] {
  return stages.map((stage) => {
    const blockers: Blocker[] = [];
    const isPartnersStage = stage.key === 'partners';
    if (isPartnersStage && partner.kind === 'not-partner') blockers.push({ kind: 'not-partner' });
    if (isPartnersStage && partner.kind === 'unknown') {
      blockers.push({ kind: 'partner-unknown', reason: partner.reason });
    }
    if (stage.cancelled) blockers.push({ kind: 'cancelled' });
    else if (stage.minimum.state === 'missed') blockers.push({ kind: 'minimum-missed' });
    else if (!stage.open) {
      const opensMs = Number(stage.opensAt) * 1000;
      const closesMs = Number(stage.closesAt) * 1000;
      if (closesMs !== 0 && closesMs <= blockTime)
        blockers.push({ kind: 'closed', closedAt: closesMs });
      else if (opensMs > blockTime) blockers.push({ kind: 'upcoming', opensAt: opensMs });
      else blockers.push({ kind: 'closed' });
    }
    if (stage.remaining === 0n) blockers.push({ kind: 'sold-out' });

    const { cap, capSource, left } = walletAllowance(
      stage.walletCap,
      stage.bought,
      isPartnersStage && partner.kind === 'partner' ? partner.allocation : undefined,
    );
    if (left === 0n) blockers.push({ kind: 'cap-reached', cap });

    const verdict: Verdict =
      blockers.length === 0
        ? 'may-buy'
        : blockers.some((b) => b.kind === 'not-partner')
          ? 'not-eligible'
          : blockers.some((b) => b.kind === 'partner-unknown')
            ? 'unknown'
            : 'not-now';
    return {
      key: stage.key,
      verdict,
      blockers,
      cap,
      capSource,
      bought: stage.bought,
      mayBuyUpTo: verdict === 'may-buy' ? min(left, stage.remaining) : 0n,
      terms: {
        price: stage.price,
        usdcPrice: stage.usdcPrice,
        minimum: stage.minimum,
        cancelled: stage.cancelled,
        finalized: stage.finalized,
      },
    };
  });
}

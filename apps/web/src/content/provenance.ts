import type { Provenance } from './schemas';

// Kept apart from schemas.ts so pages can ask "is this a sample?" without loading zod.

/** Anything that carries its provenance. */
export interface Sourced {
  provenance: Provenance;
}

/** True when the item is a placeholder rather than a checked fact. */
export function isSample(item: Sourced): boolean {
  return item.provenance.status === 'sample';
}

/**
 * True when any of the items is a sample: the page then explains what the badges mean, and a
 * figure computed from these items is itself a sample.
 */
export function anySample(items: readonly Sourced[]): boolean {
  return items.some(isSample);
}

/** The items that are verified: what a list shows as real, and what a production build keeps. */
export function verifiedOnly<T extends Sourced>(items: readonly T[]): T[] {
  return items.filter((item) => !isSample(item));
}

import type { Provenance, SocialIcon, SocialLink } from './schemas';

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

/** A list split into what it shows as fact and the labelled samples shown under it. */
export function splitByProvenance<T extends Sourced>(
  items: readonly T[],
): { verified: T[]; samples: T[] } {
  return { verified: verifiedOnly(items), samples: items.filter(isSample) };
}

/**
 * The provenance of a figure computed from `items`: a sample when any of them is one, otherwise
 * verified against `source` as of the oldest check among them (the figure is only as recent as
 * its least recently checked input). A figure computed from nothing is not shown at all.
 */
export function derivedProvenance(items: readonly Sourced[], source: string): Provenance {
  if (items.length === 0) throw new Error(`${source}: no items`);
  const checked: string[] = [];
  for (const { provenance } of items) {
    if (provenance.status === 'sample') return { status: 'sample' };
    checked.push(provenance.checked);
  }
  return { status: 'verified', source, checked: checked.sort()[0] ?? '' };
}

/** One owner's profile links, numbered: the owner confirms them all, so they share `provenance`. */
export const profileLinks = (provenance: Provenance, links: [SocialIcon, string][]): SocialLink[] =>
  links.map(([icon, url], index) => ({ id: index + 1, icon, url, provenance }));

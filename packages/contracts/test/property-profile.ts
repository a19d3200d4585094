/**
 * The property tests' two profiles, as Foundry's `[profile.default]` and a deeper CI profile. The
 * one environment variable that chooses them is read here and nowhere else; the API's fast-check
 * suites import this module too (`@eco/contracts/property-profile`).
 *
 * - `default` (`npm test`): a few hundred runs per property. That finds a broken invariant in
 *   seconds (test/properties.test.ts shows it on a deliberately wrong model) and keeps `npm test`
 *   short on a busy two-core machine.
 * - `deep` (`npm run test:deep`, `ECO_PROPERTY_PROFILE=deep`): the full counts, 12,000 runs on the
 *   contract alone, with no time limit at all.
 *
 * The work of a property test is bounded by its run count, never by the clock: a wall-clock limit
 * could only fail a correct contract on a slower machine.
 */
export type PropertyProfile = 'default' | 'deep';

const chosen = process.env.ECO_PROPERTY_PROFILE || 'default';
if (chosen !== 'default' && chosen !== 'deep') {
  throw new Error(`ECO_PROPERTY_PROFILE is "default" (or unset) or "deep", not "${chosen}"`);
}
export const propertyProfile: PropertyProfile = chosen;

/** A property's run count in the chosen profile. */
export const propertyRuns = (runs: Record<PropertyProfile, number>): number =>
  runs[propertyProfile];

/**
 * Vitest timeout for a property test. Deep: none. Default: only a guard against a hung process
 * (an RPC or database call that never answers), far above what the default runs take on any
 * machine of this kind (seconds), so it cannot fail a correct implementation.
 */
export const propertyTimeout = propertyProfile === 'deep' ? 0 : 600_000;

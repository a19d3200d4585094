/**
 * Where a fact or a claim comes from, in the shape of the web content's `Provenance`
 * (apps/web/src/content/schemas.ts checks it): a SAMPLE, which the site labels and a production
 * build refuses, or verified against a source on a date.
 */
export type Provenance =
  { status: 'sample' } | { status: 'verified'; source: string; checked: string };

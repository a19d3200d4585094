import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { campaigns } from './campaigns';
import { carbonCredits } from './carbon-credits';
import { company } from './company';
import { highlights, whoWeAre } from './highlights';
import { milestones, roadmap } from './history';
import { impactFigures } from './impact';
import { newsItems } from './news';
import { pressItems } from './press';
import {
  anySample,
  derivedProvenance,
  isSample,
  splitByProvenance,
  verifiedOnly,
  type Sourced,
} from './provenance';
import {
  campaignSchema,
  carbonCreditSchema,
  companySchema,
  highlightSchema,
  impactFigureSchema,
  milestoneSchema,
  newsItemSchema,
  pressItemSchema,
  roadmapPhaseSchema,
  siteSchema,
  socialLinkSchema,
  teamMemberSchema,
  testimonialSchema,
  whoWeAreSchema,
  type Campaign,
  type CarbonCredit,
  type Provenance,
} from './schemas';
import { site } from './site';
import { teamMembers } from './team';
import { testimonials } from './testimonials';

const verified = (checked = '2026-11-01', source = 'https://example.org/record'): Provenance => ({
  status: 'verified',
  source,
  checked,
});
const sample: Provenance = { status: 'sample' };

const first = <T>(items: readonly T[]): T => {
  const item = items[0];
  if (item === undefined) throw new Error('empty list');
  return item;
};

// There is no real press coverage, so the press schema is checked with a made-up article that
// exists only in this test.
const pressArticle = {
  id: 1,
  url: 'https://news.example.org/2026/11/eco',
  outlet: 'Example Daily',
  title: 'An example headline',
  date: '2026-11-01',
  provenance: verified(),
};

// Every kind of content that states a fact about the world, with one real item of it.
const factBearing: [string, z.ZodType, object][] = [
  ['team member', teamMemberSchema, first(teamMembers)],
  ['team member profile link', socialLinkSchema, first(first(teamMembers).socialLinks)],
  ['social link', socialLinkSchema, first(site.socialLinks)],
  ['news item (team update)', newsItemSchema, first(newsItems)],
  ['press item', pressItemSchema, pressArticle],
  ['who-we-are text', whoWeAreSchema, whoWeAre],
  ['who-we-are highlight', highlightSchema, first(highlights)],
  ['campaign', campaignSchema, first(campaigns)],
  ['ledger row', carbonCreditSchema, first(carbonCredits)],
  ['impact figure', impactFigureSchema, first(impactFigures())],
  ['history milestone', milestoneSchema, first(milestones)],
  ['roadmap phase', roadmapPhaseSchema, first(roadmap)],
  ['testimonial', testimonialSchema, first(testimonials)],
  ['contact details', siteSchema.shape.contact, site.contact],
  ['company details', companySchema, company],
];

describe('every fact-bearing item carries its provenance', () => {
  it.each(factBearing)('%s: parses with its provenance', (_name, schema, item) => {
    expect(schema.safeParse(item).error).toBeUndefined();
  });

  it.each(factBearing)('%s: refused without provenance', (_name, schema, item) => {
    const { provenance, ...rest } = item as { provenance?: unknown };
    expect(provenance).toBeDefined();
    expect(schema.safeParse(rest).success).toBe(false);
  });

  it.each(factBearing)(
    '%s: refused as verified without a source, accepted with one',
    (_name, schema, item) => {
      const withProvenance = (provenance: unknown) => ({ ...item, provenance });
      expect(
        schema.safeParse(withProvenance({ status: 'verified', checked: '2026-11-01' })).success,
      ).toBe(false);
      expect(
        schema.safeParse(withProvenance({ status: 'verified', source: '', checked: '2026-11-01' }))
          .success,
      ).toBe(false);
      expect(
        schema.safeParse(withProvenance({ status: 'verified', source: 'https://example.org/x' }))
          .success,
      ).toBe(false);
      expect(schema.safeParse(withProvenance(verified())).success).toBe(true);
      expect(schema.safeParse(withProvenance(sample)).success).toBe(true);
    },
  );

  it('has no press coverage: none is invented', () => {
    expect(pressItems).toEqual([]);
  });

  it('lists press coverage apart from the team’s own updates', () => {
    // A team update is not coverage by others, and the two lists have different shapes.
    expect(newsItemSchema.safeParse(pressArticle).success).toBe(false);
    expect(pressItemSchema.safeParse(first(newsItems)).success).toBe(false);
  });
});

describe('provenance helpers', () => {
  const items = [
    { id: 1, provenance: sample },
    { id: 2, provenance: verified() },
    { id: 3, provenance: sample },
    { id: 4, provenance: verified('2026-10-01') },
  ];

  it('isSample and anySample', () => {
    expect(items.map(isSample)).toEqual([true, false, true, false]);
    expect(anySample(items)).toBe(true);
    expect(anySample(verifiedOnly(items))).toBe(false);
    expect(anySample([])).toBe(false);
  });

  it('verifiedOnly keeps the verified items in order', () => {
    expect(verifiedOnly(items).map((i) => i.id)).toEqual([2, 4]);
    expect(verifiedOnly(items.filter(isSample))).toEqual([]);
    expect(verifiedOnly([])).toEqual([]);
  });

  it('splitByProvenance gives what a list shows as fact and the samples shown under it', () => {
    const { verified: shown, samples } = splitByProvenance(items);
    expect(shown.map((i) => i.id)).toEqual([2, 4]);
    expect(samples.map((i) => i.id)).toEqual([1, 3]);
    expect(splitByProvenance([])).toEqual({ verified: [], samples: [] });
  });

  it('derivedProvenance: a figure computed from any sample is a sample', () => {
    expect(derivedProvenance(items, 'Ledger')).toEqual(sample);
  });

  it('derivedProvenance: from verified items, the figure is as recent as its oldest check', () => {
    expect(derivedProvenance(verifiedOnly(items), 'Carbon credit ledger')).toEqual(
      verified('2026-10-01', 'Carbon credit ledger'),
    );
  });

  it('derivedProvenance: a figure computed from nothing has no provenance', () => {
    expect(() => derivedProvenance([] as Sourced[], 'Ledger')).toThrow(/no items/);
  });
});

describe('impact figures carry the provenance of what they are computed from', () => {
  const credit = (id: number, provenance: Provenance): CarbonCredit => ({
    ...first(carbonCredits),
    id,
    provenance,
  });
  const campaign = (id: number, provenance: Provenance): Campaign => ({
    ...first(campaigns),
    id,
    slug: `campaign-${id}`,
    provenance,
  });
  const byId = (figures: ReturnType<typeof impactFigures>) =>
    Object.fromEntries(figures.map((f) => [f.id, f.provenance]));

  it("today's figures are samples, since the ledger and campaigns are", () => {
    const figures = impactFigures();
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) expect(isSample(figure)).toBe(true);
  });

  it('one sample row makes the ledger figures samples; verified campaigns stay verified', () => {
    const figures = byId(
      impactFigures({
        credits: [credit(1, verified('2026-09-01')), credit(2, sample)],
        campaigns: [campaign(1, verified('2026-08-01')), campaign(2, verified('2026-10-01'))],
      }),
    );
    expect(figures['co2-retired']).toEqual(sample);
    expect(figures['credit-projects']).toEqual(sample);
    expect(figures['eth-raised']).toMatchObject({ status: 'verified', checked: '2026-08-01' });
    expect(figures.campaigns).toMatchObject({ status: 'verified', checked: '2026-08-01' });
  });

  it('no figure is shown from an empty list', () => {
    expect(impactFigures({ credits: [], campaigns: [] })).toEqual([]);
    const onlyCampaigns = impactFigures({ credits: [], campaigns: [campaign(1, verified())] });
    expect(onlyCampaigns.map((f) => f.id)).toEqual(['campaigns', 'eth-raised']);
  });
});

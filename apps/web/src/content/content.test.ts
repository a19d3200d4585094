import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaigns } from './campaigns';
import { carbonCredits, creditsByVintage, creditTotals } from './carbon-credits';
import { carbonCreditsIntro } from './carbon-credits-intro';
import { faqEntries } from './faq';
import { highlights, whoWeAre } from './highlights';
import { milestones, roadmap } from './history';
import { home } from './home';
import { impactFigures } from './impact';
import { newsItems } from './news';
import {
  campaignSchema,
  carbonCreditSchema,
  faqEntrySchema,
  highlightSchema,
  learningTopicSchema,
  milestoneSchema,
  newsItemSchema,
  roadmapPhaseSchema,
  teamMemberSchema,
  testimonialSchema,
} from './schemas';
import { fundWalletOutflowsFileSchema } from './schemas';
import type { CarbonCredit } from './schemas';
import {
  carbonCreditsIntroSchema,
  homeSchema,
  impactFigureSchema,
  siteSchema,
  tokenFactsSchema,
  whoWeAreSchema,
} from './schemas';
import { site } from './site';
import { teamMembers } from './team';
import { testimonials } from './testimonials';
import { stageLabel, tokenFacts } from './token';
import { topicArticles } from './topic-articles';
import { topicIds } from './topic-ids';
import { topics } from './topics';

// Each topic is its card and its article, kept apart so cards load without the articles.
const fullTopics = topics().map((card) => ({
  ...card,
  ...topicArticles().find((article) => article.id === card.id),
}));

const lists = {
  topics: [fullTopics, learningTopicSchema],
  teamMembers: [teamMembers, teamMemberSchema],
  newsItems: [newsItems, newsItemSchema],
  highlights: [highlights, highlightSchema],
  campaigns: [campaigns, campaignSchema],
  carbonCredits: [carbonCredits, carbonCreditSchema],
  milestones: [milestones, milestoneSchema],
  roadmap: [roadmap, roadmapPhaseSchema],
  testimonials: [testimonials, testimonialSchema],
  faqEntries: [faqEntries(), faqEntrySchema],
  impactFigures: [impactFigures(), impactFigureSchema],
} as const satisfies Record<string, readonly [readonly unknown[], z.ZodType]>;

// Resolved with node:path because jsdom's URL does not resolve relative file: URLs.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('content modules match their schemas', () => {
  it.each(Object.entries(lists))('%s', (_name, [items, schema]) => {
    expect(() => z.array(schema).min(1).parse(items)).not.toThrow();
  });

  it("the fund wallet's outflow tags (public/content/fund-wallet-outflows.json)", () => {
    const file: unknown = JSON.parse(
      readFileSync(join(publicDir, 'content/fund-wallet-outflows.json'), 'utf8'),
    );
    expect(() => fundWalletOutflowsFileSchema.parse(file)).not.toThrow();
    const bad = fundWalletOutflowsFileSchema.safeParse({
      outflows: [
        {
          chainId: 1,
          transactionHash: '0x12',
          purpose: 'campaign',
          description: 'x',
          provenance: { status: 'sample' },
        },
      ],
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'outflows.0.transactionHash',
      'outflows.0.campaignId',
    ]);
  });

  it('site, home, who we are, carbon credit intro and token facts', () => {
    expect(() => siteSchema.parse(site)).not.toThrow();
    expect(() => homeSchema.parse(home)).not.toThrow();
    expect(() => whoWeAreSchema.parse(whoWeAre)).not.toThrow();
    expect(() => carbonCreditsIntroSchema.parse(carbonCreditsIntro())).not.toThrow();
    expect(() => tokenFactsSchema.parse(tokenFacts)).not.toThrow();
  });

  it.each(Object.entries(lists))('%s ids are unique', (_name, [items]) => {
    const ids = items.map((item) => (item as { id: unknown }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('unique ids inside nested lists', () => {
    const nested = [
      ...topicArticles().map((t) => t.benefits),
      ...teamMembers.map((m) => m.socialLinks),
      site.socialLinks,
      home.cards,
      carbonCreditsIntro().sections,
    ];
    for (const list of nested) {
      const ids = list.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('content the pages rely on', () => {
  it('has six topics with ids 1..6 and the exact titles', () => {
    expect(topics().map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // The route table prerenders /learn/<id> from topicIds: the same ids, in order.
    expect(topics().map((t) => t.id)).toEqual([...topicIds]);
    expect(topics().map((t) => t.title)).toEqual([
      'Saving Water',
      'Wind Energy',
      'Recycling',
      'Solar Panel',
      'Reforestation',
      'Save Forest',
    ]);
    for (const topic of topicArticles()) {
      const paragraphs = topic.description.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(4);
      expect(paragraphs.length).toBeLessThanOrEqual(6);
    }
  });

  it('has four team members with the four positions and at least one empty bio', () => {
    expect(teamMembers.map((m) => m.position)).toEqual([
      'CEO',
      'Project Manager',
      'Marketing Developer',
      'Software Engineer',
    ]);
    expect(teamMembers.some((m) => m.bio === '')).toBe(true);
  });

  it('has the three highlights with the exact titles', () => {
    expect(highlights.map((h) => h.title)).toEqual([
      'Supporting Cause',
      'Most Trusted One',
      'Award Won',
    ]);
  });

  it('has four social links in order', () => {
    expect(site.socialLinks.map((l) => l.icon)).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'linkedin',
    ]);
  });

  it('keeps campaign amounts raised below their goals', () => {
    for (const campaign of campaigns) expect(campaign.raisedEth).toBeLessThan(campaign.goalEth);
  });

  it('has a roadmap with done, in-progress and planned phases in that order', () => {
    const order = { done: 0, 'in progress': 1, planned: 2 } as const;
    const ranks = roadmap.map((phase) => order[phase.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('references only images that exist under public/', () => {
    const paths = [
      ...topics(),
      ...teamMembers,
      ...newsItems,
      ...highlights,
      ...campaigns,
      ...testimonials,
    ].map((item) => item.imgSrc);
    expect(paths.length).toBeGreaterThan(0);
    const missing = paths.filter((p) => !existsSync(join(publicDir, p)));
    expect(missing).toEqual([]);
  });
});

describe('token facts', () => {
  it('shares sum to 1000 per mille', () => {
    expect(sum(tokenFacts.shares.map((s) => s.perMille))).toBe(1000);
  });

  it("founders' split matches the founders' share", () => {
    const founders = tokenFacts.shares.find((s) => s.key === 'founders');
    expect(sum(tokenFacts.founderSplit)).toBe(
      ((founders?.perMille ?? 0) * tokenFacts.maxSupply) / 1000,
    );
  });

  it('rejects shares that do not sum to 1000', () => {
    const broken = {
      ...tokenFacts,
      shares: tokenFacts.shares.map((s, i) => (i === 0 ? { ...s, perMille: s.perMille + 1 } : s)),
    };
    expect(tokenFactsSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects a founders' split that does not match the share", () => {
    const broken = { ...tokenFacts, founderSplit: [16_666_667, 16_666_667, 16_666_667] };
    expect(tokenFactsSchema.safeParse(broken).success).toBe(false);
  });

  it("rejects stages out of the contract's order, which stageLabel indexes by number", () => {
    const broken = { ...tokenFacts, stages: [...tokenFacts.stages].reverse() };
    expect(tokenFactsSchema.safeParse(broken).success).toBe(false);
  });

  it("names a stage by key or by the contract's number alike", () => {
    const stages: Parameters<typeof stageLabel>[0][] = [0, 1n, 'public'];
    expect(stages.map(stageLabel)).toEqual(['Partners', 'Private sale', 'Public sale']);
    expect(stageLabel(7)).toBe('Stage 7');
  });
});

describe('impact figures', () => {
  const figure = (id: string): number | undefined =>
    impactFigures().find((f) => f.id === id)?.value;

  it('equal sums recomputed from the ledger and campaigns', () => {
    const tonnesWith = (status: CarbonCredit['status']): number =>
      sum(carbonCredits.filter((c) => c.status === status).map((c) => c.tonnes));
    expect(figure('co2-retired')).toBe(tonnesWith('retired'));
    expect(figure('credits-held')).toBe(tonnesWith('held'));
    expect(figure('credit-projects')).toBe(
      new Set(carbonCredits.map((c) => `${c.registry}|${c.projectId}`)).size,
    );
    expect(figure('campaigns')).toBe(campaigns.length);
    expect(figure('eth-raised')).toBeCloseTo(sum(campaigns.map((c) => c.raisedEth)), 9);
  });

  it('name a source for every figure', () => {
    for (const f of impactFigures()) expect(f.source).not.toBe('');
  });
});

describe('credit helpers', () => {
  const row = (
    id: number,
    vintage: number,
    tonnes: number,
    status: CarbonCredit['status'],
  ): CarbonCredit => ({
    id,
    registry: 'Verra',
    project: `Project ${id}`,
    country: 'Kenya',
    vintage,
    tonnes,
    status,
    projectId: '1477',
    provenance: { status: 'sample' },
  });
  // Distinct magnitudes per status make a wrong filter or a skipped first/last row visible.
  const ledger = [
    row(1, 2023, 1, 'retired'),
    row(2, 2021, 10, 'held'),
    row(3, 2023, 100, 'pending'),
    row(4, 2022, 1000, 'retired'),
    row(5, 2021, 10000, 'held'),
  ];

  it('creditTotals sums tonnes in total and per status', () => {
    expect(creditTotals(ledger)).toEqual({
      tonnes: 11111,
      retired: 1001,
      held: 10010,
      pending: 100,
    });
    expect(creditTotals([])).toEqual({ tonnes: 0, retired: 0, held: 0, pending: 0 });
  });

  it('creditsByVintage groups by vintage, oldest first', () => {
    expect(creditsByVintage(ledger)).toEqual([
      { vintage: 2021, tonnes: 10010 },
      { vintage: 2022, tonnes: 1000 },
      { vintage: 2023, tonnes: 101 },
    ]);
    expect(creditsByVintage([])).toEqual([]);
  });

  it('does not modify the ledger it is given', () => {
    const copy = structuredClone(ledger);
    creditsByVintage(ledger);
    creditTotals(ledger);
    expect(ledger).toEqual(copy);
  });
});

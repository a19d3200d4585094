import { saleStageNames } from '@eco/contracts/stages';
import { countryName, isCountryCode } from '@eco/shared/countries';
import { z } from 'zod';
import { blockSize, registries, registryNames } from './carbon-credits';
import type { RegistryName } from './carbon-credits';

/**
 * Shapes of the site's editorial content. Every content module exports data typed with
 * these schemas, and `content.test.ts` parses each module so a bad edit fails the tests. They
 * live here, not beside the data, so the data modules do not pull zod into page bundles.
 */

/** A path to a file under apps/web/public, e.g. "/images/topics/saving-water.svg". */
export const publicPath = z.string().regex(/^\/[a-z0-9/_.-]+$/, 'must be a path under /public');
const httpsUrl = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();
const nonEmpty = z.string().trim().min(1);
/** A positive whole number: the id of a content item. */
const id = z.number().int().positive();
const slug = z.string().regex(/^[a-z0-9-]+$/);
const transactionHash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'a transaction hash: 0x and 64 hex digits');

/**
 * Where a claim about the world comes from. `sample` marks a placeholder written to show a page
 * before the team has the real item: it is labelled on the page and a production build refuses
 * it (src/content/launch-gate.ts). `verified` names the source a reader or reviewer can check
 * (a URL or a document reference) and the date someone last checked the item against it.
 */
export const provenanceSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('sample') }).strict(),
  z
    .object({
      status: z.literal('verified'),
      source: z
        .string()
        .trim()
        .min(3, 'a verified item names its source (a URL or a document reference)')
        .refine((value) => !/^https?:/i.test(value) || URL.canParse(value), 'not a valid URL'),
      checked: isoDate,
    })
    .strict(),
]);
export type Provenance = z.infer<typeof provenanceSchema>;

/** A listed item that states a fact: its id, its fields, and where the fact comes from. */
const sourcedItem = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ id, ...shape, provenance: provenanceSchema });

export const socialIconSchema = z.enum(['facebook', 'twitter', 'instagram', 'linkedin', 'github']);
export type SocialIcon = z.infer<typeof socialIconSchema>;

/** A profile link: opening it checks that the account really is ours (or the member's). */
export const socialLinkSchema = sourcedItem({ icon: socialIconSchema, url: httpsUrl });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const benefitSchema = z.object({
  id,
  title: nonEmpty,
  description: nonEmpty,
});

/** A learning topic; `description` keeps blank-line separated paragraphs. */
export const learningTopicSchema = z.object({
  id: z.number().int().min(1).max(6),
  title: nonEmpty,
  summary: nonEmpty.max(160),
  description: nonEmpty,
  benefits: z.array(benefitSchema).length(3),
  imgSrc: publicPath,
  imgAlt: nonEmpty,
});
export type LearningTopic = z.infer<typeof learningTopicSchema>;
/** What cards and lists show of a topic. */
export type LearningTopicCard = Pick<
  LearningTopic,
  'id' | 'title' | 'summary' | 'imgSrc' | 'imgAlt'
>;
/** A topic's article, shown on its own page. */
export type LearningTopicArticle = Pick<LearningTopic, 'id' | 'description' | 'benefits'>;

export const teamPositionSchema = z.enum([
  'CEO',
  'Project Manager',
  'Marketing Developer',
  'Software Engineer',
]);

/** A team member; provenance says whether the person, role and bio are real and checked. */
export const teamMemberSchema = sourcedItem({
  name: nonEmpty,
  position: teamPositionSchema,
  /** May be empty: the page then shows the member without a bio paragraph. */
  bio: z.string(),
  imgSrc: publicPath,
  /** Each with its own provenance. */
  socialLinks: z.array(socialLinkSchema),
});
// The schema checks the English source's role; the page reads it in its language (a message).
export type TeamMember = Omit<z.infer<typeof teamMemberSchema>, 'position'> & { position: string };

/**
 * An update published by the team on its own channel (blog, newsroom). Coverage by others is a
 * press item, listed apart.
 */
export const newsItemSchema = sourcedItem({
  url: httpsUrl,
  imgSrc: publicPath,
  imgAlt: nonEmpty,
  imgClassName: z.string(),
  /** The team's channel the update was published on, e.g. "ECO Blog". */
  channel: nonEmpty,
  title: nonEmpty,
  date: isoDate,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * An article about ECO written by someone else (press coverage), as published: the outlet, the
 * headline and the date are copied from the article, never paraphrased.
 */
export const pressItemSchema = z
  .object({
    id,
    url: httpsUrl,
    outlet: nonEmpty,
    title: nonEmpty,
    date: isoDate,
    provenance: provenanceSchema,
  })
  .strict();
export type PressItem = z.infer<typeof pressItemSchema>;

export const highlightSchema = sourcedItem({
  title: z.enum(['Supporting Cause', 'Most Trusted One', 'Award Won']),
  /** What the title stands for: true and checked, or a labelled sample. */
  description: nonEmpty,
  imgSrc: publicPath,
});
// The schema checks the English source's title; the page reads it in its language (a message).
export type Highlight = Omit<z.infer<typeof highlightSchema>, 'title'> & { title: string };

/**
 * A campaign: its id is the one in the EcoDonations contract, whose `campaign(id)` names its
 * wallet; provenance says whether the campaign, its partner and its published figures are real.
 */
export const campaignSchema = sourcedItem({
  slug: slug,
  title: nonEmpty,
  description: nonEmpty,
  imgSrc: publicPath,
  imgAlt: nonEmpty,
  /** Goal and amount raised in ETH, as published by the campaign team on `raisedAsOf`. */
  goalEth: z.number().positive(),
  raisedEth: z.number().nonnegative(),
  raisedAsOf: isoDate,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const creditStatusSchema = z.enum(['retired', 'held', 'pending']);

/** How an editor writes each registry's project ID and serial numbers, for the error messages. */
const registryFormats: Record<RegistryName, { projectId: string; serials: string }> = {
  Verra: {
    projectId: 'the VCS number, e.g. 1477',
    serials:
      'one Verra VCU block, e.g. 7475-404196123-404197322-VCS-VCU-263-VER-ID-14-1477-01012022-31122022-1',
  },
  'Gold Standard': {
    projectId: 'the GS ID, e.g. GS2345',
    serials: 'one Gold Standard block, e.g. GS1-1-KE-GS2345-16-2022-23456-1-800',
  },
};

/** English name of an ISO 3166 alpha-2 code, as the ledger writes countries; none for another code. */
const regionName = (code: string): string | undefined =>
  isCountryCode(code) ? countryName(code) : undefined;

/**
 * A batch of carbon credits in the ledger. The row names its registry and the registry's project
 * ID, and the site derives the registry link from them (src/content/carbon-credits.ts), so no
 * row carries a free-text URL. Credits in our registry account (held or retired) give their
 * block of serial numbers, which must agree with the row's project, country, vintage and tonnes;
 * a pending batch has none yet. A retired batch, and only a retired batch, gives when and on
 * whose behalf it was retired.
 */
export const carbonCreditSchema = z
  .strictObject({
    id,
    registry: z.enum(registryNames),
    projectId: nonEmpty,
    project: nonEmpty,
    country: nonEmpty,
    vintage: z.number().int().min(2000).max(2100),
    tonnes: z.number().int().positive(),
    status: creditStatusSchema,
    /** The block of serial numbers as the registry writes it: first and last unit in one. */
    serials: nonEmpty.optional(),
    retirement: z.strictObject({ date: isoDate, beneficiary: nonEmpty.max(120) }).optional(),
    /**
     * The fund wallet's payment for the batch, as the chain records it, when it paid in ether:
     * /transparency counts an outflow tagged to this row as explained only if the chain shows
     * exactly this payment (docs/transparency.md).
     */
    payment: z
      .strictObject({
        chainId: z.number().int().positive(),
        transactionHash,
        to: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address: 0x and 40 hex digits'),
        /** Exact to the wei, as a decimal string: "1.5". */
        amountEth: z
          .string()
          .regex(/^\d+(\.\d{1,18})?$/, 'an amount of ETH as a decimal string, e.g. "1.5"'),
      })
      .optional(),
    provenance: provenanceSchema,
  })
  .superRefine((credit, ctx) => {
    const registry = registries[credit.registry];
    const formats = registryFormats[credit.registry];
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });

    if (!registry.projectId.test(credit.projectId)) {
      issue('projectId', `a ${registry.name} project ID is ${formats.projectId}`);
    }

    if (credit.status === 'pending') {
      if (credit.serials !== undefined) {
        issue('serials', 'a pending batch has no serial numbers yet: they come with the credits');
      }
    } else if (credit.serials === undefined) {
      issue('serials', `a ${credit.status} batch gives its serial numbers (${formats.serials})`);
    } else {
      const block = registry.readSerials(credit.serials);
      if (!block) {
        issue('serials', `not ${formats.serials}, with the first unit before the last`);
      } else {
        if (block.projectId !== credit.projectId) {
          issue(
            'serials',
            `the serial numbers are project ${block.projectId}'s, not ${credit.projectId}'s`,
          );
        }
        if (regionName(block.countryCode) !== credit.country) {
          issue(
            'serials',
            `the serial numbers are from ${regionName(block.countryCode) ?? block.countryCode}, not ${credit.country}`,
          );
        }
        if (credit.vintage < block.vintageFrom || credit.vintage > block.vintageTo) {
          issue(
            'serials',
            `the serial numbers are of vintage ${block.vintageFrom === block.vintageTo ? block.vintageFrom : `${block.vintageFrom}-${block.vintageTo}`}, not ${credit.vintage}`,
          );
        }
        if (blockSize(block) !== credit.tonnes) {
          issue(
            'serials',
            `the serial numbers hold ${blockSize(block)} credits, but the row says ${credit.tonnes} tonnes`,
          );
        }
      }
    }

    if (credit.status === 'retired') {
      if (!credit.retirement) {
        issue('retirement', 'a retired batch gives its retirement date and beneficiary');
      } else if (Number(credit.retirement.date.slice(0, 4)) < credit.vintage) {
        issue('retirement', 'a batch cannot be retired before its vintage year');
      } else if (credit.retirement.date > new Date().toISOString().slice(0, 10)) {
        issue('retirement', 'the retirement date is in the future');
      }
    } else if (credit.retirement) {
      issue('retirement', `a ${credit.status} batch is not retired, so it has no retirement`);
    }
  });
export type CarbonCredit = z.infer<typeof carbonCreditSchema>;

export const milestoneSchema = sourcedItem({
  date: z.string().regex(/^\d{4}(-\d{2})?$/, 'YYYY or YYYY-MM'),
  title: nonEmpty,
  description: nonEmpty,
});
export type Milestone = z.infer<typeof milestoneSchema>;

/** A phase marked done or in progress states what happened: it needs a source like any fact. */
export const roadmapPhaseSchema = sourcedItem({
  phase: nonEmpty,
  period: nonEmpty,
  status: z.enum(['done', 'in progress', 'planned']),
  items: z.array(nonEmpty).min(1),
});
export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;

/** A quote; a real one is verified against the person's written consent to publish it. */
export const testimonialSchema = sourcedItem({
  name: nonEmpty,
  role: nonEmpty,
  quote: nonEmpty,
  imgSrc: publicPath,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** A page of this site, as a link names it: "/learn/how-to-buy". */
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a path of this site');
/** A link to a page of this site, with its text. */
const siteLink = z.strictObject({ label: nonEmpty, to: sitePath });

export const faqEntrySchema = z.object({
  id,
  question: nonEmpty,
  answer: nonEmpty,
  /** A page of this site that answers the question at length, linked under the answer. */
  link: siteLink.optional(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** Site-wide identity and contact details used by the layout, footer and meta tags. */
export const siteSchema = z.object({
  name: z.literal('Green Planet ECO'),
  shortName: z.literal('ECO'),
  tagline: nonEmpty,
  description: nonEmpty.max(200),
  /** How to reach the team: an address that does not reach us is worse than none. */
  contact: z.object({
    email: z.email(),
    phone: z.string().regex(/^\+[0-9 ]+$/),
    address: z.array(nonEmpty).min(2),
    provenance: provenanceSchema,
  }),
  socialLinks: z.array(socialLinkSchema).length(4),
});
export type Site = z.infer<typeof siteSchema>;

/** A titled run of paragraphs: a home section, a page's story, a legal or guide section. */
const section = z.object({ title: nonEmpty, paragraphs: z.array(nonEmpty).min(1) });

/** A home card's call to action: either a route in the site or an action the page handles. */
const ctaSchema = z.union([
  z.object({ label: nonEmpty, to: sitePath }),
  z.object({ label: nonEmpty, action: z.literal('buy') }),
]);
export type HomeCta = z.infer<typeof ctaSchema>;

export const homeSchema = z.object({
  hero: z.object({ eyebrow: nonEmpty, title: nonEmpty, lead: nonEmpty }),
  cards: z
    .array(z.object({ id, title: nonEmpty, description: nonEmpty, cta: ctaSchema }))
    .length(3),
  about: section,
  blockchain: section,
  impactSources: nonEmpty,
});
export type Home = z.infer<typeof homeSchema>;

const shareKeySchema = z.enum([
  'privateSale',
  'publicSale',
  'ecosystem',
  'community',
  'founders',
  'listing',
  'partners',
  'marketing',
]);
// The keys are the contract package's stage vocabulary (packages/contracts/src/stages.ts).
const stageKeySchema = z.enum(saleStageNames);
const perMille = z.number().int().min(0).max(1000);

/**
 * Static token facts shown on the About Token page and in the whitepaper until the contract is
 * deployed; afterwards the page reads the same values on-chain. The refinements keep the
 * tokenomics internally consistent so a typo in one figure fails validation.
 */
export const tokenFactsSchema = z
  .object({
    name: z.literal('Green Planet ECO'),
    symbol: z.literal('ECO'),
    decimals: z.literal(18),
    /** The contract's cap (maxSupply), in whole tokens: not what is minted (totalSupply). */
    maxSupply: z.number().int().positive(),
    shares: z.array(z.object({ key: shareKeySchema, label: nonEmpty, perMille })).length(8),
    stages: z
      .array(
        z.object({
          key: stageKeySchema,
          label: nonEmpty,
          priceEth: z.string().regex(/^\d+(\.\d+)?$/),
          sharePerMille: perMille,
        }),
      )
      .length(3),
    fees: z.object({
      buyPerMille: perMille,
      sellPerMille: perMille,
      buyCapPerMille: perMille,
      sellCapPerMille: perMille,
    }),
    limits: z.object({ maxBuyPerMille: perMille, maxSellPerMille: perMille }),
    referralRewardPercent: z.number().min(0).max(100),
    founderSplit: z.array(z.number().int().positive()).min(1),
  })
  .refine((t) => new Set(t.shares.map((s) => s.key)).size === t.shares.length, {
    error: 'share keys must be unique',
    path: ['shares'],
  })
  // stageLabel reads a stage by the contract's number as its index here.
  .refine((t) => t.stages.every((stage, index) => stage.key === saleStageNames[index]), {
    error: "stages must be in the contract's order",
    path: ['stages'],
  })
  .refine((t) => t.shares.reduce((sum, s) => sum + s.perMille, 0) === 1000, {
    error: 'shares must sum to 1000 per mille',
    path: ['shares'],
  })
  .refine(
    (t) => {
      const founders = t.shares.find((s) => s.key === 'founders');
      const split = t.founderSplit.reduce((sum, n) => sum + n, 0);
      return founders !== undefined && split * 1000 === founders.perMille * t.maxSupply;
    },
    {
      error: "founders' split must sum to the founders' share of the supply",
      path: ['founderSplit'],
    },
  )
  .refine(
    (t) =>
      t.stages.every((stage) => {
        const shareKey = { partners: 'partners', private: 'privateSale', public: 'publicSale' }[
          stage.key
        ];
        return t.shares.find((s) => s.key === shareKey)?.perMille === stage.sharePerMille;
      }),
    { error: 'each stage share must equal its allocation share', path: ['stages'] },
  )
  .superRefine(({ fees }, ctx) => {
    for (const side of ['buy', 'sell'] as const) {
      if (fees[`${side}PerMille`] > fees[`${side}CapPerMille`]) {
        ctx.addIssue({ code: 'custom', path: ['fees'], message: `${side} fee above its cap` });
      }
    }
  });
export type TokenFacts = z.infer<typeof tokenFactsSchema>;
export type SaleStageKey = z.infer<typeof stageKeySchema>;

export const impactFigureSchema = z.object({
  id: slug,
  label: nonEmpty,
  value: z.number().nonnegative(),
  unit: z.string(),
  source: nonEmpty,
  /** Derived from the items it is computed from (src/content/provenance.ts derivedProvenance). */
  provenance: provenanceSchema,
});
export type ImpactFigure = z.infer<typeof impactFigureSchema>;

export const whoWeAreSchema = z.object({ ...section.shape, provenance: provenanceSchema });
export type WhoWeAre = z.infer<typeof whoWeAreSchema>;

export const carbonCreditsIntroSchema = z.object({
  sections: z.array(z.object({ id: slug, ...section.shape })).min(1),
});
export type CarbonCreditsIntro = z.infer<typeof carbonCreditsIntroSchema>;

/** The legal entity that sells the token: shown in the footer and on /terms. */
export const companySchema = z.object({
  legalName: nonEmpty,
  registeredAddress: z.array(nonEmpty).min(2),
  companyNumber: nonEmpty,
  /** Where the company is registered, e.g. "England and Wales". */
  jurisdiction: nonEmpty,
  provenance: provenanceSchema,
});
export type Company = z.infer<typeof companySchema>;

/**
 * A legal page (/terms, /privacy, /risks). Its version is derived from its text
 * (src/content/legal/versions.ts), so any edit asks buyers to accept the terms again. A section
 * whose facts the team has not supplied yet (governing law, say) is marked as a sample.
 */
export const legalDocumentSchema = z.object({
  id: z.enum(['terms', 'privacy', 'risks']),
  title: nonEmpty,
  summary: nonEmpty.max(200),
  /** The date the text last changed in substance, shown as "Last updated". */
  updated: isoDate,
  sections: z
    .array(
      z.object({
        id: slug,
        ...section.shape,
        /**
         * Named entries shown after the paragraphs as a definition list: a browser storage key
         * and what it holds, a company detail and its value.
         */
        items: z
          .array(z.object({ term: nonEmpty, text: nonEmpty }))
          .min(1)
          .optional(),
        /** The item terms are names a browser or program uses (storage keys, cookies): code. */
        codeTerms: z.literal(true).optional(),
        /** Only on sections that hold facts still to be supplied. */
        provenance: provenanceSchema.optional(),
      }),
    )
    .min(1),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/**
 * One outgoing transaction of the fund wallet and what it paid for (public/content/
 * fund-wallet-outflows.json): a campaign (by its id), a row of the carbon credit ledger (by its
 * id), or another purpose said in words, with the document that proves it as provenance.
 */
export const fundWalletOutflowSchema = z
  .strictObject({
    chainId: z.number().int().positive(),
    transactionHash,
    purpose: z.enum(['campaign', 'carbon-credits', 'other']),
    campaignId: z.number().int().positive().optional(),
    ledgerRowId: z.number().int().positive().optional(),
    description: nonEmpty.max(300),
    provenance: provenanceSchema,
  })
  .superRefine((entry, ctx) => {
    if (entry.purpose === 'campaign' && entry.campaignId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['campaignId'],
        message: 'a campaign payment names its campaign',
      });
    }
    if (entry.purpose === 'carbon-credits' && entry.ledgerRowId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ledgerRowId'],
        message: 'a credit purchase names its ledger row',
      });
    }
  });
export type FundWalletOutflow = z.infer<typeof fundWalletOutflowSchema>;

export const fundWalletOutflowsFileSchema = z.object({
  $comment: z.string().optional(),
  outflows: z.array(fundWalletOutflowSchema),
});

/**
 * A screenshot of the site's own dialogs and pages in the how-to-buy guide: its file is
 * public/learn/how-to-buy/<name>.png, taken by scripts/how-to-buy-screenshots.ts, which also
 * writes its pixel size (how-to-buy-images.ts).
 */
const guideScreenshotSchema = z.strictObject({
  name: slug,
  /** What the picture shows, for readers who cannot see it. */
  alt: nonEmpty,
  caption: nonEmpty,
});

/** The first-time buyer's guide (/learn/how-to-buy): numbered steps, each its own section. */
export const howToBuyGuideSchema = z.strictObject({
  title: nonEmpty,
  /** The page's lead and its meta description. */
  summary: nonEmpty.max(200),
  steps: z
    .array(
      z.strictObject({
        id: slug,
        ...section.shape,
        /** Short points after the paragraphs, shown as a list. */
        points: z.array(nonEmpty).min(1).optional(),
        screenshots: z.array(guideScreenshotSchema).min(1).optional(),
        /** Pages of this site to read next. */
        links: z.array(siteLink).min(1).optional(),
      }),
    )
    .min(1),
});
export type HowToBuyGuide = z.infer<typeof howToBuyGuideSchema>;
export type HowToBuyStep = HowToBuyGuide['steps'][number];
export type GuideScreenshot = z.infer<typeof guideScreenshotSchema>;

/**
 * A published estimate of a consensus mechanism's energy use and emissions: the study it comes
 * from (title, publisher, date, method) and its figures for the whole network over one period.
 * The sustainability indicators of Delegated Regulation (EU) 2025/422 are read from it, and the
 * per-transaction figures ECO's own share is computed with (src/content/sustainability.ts).
 */
export const networkFootprintSchema = z
  .object({
    id,
    network: nonEmpty,
    consensusMechanism: nonEmpty,
    incentiveMechanism: nonEmpty,
    /** The period the study's figures cover. */
    period: z.object({ start: isoDate, end: isoDate }),
    energyKwh: z.number().positive(),
    /** Share of that energy from renewable sources, 0 to 1. */
    renewableShare: z.number().min(0).max(1),
    /** Tonnes CO2-equivalent over the period: scope 1 (controlled) and scope 2 (purchased). */
    scope1Tonnes: z.number().min(0),
    scope2Tonnes: z.number().min(0),
    /** Transactions the whole network carried over the period: what per-transaction figures divide by. */
    networkTransactions: z.number().int().positive(),
    study: z.object({
      title: nonEmpty,
      publisher: nonEmpty,
      published: isoDate,
      method: nonEmpty,
      url: httpsUrl,
    }),
    provenance: provenanceSchema,
  })
  .refine((value) => value.period.start < value.period.end, 'the period ends after it starts');
export type NetworkFootprint = z.infer<typeof networkFootprintSchema>;

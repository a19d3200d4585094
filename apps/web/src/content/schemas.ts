import { z } from 'zod';

/**
 * Shapes of the site's editorial content. Every content module exports data typed with
 * these schemas, and `content.test.ts` parses each module so a bad edit fails the tests.
 */

/** A path to a file under apps/web/public, e.g. "/images/topics/saving-water.svg". */
export const publicPath = z.string().regex(/^\/[a-z0-9/_.-]+$/, 'must be a path under /public');
const httpsUrl = z.url({ protocol: /^https$/ });
const isoDate = z.iso.date();
const nonEmpty = z.string().trim().min(1);

export const socialIconSchema = z.enum(['facebook', 'twitter', 'instagram', 'linkedin', 'github']);
export type SocialIcon = z.infer<typeof socialIconSchema>;

export const socialLinkSchema = z.object({
  id: z.number().int().positive(),
  icon: socialIconSchema,
  url: httpsUrl,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const benefitSchema = z.object({
  id: z.number().int().positive(),
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

export const teamPositionSchema = z.enum([
  'CEO',
  'Project Manager',
  'Marketing Developer',
  'Software Engineer',
]);

export const teamMemberSchema = z.object({
  id: z.number().int().positive(),
  name: nonEmpty,
  position: teamPositionSchema,
  /** May be empty: the page then shows the member without a bio paragraph. */
  bio: z.string(),
  imgSrc: publicPath,
  socialLinks: z.array(socialLinkSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const newsItemSchema = z.object({
  id: z.number().int().positive(),
  url: httpsUrl,
  imgSrc: publicPath,
  imgAlt: nonEmpty,
  imgClassName: z.string(),
  outlet: nonEmpty,
  title: nonEmpty,
  date: isoDate,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const highlightSchema = z.object({
  id: z.number().int().positive(),
  title: z.enum(['Supporting Cause', 'Most Trusted One', 'Award Won']),
  description: nonEmpty,
  imgSrc: publicPath,
});
export type Highlight = z.infer<typeof highlightSchema>;

export const campaignSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
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
export const carbonCreditSchema = z.object({
  id: z.number().int().positive(),
  registry: z.enum(['Verra', 'Gold Standard']),
  project: nonEmpty,
  country: nonEmpty,
  vintage: z.number().int().min(2000).max(2100),
  tonnes: z.number().int().positive(),
  status: creditStatusSchema,
  registryUrl: httpsUrl,
});
export type CarbonCredit = z.infer<typeof carbonCreditSchema>;

export const milestoneSchema = z.object({
  id: z.number().int().positive(),
  date: z.string().regex(/^\d{4}(-\d{2})?$/, 'YYYY or YYYY-MM'),
  title: nonEmpty,
  description: nonEmpty,
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const roadmapPhaseSchema = z.object({
  id: z.number().int().positive(),
  phase: nonEmpty,
  period: nonEmpty,
  status: z.enum(['done', 'in progress', 'planned']),
  items: z.array(nonEmpty).min(1),
});
export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  name: nonEmpty,
  role: nonEmpty,
  quote: nonEmpty,
  imgSrc: publicPath,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const faqEntrySchema = z.object({
  id: z.number().int().positive(),
  question: nonEmpty,
  answer: nonEmpty,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

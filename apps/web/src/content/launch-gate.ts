import { locales, type Locale } from '../config/locales';
import type { Provenance } from './schemas';
import { isLocalized } from '../lib/localized';
import fundWalletOutflows from '../../public/content/fund-wallet-outflows.json';
import * as allocationNames from './allocation-names';
import * as campaigns from './campaigns';
import * as carbonCredits from './carbon-credits';
import * as carbonCreditsIntro from './carbon-credits-intro';
import * as company from './company';
import * as faq from './faq';
import * as highlights from './highlights';
import * as history from './history';
import * as home from './home';
import * as howToBuy from './how-to-buy';
import * as howToBuyImages from './how-to-buy-images';
import * as impact from './impact';
import * as privacy from './legal/privacy';
import * as risks from './legal/risks';
import * as terms from './legal/terms';
import * as legalVersions from './legal/versions';
import * as networks from './networks';
import * as news from './news';
import * as pledge from './pledge';
import * as press from './press';
import * as saleRules from './sale-rules';
import * as site from './site';
import * as supply from './supply';
import * as sustainability from './sustainability';
import * as team from './team';
import * as testimonials from './testimonials';
import * as token from './token';
import * as topicArticles from './topic-articles';
import * as topicIds from './topic-ids';
import * as topics from './topics';
import * as whitePaper from './white-paper';
import * as whitePaperMeta from './white-paper-meta';

/**
 * Every content module, by file name, with its exports. The launch gate walks all of it, so an
 * item marked as a sample anywhere is found; `launch-gate.test.ts` fails when a content module
 * is missing here, so a new module cannot slip past the gate.
 */
export const contentModules: Record<string, Record<string, unknown>> = {
  // Names in sentences; no item with provenance.
  'allocation-names.ts': allocationNames,
  'campaigns.ts': campaigns,
  'carbon-credits.ts': carbonCredits,
  'carbon-credits-intro.ts': carbonCreditsIntro,
  'company.ts': company,
  'faq.ts': faq,
  // Read by /transparency at run time, so it is gated as deployed content too.
  'public/content/fund-wallet-outflows.json': fundWalletOutflows,
  'highlights.ts': highlights,
  'history.ts': history,
  'home.ts': home,
  // The guide is built for the build's wallets and networks; it holds no item with provenance.
  'how-to-buy.ts': howToBuy,
  'how-to-buy-images.ts': howToBuyImages,
  'impact.ts': { ...impact, impactFigures: impact.impactFigures() },
  'legal/privacy.ts': privacy,
  'legal/risks.ts': risks,
  'legal/terms.ts': terms,
  'legal/versions.ts': legalVersions,
  // How a list reads in a sentence; no item with provenance.
  'networks.ts': networks,
  'news.ts': news,
  'pledge.ts': pledge,
  'press.ts': press,
  // Read from the deployments' configs; no item with provenance.
  'sale-rules.ts': saleRules,
  'site.ts': site,
  'supply.ts': supply,
  'sustainability.ts': sustainability,
  'team.ts': team,
  'testimonials.ts': testimonials,
  'token.ts': token,
  'topic-articles.ts': topicArticles,
  // The topics' ids only (the route table reads them); no item with provenance.
  'topic-ids.ts': topicIds,
  'topics.ts': topics,
  // The MiCA white paper: its own provenance is the lawyer-reviewed text (launchGate below).
  'white-paper.ts': whitePaper,
  'white-paper-meta.ts': whitePaperMeta,
};

/** One sample item: the module it is in, its id, where it is, and the fields it covers. */
export interface SampleItem {
  module: string;
  id: string;
  field: string;
  covers: string[];
}

const isSampleProvenance = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as Partial<Provenance>).status === 'sample';

/** Finds every object whose `provenance` says it is a sample, at any depth. */
export function findSampleItems(
  modules: Record<string, Record<string, unknown>> = contentModules,
): SampleItem[] {
  const found: SampleItem[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, module: string, field: string, id: string): void => {
    // Content built when read (docs/decisions/0046) is walked as what it builds.
    if (isLocalized(value)) {
      visit(value(), module, field, id);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, module, `${field}[${index}]`, id));
      return;
    }
    const record = value as Record<string, unknown>;
    const ownId =
      typeof record.id === 'string' || typeof record.id === 'number'
        ? String(record.id)
        : typeof record.slug === 'string'
          ? record.slug
          : id;
    if (isSampleProvenance(record.provenance)) {
      found.push({
        module,
        id: ownId,
        field,
        covers: Object.keys(record).filter((key) => key !== 'provenance' && key !== 'id'),
      });
    }
    for (const [key, child] of Object.entries(record)) {
      if (key !== 'provenance') visit(child, module, `${field}.${key}`, ownId);
    }
  };
  for (const [module, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) visit(value, module, name, '-');
  }
  return found;
}

/** The site's deployment kind (VITE_SITE_ENV): only `production` refuses sample content. */
export type SiteEnv = 'local' | 'staging' | 'production';

/**
 * Why a production build refuses a white paper that is not verified, whatever else it holds: MiCA
 * allows no offer (Art. 4) and no marketing (Art. 7) before its white paper is published.
 */
export const unverifiedWhitePaperMessage =
  "launch gate: the crypto-asset white paper (src/content/white-paper.ts) is not verified. MiCA allows no offer to the public and no marketing before the white paper is published: have the text reviewed by the offeror's lawyers, then set whitePaperProvenance (src/content/white-paper-meta.ts) to { status: 'verified', source: '<the reviewed document>', checked: 'YYYY-MM-DD' }.";

/**
 * Why a production build refuses a white paper with fields flagged `sample` (a field resting on a
 * sample fact, or a legal reading awaiting counsel), even once the text as a whole is verified:
 * the flags sit on the fields, not in a `provenance`, so findSampleItems does not see them.
 */
export const sampleWhitePaperFieldsMessage = (codes: readonly string[]): string =>
  `launch gate: ${codes.length} fields of the crypto-asset white paper (src/content/white-paper.ts) are still samples: ${codes.join(', ')}. Verify the facts each is read from, or, for a field awaiting counsel, clear its sample flag once the offeror's lawyers confirm it.`;

/** What the gate checks of the white paper: the text's provenance and its fields' sample flags. */
export interface WhitePaperState {
  provenance: Provenance;
  /** The codes of the fields flagged `sample`, in the document's order. */
  sampleFields: string[];
}

const whitePaperToday = (): WhitePaperState => ({
  provenance: whitePaperMeta.whitePaperProvenance,
  sampleFields: whitePaper
    .whitePaper()
    .parts.flatMap((part) => part.fields)
    .filter((field) => field.sample)
    .map((field) => field.code),
});

/**
 * Why a production build refuses a language nobody fluent has reviewed: every language publishes
 * the legal pages (terms, privacy notice, risks), and an unchecked translation of them must not
 * go out as the offer's own words (issue 33).
 */
export const unreviewedTranslationsMessage = (codes: readonly string[]): string =>
  `launch gate: the translations into ${codes.join(', ')} are not reviewed, and each publishes the legal pages in its language. Have each reviewed by someone fluent and record it (review: { by, on } in src/config/locales.ts), or take the language's line out of that file until it is.`;

/** The gate's verdict for a build, with the text the build prints. */
export function launchGate(
  siteEnv: SiteEnv,
  samples: SampleItem[] = findSampleItems(),
  paper: WhitePaperState = whitePaperToday(),
  languages: readonly Locale[] = locales,
): { ok: boolean; message: string } {
  const unreviewed = languages.filter((locale) => locale.review === null).map(({ code }) => code);
  const whitePaperRefusals =
    siteEnv === 'production'
      ? [
          ...(paper.provenance.status === 'verified' ? [] : [unverifiedWhitePaperMessage]),
          ...(paper.sampleFields.length ? [sampleWhitePaperFieldsMessage(paper.sampleFields)] : []),
          ...(unreviewed.length ? [unreviewedTranslationsMessage(unreviewed)] : []),
        ]
      : [];
  if (samples.length === 0) {
    return whitePaperRefusals.length
      ? { ok: false, message: whitePaperRefusals.join('\n') }
      : { ok: true, message: 'launch gate: no sample content' };
  }
  const rows = samples.map(
    (s) =>
      `  ${s.module}  id ${s.id}  ${s.field}${s.covers.length ? ` (${s.covers.join(', ')})` : ''}`,
  );
  if (siteEnv !== 'production') {
    return {
      ok: true,
      message: `launch gate: ${samples.length} sample items, labelled "Sample" on their pages (VITE_SITE_ENV=${siteEnv} allows them; production refuses them)`,
    };
  }
  return {
    ok: false,
    message: [
      ...whitePaperRefusals,
      `launch gate: VITE_SITE_ENV=production refuses sample content, and ${samples.length} sample items remain (module, id, field):`,
      ...rows,
      "Replace each with the real item and set provenance: { status: 'verified', source, checked }, or remove it (apps/web/README.md: Hosting the site).",
    ].join('\n'),
  };
}

import { countryName, isCountryCode, type CountryCode } from '@eco/shared/countries';
import {
  isSiteLanguage,
  SITE_LANGUAGES,
  SOURCE_LANGUAGE,
  type SiteLanguage,
} from '@eco/shared/languages';
import { offer as mainnetOffer } from '../config/1.json';
import { offer as sepoliaOffer } from '../config/11155111.json';
import { offer as localOffer } from '../config/31337.json';

// Who may buy on each deployment: the `offer` entry of config/<chainId>.json, read by the deploy
// (deploy-config.ts refuses a bad or undecided one) and by the site and the API through this
// module. It imports only the configs' `offer` entries and the country codes: no viem, no zod, so
// a page's first load can take it (docs/decisions/0036).

/**
 * The team's translations of a text it wrote in English, by site language: the site shows the
 * page's language's where there is one, else the English (marked as English). The English
 * prevails; a translation is the team's to write and check, as the English is (issue 33).
 */
export type TeamTranslations = Partial<Record<TranslatedLanguage, string>>;

/** A language of the site other than its source, English. */
type TranslatedLanguage = Exclude<SiteLanguage, typeof SOURCE_LANGUAGE>;

const isTranslated = (language: string): language is TranslatedLanguage =>
  isSiteLanguage(language) && language !== SOURCE_LANGUAGE;

/** A country left out of the offer, and why, in words a buyer reads. */
export interface OfferExclusion {
  country: CountryCode;
  reason: string;
  /** The reason in other languages (the config's `translations`). */
  reasonIn: TeamTranslations;
}

/**
 * A deployment's offer profile. `example` is an illustration for the local and test chains, not
 * a legal conclusion (the site labels it a sample); `decided` is the team's, on the `basis` it
 * names (counsel's opinion and its date); `undecided` waits for the team's counsel, and no
 * deployment is made with it.
 */
export type OfferProfile =
  | { status: 'undecided' }
  | {
      status: 'example' | 'decided';
      /** Where ECO is offered: ISO 3166-1 alpha-2 codes (an EU offer lists the Member States). */
      offered: readonly CountryCode[];
      /** Where it is not, each with its reason. */
      excluded: readonly OfferExclusion[];
      /** Whether buyers are treated as retail holders (not only qualified investors). */
      retail: boolean;
      /** For a decided profile: what the decision rests on. */
      basis?: string;
      /** The basis in other languages (the config's `basisTranslations`). */
      basisIn?: TeamTranslations;
    };

/** What the profile says to a buyer resident in a country. */
export type OfferAnswer =
  | { kind: 'offered' }
  | { kind: 'excluded'; reason: string; reasonIn: TeamTranslations }
  /** Neither offered nor excluded: not offered either. */
  | { kind: 'not-offered' }
  /** The profile is not decided: nobody may buy. */
  | { kind: 'undecided' };

/** Chains where an example profile may stand: the local chain and the Sepolia test network. */
const exampleChainIds = new Set([31337, 11155111]);

const REASON_MAX = 300;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const TRANSLATED = SITE_LANGUAGES.filter(isTranslated);

/**
 * A text's translations from a config (`{ "de": "…", "fr": "…" }`, or absent), each language one
 * of the site's others, each text at most `max` characters; a problem for each that is not.
 */
function translations(
  value: unknown,
  field: string,
  max: number,
  problems: string[],
): TeamTranslations {
  if (value === undefined) return {};
  const languages = TRANSLATED.join(', ');
  if (!isRecord(value)) {
    problems.push(`${field} (an object of translations by language: ${languages})`);
    return {};
  }
  const found: TeamTranslations = {};
  for (const [language, translation] of Object.entries(value)) {
    const written = text(translation);
    if (!isTranslated(language)) {
      problems.push(
        `${field}.${language} (a language of the site other than English: ${languages})`,
      );
    } else if (written === undefined || written.length > max) {
      problems.push(`${field}.${language} (the translation, at most ${max} characters)`);
    } else {
      found[language] = written;
    }
  }
  return found;
}

/**
 * A text the team wrote, in `language` where it has a translation, else its English, with the
 * language it is in (so a page can mark English inside a translated page).
 */
export function teamText(
  english: string,
  translated: TeamTranslations | undefined,
  language: string,
): { text: string; lang: SiteLanguage } {
  if (isTranslated(language)) {
    const translation = translated?.[language];
    if (translation !== undefined) return { text: translation, lang: language };
  }
  return { text: english, lang: SOURCE_LANGUAGE };
}

/**
 * Reads a config's `offer` entry, returning the profile or every problem with it in the deploy
 * config's style (`field (what is wrong)`). A profile with problems is never half-used.
 */
export function parseOfferProfile(
  value: unknown,
  chainId: number,
): { profile: OfferProfile; problems: [] } | { profile: undefined; problems: string[] } {
  const problems: string[] = [];
  const refuse = (problem: string) => ({ profile: undefined, problems: [problem] });
  if (!isRecord(value)) {
    return refuse(
      'offer (an object: { "status": "undecided" }, or the offered and excluded countries and "retail")',
    );
  }
  const { status } = value;
  if (status === 'undecided') return { profile: { status }, problems: [] };
  if (status !== 'example' && status !== 'decided') {
    return refuse('offer.status ("undecided", "example" or "decided")');
  }
  if (status === 'example' && !exampleChainIds.has(chainId)) {
    problems.push(
      'offer.status (an example profile only on the local chain and Sepolia: this network needs the profile the team\'s counsel decided, "decided" with its "basis")',
    );
  }
  const basis = text(value.basis);
  if (status === 'decided' && basis === undefined) {
    problems.push("offer.basis (what the decision rests on, e.g. counsel's opinion and its date)");
  }
  const basisIn = translations(value.basisTranslations, 'offer.basisTranslations', 1_000, problems);
  if (basis === undefined && Object.keys(basisIn).length > 0) {
    problems.push('offer.basisTranslations (translations of a basis: only with a "basis")');
  }

  const seen = new Set<string>();
  const country = (field: string, code: unknown): CountryCode | undefined => {
    if (!isCountryCode(code)) {
      problems.push(
        `${field} (${JSON.stringify(code)}: not an ISO 3166-1 alpha-2 code such as "DE")`,
      );
      return undefined;
    }
    if (seen.has(code)) {
      problems.push(`${field} ("${code}" is listed twice: offered or excluded, once)`);
      return undefined;
    }
    seen.add(code);
    return code;
  };

  const offered: CountryCode[] = [];
  if (!Array.isArray(value.offered) || value.offered.length === 0) {
    problems.push('offer.offered (a list of at least one country code, e.g. ["DE", "FR"])');
  } else {
    value.offered.forEach((code: unknown, i) => {
      const known = country(`offer.offered[${i}]`, code);
      if (known) offered.push(known);
    });
  }
  const excluded: OfferExclusion[] = [];
  if (!Array.isArray(value.excluded)) {
    problems.push('offer.excluded (a list of { "country": "US", "reason": "…" }, or [])');
  } else {
    value.excluded.forEach((entry: unknown, i) => {
      const field = `offer.excluded[${i}]`;
      const entryRecord = isRecord(entry) ? entry : {};
      const code = country(`${field}.country`, entryRecord.country);
      const reason = text(entryRecord.reason);
      const reasonIn = translations(
        entryRecord.translations,
        `${field}.translations`,
        REASON_MAX,
        problems,
      );
      if (reason === undefined || reason.length > REASON_MAX) {
        problems.push(
          `${field}.reason (why, in words a buyer reads, at most ${REASON_MAX} characters)`,
        );
      } else if (code) excluded.push({ country: code, reason, reasonIn });
    });
  }
  if (typeof value.retail !== 'boolean') {
    problems.push('offer.retail (true when buyers are treated as retail holders, else false)');
  }
  if (problems.length > 0) return { profile: undefined, problems };
  return {
    profile: {
      status,
      offered,
      excluded,
      retail: value.retail as boolean,
      ...(basis === undefined ? {} : { basis, basisIn }),
    },
    problems: [],
  };
}

/**
 * The rule: offered where the profile lists the country, excluded (with the reason) where it
 * excludes it, not offered anywhere else, and nowhere while the profile is undecided. Undecided
 * needs no country (it refuses everyone); a decided profile has no answer until a country is
 * declared.
 */
export function offerAnswer(profile: OfferProfile, country: CountryCode): OfferAnswer;
export function offerAnswer(
  profile: OfferProfile,
  country: CountryCode | undefined,
): OfferAnswer | undefined;
export function offerAnswer(
  profile: OfferProfile,
  country: CountryCode | undefined,
): OfferAnswer | undefined {
  if (profile.status === 'undecided') return { kind: 'undecided' };
  if (country === undefined) return undefined;
  const exclusion = profile.excluded.find((entry) => entry.country === country);
  if (exclusion) {
    return { kind: 'excluded', reason: exclusion.reason, reasonIn: exclusion.reasonIn };
  }
  return profile.offered.includes(country) ? { kind: 'offered' } : { kind: 'not-offered' };
}

/**
 * Why the offer does not take a buyer, in English, as the API refuses a record (adding what it
 * did): undefined where the country is offered. An undecided profile refuses everyone, so it
 * needs no country. The site words the same in the page's language (features/sale's
 * offer-refusal.tsx).
 */
export function notOfferedText(answer: { kind: 'undecided' }): string;
export function notOfferedText(answer: OfferAnswer, country: CountryCode): string | undefined;
export function notOfferedText(answer: OfferAnswer, country?: CountryCode): string | undefined {
  if (answer.kind === 'offered') return undefined;
  if (answer.kind === 'undecided') {
    return 'Who may buy ECO on this network is not decided yet, so no purchase can be made here.';
  }
  // "United States: …", not "residents of United States": the names come without their article.
  // The overloads give a country with every answer but undecided.
  const residents = `${countryName(country!)}: ECO is not offered to residents of this country`;
  return answer.kind === 'excluded'
    ? `${residents}. The reason: ${answer.reason}.`
    : `${residents}: the offer is made only in the countries it names, and this is not one of them.`;
}

/** A checked-in config's profile; a bad one stops whatever imports this module, naming it. */
function checkedIn(value: unknown, chainId: number): OfferProfile {
  const { profile, problems } = parseOfferProfile(value, chainId);
  if (!profile) {
    throw new Error(`config/${chainId}.json: invalid offer profile: ${problems.join(', ')}`);
  }
  return profile;
}

/** The offer profile of each chain with a config, by chain id. */
export const offerProfiles: Readonly<Record<number, OfferProfile>> = {
  1: checkedIn(mainnetOffer, 1),
  11155111: checkedIn(sepoliaOffer, 11155111),
  31337: checkedIn(localOffer, 31337),
};

/** The offer profile of `chainId`; undecided for a chain without a config. */
export function findOfferProfile(chainId: number): OfferProfile {
  return offerProfiles[chainId] ?? { status: 'undecided' };
}

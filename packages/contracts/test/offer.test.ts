import { describe, expect, it } from 'vitest';
import { loadNetworkConfig } from '../src/deploy';
import { resolveDeployPlan } from '../src/deploy-config';
import {
  findOfferProfile,
  notOfferedText,
  offerAnswer,
  offerProfiles,
  parseOfferProfile,
  teamText,
} from '../src/offer';
import type { OfferProfile } from '../src/offer';

const example = {
  status: 'example',
  offered: ['DE', 'FR'],
  excluded: [{ country: 'US', reason: 'securities law: not offered to US persons' }],
  retail: true,
};

const problemsOf = (value: unknown, chainId = 31337) => parseOfferProfile(value, chainId).problems;

describe('offer profile parsing', () => {
  it('reads a profile, trimming the reason', () => {
    const value = {
      ...example,
      excluded: [{ country: 'US', reason: '  securities law  ' }],
    };
    expect(parseOfferProfile(value, 31337)).toEqual({
      profile: {
        status: 'example',
        offered: ['DE', 'FR'],
        excluded: [{ country: 'US', reason: 'securities law', reasonIn: {} }],
        retail: true,
      },
      problems: [],
    });
    expect(parseOfferProfile({ status: 'undecided' }, 1).profile).toEqual({ status: 'undecided' });
  });

  it("reads the team's translations of a reason and of a basis, refusing any other language", () => {
    const value = {
      ...example,
      status: 'decided',
      basis: "counsel's opinion of 2026-11-01",
      basisTranslations: { fr: '  avis du conseil du 1er novembre 2026 ' },
      excluded: [
        { country: 'US', reason: 'securities law', translations: { de: 'Wertpapierrecht' } },
      ],
    };
    // Read into `basisIn` and `reasonIn`, the raw fields not kept.
    expect(parseOfferProfile(value, 1).profile).toEqual({
      status: 'decided',
      offered: ['DE', 'FR'],
      basis: "counsel's opinion of 2026-11-01",
      basisIn: { fr: 'avis du conseil du 1er novembre 2026' },
      excluded: [{ country: 'US', reason: 'securities law', reasonIn: { de: 'Wertpapierrecht' } }],
      retail: true,
    });
    expect(
      problemsOf({
        ...example,
        basisTranslations: 'fr',
        excluded: [
          {
            country: 'US',
            reason: 'r',
            translations: { en: 'x', xx: 'y', de: '', fr: 'f'.repeat(301) },
          },
        ],
      }),
    ).toEqual([
      'offer.basisTranslations (an object of translations by language: de, es, fr, ar)',
      'offer.excluded[0].translations.en (a language of the site other than English: de, es, fr, ar)',
      'offer.excluded[0].translations.xx (a language of the site other than English: de, es, fr, ar)',
      'offer.excluded[0].translations.de (the translation, at most 300 characters)',
      'offer.excluded[0].translations.fr (the translation, at most 300 characters)',
    ]);
  });

  it('refuses translations of a basis the profile does not have', () => {
    expect(problemsOf({ ...example, basisTranslations: { de: 'Gutachten' } })).toEqual([
      'offer.basisTranslations (translations of a basis: only with a "basis")',
    ]);
  });

  it("gives a team's text in the page's language where translated, else in English, saying which", () => {
    const reasonIn = { de: 'Wertpapierrecht' };
    const english = { text: 'securities law', lang: 'en' };
    for (const [translated, language, expected] of [
      [reasonIn, 'de', { text: 'Wertpapierrecht', lang: 'de' }],
      [reasonIn, 'fr', english],
      [reasonIn, 'en', english],
      [undefined, 'constructor', english],
    ] as const) {
      expect(teamText('securities law', translated, language), language).toEqual(expected);
    }
  });

  it('refuses a missing or shapeless entry and an unknown status', () => {
    for (const value of [undefined, null, 'EU', [], 3]) {
      expect(problemsOf(value), String(value)).toEqual([
        'offer (an object: { "status": "undecided" }, or the offered and excluded countries and "retail")',
      ]);
    }
    expect(problemsOf({ ...example, status: 'final' })).toEqual([
      'offer.status ("undecided", "example" or "decided")',
    ]);
  });

  it('names every bad country, duplicate, reason and flag at once', () => {
    expect(
      problemsOf({
        status: 'example',
        offered: ['DE', 'de', 'EU', 'DE', 276],
        excluded: [
          { country: 'US', reason: '' },
          { country: 'FR', reason: 'x' },
          { country: 'UK', reason: 'brexit' },
          'CN',
          { country: 'CA', reason: 'r'.repeat(301) },
        ],
        retail: 'yes',
      }),
    ).toEqual([
      'offer.offered[1] ("de": not an ISO 3166-1 alpha-2 code such as "DE")',
      'offer.offered[2] ("EU": not an ISO 3166-1 alpha-2 code such as "DE")',
      'offer.offered[3] ("DE" is listed twice: offered or excluded, once)',
      'offer.offered[4] (276: not an ISO 3166-1 alpha-2 code such as "DE")',
      'offer.excluded[0].reason (why, in words a buyer reads, at most 300 characters)',
      'offer.excluded[2].country ("UK": not an ISO 3166-1 alpha-2 code such as "DE")',
      'offer.excluded[3].country (undefined: not an ISO 3166-1 alpha-2 code such as "DE")',
      'offer.excluded[3].reason (why, in words a buyer reads, at most 300 characters)',
      'offer.excluded[4].reason (why, in words a buyer reads, at most 300 characters)',
      'offer.retail (true when buyers are treated as retail holders, else false)',
    ]);
    // FR offered and excluded: listed twice (the check cannot say which it is).
    expect(problemsOf({ ...example, excluded: [{ country: 'FR', reason: 'x' }] })).toEqual([
      'offer.excluded[0].country ("FR" is listed twice: offered or excluded, once)',
    ]);
    expect(problemsOf({ ...example, offered: [] })).toEqual([
      'offer.offered (a list of at least one country code, e.g. ["DE", "FR"])',
    ]);
    expect(problemsOf({ ...example, excluded: undefined })).toEqual([
      'offer.excluded (a list of { "country": "US", "reason": "…" }, or [])',
    ]);
  });

  it('keeps example profiles to the local chain and Sepolia, and asks a decided one for its basis', () => {
    expect(problemsOf(example, 11155111)).toEqual([]);
    expect(problemsOf(example, 1)).toEqual([
      'offer.status (an example profile only on the local chain and Sepolia: this network needs the profile the team\'s counsel decided, "decided" with its "basis")',
    ]);
    const decided = { ...example, status: 'decided' };
    expect(problemsOf(decided, 1)).toEqual([
      "offer.basis (what the decision rests on, e.g. counsel's opinion and its date)",
    ]);
    expect(parseOfferProfile({ ...decided, basis: 'Opinion of counsel, 2027-01-10' }, 1)).toEqual({
      profile: {
        ...decided,
        excluded: [{ ...example.excluded[0], reasonIn: {} }],
        basis: 'Opinion of counsel, 2027-01-10',
        basisIn: {},
      },
      problems: [],
    });
  });
});

describe('the checked-in profiles', () => {
  it('are an example on the local chain and Sepolia, and undecided on mainnet', () => {
    for (const chainId of [31337, 11155111]) {
      const profile = offerProfiles[chainId]!;
      expect(profile.status).toBe('example');
      if (profile.status === 'undecided') continue;
      // The 27 EU Member States (Greece as ISO's GR, not the EU's EL).
      expect(profile.offered).toHaveLength(27);
      expect(profile.offered).toContain('GR');
      expect(profile.excluded).toEqual([
        {
          country: 'US',
          reason: 'securities law: not offered to US persons',
          reasonIn: {
            de: 'Wertpapierrecht: kein Angebot an US-Personen',
            es: 'legislación sobre valores: no se ofrece a personas estadounidenses',
            fr: 'droit des valeurs mobilières : pas d’offre aux personnes américaines',
            ar: 'قانون الأوراق المالية: لا يُعرض على الأشخاص الأمريكيين',
          },
        },
      ]);
      expect(profile.retail).toBe(true);
    }
    expect(offerProfiles[1]).toEqual({ status: 'undecided' });
    expect(findOfferProfile(8453)).toEqual({ status: 'undecided' });
  });

  it("refuses a deployment with an undecided or bad profile, naming it with the config's other problems", () => {
    expect(() => resolveDeployPlan(loadNetworkConfig(1), null)).toThrow(
      'offer.status (undecided: who may buy is for the team\'s counsel to decide; then "decided" with its "basis")',
    );
    const local = loadNetworkConfig(31337);
    expect(() => resolveDeployPlan({ ...local, offer: undefined }, null)).toThrow(
      'Refusing to deploy to chain 31337: invalid values: offer (an object:',
    );
    expect(() =>
      resolveDeployPlan({ ...local, offer: { ...example, offered: ['XX'] } }, null),
    ).toThrow(
      'invalid values: offer.offered[0] ("XX": not an ISO 3166-1 alpha-2 code such as "DE")',
    );
    expect(() => resolveDeployPlan(local, null)).not.toThrow();
  });
});

describe('offerAnswer', () => {
  const profile = offerProfiles[31337]!;

  it('offers a listed country, excludes one with its reason, and offers no other', () => {
    expect(offerAnswer(profile, 'DE')).toEqual({ kind: 'offered' });
    expect(offerAnswer(profile, 'US')).toEqual({
      kind: 'excluded',
      reason: 'securities law: not offered to US persons',
      reasonIn: {
        de: 'Wertpapierrecht: kein Angebot an US-Personen',
        es: 'legislación sobre valores: no se ofrece a personas estadounidenses',
        fr: 'droit des valeurs mobilières : pas d’offre aux personnes américaines',
        ar: 'قانون الأوراق المالية: لا يُعرض على الأشخاص الأمريكيين',
      },
    });
    expect(offerAnswer(profile, 'JP')).toEqual({ kind: 'not-offered' });
  });

  it('answers an exclusion before an offer, and nothing while undecided', () => {
    // Never both in a parsed profile; the rule still errs on the side of not selling.
    const both: OfferProfile = {
      status: 'example',
      offered: ['US'],
      excluded: [{ country: 'US', reason: 'r', reasonIn: {} }],
      retail: true,
    };
    expect(offerAnswer(both, 'US').kind).toBe('excluded');
    expect(offerAnswer({ status: 'undecided' }, 'DE')).toEqual({ kind: 'undecided' });
    // Undecided refuses before any country is declared; a decided profile waits for one.
    expect(offerAnswer({ status: 'undecided' }, undefined)).toEqual({ kind: 'undecided' });
    expect(offerAnswer(both, undefined)).toBeUndefined();
  });
});

describe('notOfferedText', () => {
  it("says why in the buyer's words: the reason of an exclusion, the rule for an unnamed country", () => {
    const profile = offerProfiles[31337]!;
    expect(notOfferedText(offerAnswer(profile, 'DE'), 'DE')).toBeUndefined();
    expect(notOfferedText(offerAnswer(profile, 'US'), 'US')).toBe(
      'United States: ECO is not offered to residents of this country. The reason: securities law: not offered to US persons.',
    );
    expect(notOfferedText(offerAnswer(profile, 'JP'), 'JP')).toBe(
      'Japan: ECO is not offered to residents of this country: the offer is made only in the countries it names, and this is not one of them.',
    );
  });

  it('refuses everyone while the profile is undecided, without asking for a country', () => {
    expect(notOfferedText({ kind: 'undecided' })).toBe(
      'Who may buy ECO on this network is not decided yet, so no purchase can be made here.',
    );
    expect(notOfferedText(offerAnswer(findOfferProfile(1), 'DE'), 'DE')).toBe(
      notOfferedText({ kind: 'undecided' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { launchGatePlugin } from '../../scripts/vite-launch-gate';
import { localized } from '../lib/localized';
import {
  contentModules,
  findSampleItems,
  launchGate,
  sampleWhitePaperFieldsMessage,
  unreviewedTranslationsMessage,
  unverifiedWhitePaperMessage,
} from './launch-gate';
import { provenanceSchema } from './schemas';
import { whitePaper } from './white-paper';

const verified = {
  status: 'verified' as const,
  source: 'https://example.org/record',
  checked: '2026-11-01',
};

const fixture = {
  'people.ts': {
    people: [
      { id: 1, name: 'A', provenance: { status: 'sample' } },
      { id: 2, name: 'B', provenance: verified },
    ],
  },
  'site.ts': {
    site: {
      name: 'X',
      contact: { email: 'a@b.c', phone: '+1', provenance: { status: 'sample' } },
      links: [{ id: 7, url: 'https://x', provenance: { status: 'sample' } }],
    },
  },
  'plain.ts': { facts: { total: 3 } },
};

describe('findSampleItems', () => {
  it('finds every sample at any depth with its module, id, field and covered fields', () => {
    expect(findSampleItems(fixture)).toEqual([
      { module: 'people.ts', id: '1', field: 'people[0]', covers: ['name'] },
      { module: 'site.ts', id: '-', field: 'site.contact', covers: ['email', 'phone'] },
      { module: 'site.ts', id: '7', field: 'site.links[0]', covers: ['url'] },
    ]);
  });

  it('finds the samples of content built when read, as what it builds', () => {
    const quotes = localized(() => [{ id: 3, quote: 'Q', provenance: { status: 'sample' } }]);
    // A plain function is a helper, not content: it is not called.
    const helper = () => [{ id: 4, provenance: { status: 'sample' } }];
    expect(findSampleItems({ 'quotes.ts': { quotes, helper } })).toEqual([
      { module: 'quotes.ts', id: '3', field: 'quotes[0]', covers: ['quote'] },
    ]);
  });

  it('finds nothing where every item is verified or carries no provenance', () => {
    expect(
      findSampleItems({
        'plain.ts': fixture['plain.ts'],
        'v.ts': { v: [{ provenance: verified }] },
      }),
    ).toEqual([]);
  });
});

describe('launchGate', () => {
  const samples = findSampleItems(fixture);

  it('refuses a production build with samples, listing each one', () => {
    const verdict = launchGate('production', samples);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('3 sample items remain');
    expect(verdict.message).toContain('people.ts  id 1  people[0] (name)');
    expect(verdict.message).toContain('site.ts  id -  site.contact (email, phone)');
    expect(verdict.message).toContain('site.ts  id 7  site.links[0] (url)');
  });

  it('lets local and staging builds through, saying how many samples they label', () => {
    for (const env of ['local', 'staging'] as const) {
      const verdict = launchGate(env, samples);
      expect(verdict.ok).toBe(true);
      expect(verdict.message).toContain('3 sample items');
    }
  });

  const verifiedPaper = { provenance: verified, sampleFields: [] };
  const reviewed = [
    { code: 'en', name: 'English', dir: 'ltr', intl: 'en-US', review: 'source' },
    {
      code: 'de',
      name: 'Deutsch',
      dir: 'ltr',
      intl: 'de-DE',
      review: { by: 'A', on: '2026-11-30' },
    },
  ] as const;

  it('lets a production build without samples, with a verified white paper and reviewed translations through', () => {
    expect(launchGate('production', [], verifiedPaper, reviewed)).toEqual({
      ok: true,
      message: 'launch gate: no sample content',
    });
  });

  it('refuses a production build publishing a translation nobody fluent reviewed, naming it', () => {
    const unreviewed = [...reviewed, { ...reviewed[1], code: 'fr', review: null }];
    expect(launchGate('production', [], verifiedPaper, unreviewed)).toEqual({
      ok: false,
      message: unreviewedTranslationsMessage(['fr']),
    });
    expect(unreviewedTranslationsMessage(['fr'])).toContain('src/config/locales.ts');
    expect(launchGate('staging', [], verifiedPaper, unreviewed).ok).toBe(true);
    // Today every language but English (the source) is still awaiting its review.
    expect(launchGate('production').message).toContain(
      unreviewedTranslationsMessage(['de', 'es', 'fr', 'ar']),
    );
  });

  it('refuses a production build while the white paper is not verified, saying so first', () => {
    // Even with nothing else left to replace.
    const samplePaper = { provenance: { status: 'sample' as const }, sampleFields: [] };
    expect(launchGate('production', [], samplePaper, reviewed)).toEqual({
      ok: false,
      message: unverifiedWhitePaperMessage,
    });
    const both = launchGate('production', samples, samplePaper);
    expect(both.ok).toBe(false);
    expect(both.message.split('\n')[0]).toBe(unverifiedWhitePaperMessage);
    expect(both.message).toContain('3 sample items remain');
    // Today's white paper is a sample, so a production build stops on it.
    expect(launchGate('production').message).toContain(unverifiedWhitePaperMessage);
    expect(launchGate('staging', [], samplePaper).ok).toBe(true);
    expect(unverifiedWhitePaperMessage).toContain('src/content/white-paper.ts');
  });

  it('refuses a production build while any field of the white paper is a sample, naming each', () => {
    // A verified text whose fields still rest on a sample fact, or await counsel, is refused too.
    const fields = { provenance: verified, sampleFields: ['A.1', 'E.23'] };
    const verdict = launchGate('production', [], fields, reviewed);
    expect(verdict).toEqual({ ok: false, message: sampleWhitePaperFieldsMessage(['A.1', 'E.23']) });
    expect(verdict.message).toContain('2 fields');
    expect(verdict.message).toContain('A.1, E.23');
    expect(launchGate('staging', [], fields).ok).toBe(true);
    // Today's document: every field flagged a sample is named, in the document's order.
    const today = whitePaper()
      .parts.flatMap((p) => p.fields)
      .filter((f) => f.sample);
    expect(today.length).toBeGreaterThan(0);
    expect(launchGate('production').message).toContain(
      sampleWhitePaperFieldsMessage(today.map((f) => f.code)),
    );
  });

  it("the build plugin stops a production build exactly when today's content has samples", () => {
    const samplesToday = findSampleItems();
    const buildStart = launchGatePlugin('production').buildStart as () => void;
    let refusal: unknown;
    try {
      buildStart.call({});
    } catch (error) {
      refusal = error;
    }
    // Refused exactly when there are samples today, and then with the gate's message.
    expect(refusal === undefined ? 'built' : (refusal as Error).message).toMatch(
      samplesToday.length > 0 ? /refuses sample content/ : /^built$/,
    );
    expect(() => (launchGatePlugin('staging').buildStart as () => void).call({})).not.toThrow();
    // Two runs of the gate in their own processes (tsx) on a busy machine.
  }, 60_000);
});

describe('provenance', () => {
  it('refuses a verified item without a source or a checked date', () => {
    expect(provenanceSchema.safeParse(verified).success).toBe(true);
    expect(provenanceSchema.safeParse({ status: 'sample' }).success).toBe(true);
    expect(provenanceSchema.safeParse({ status: 'verified', checked: '2026-11-01' }).success).toBe(
      false,
    );
    expect(
      provenanceSchema.safeParse({ status: 'verified', source: '', checked: '2026-11-01' }).success,
    ).toBe(false);
    expect(
      provenanceSchema.safeParse({ status: 'verified', source: 'https://x.org' }).success,
    ).toBe(false);
    expect(
      provenanceSchema.safeParse({ status: 'verified', source: 'https://', checked: '2026-11-01' })
        .success,
    ).toBe(false);
    expect(provenanceSchema.safeParse({ status: 'unknown' }).success).toBe(false);
  });
});

describe('the gate sees every content module', () => {
  const files = import.meta.glob<Record<string, unknown>>(
    ['./**/*.ts', '!./**/*.test.ts', '!./schemas.ts', '!./provenance.ts', '!./launch-gate.ts'],
    { eager: true },
  );

  // Content the site reads at run time (deployed as files under public/content/).
  const runtimeFiles = import.meta.glob<Record<string, unknown>>('../../public/content/*.json', {
    eager: true,
    import: 'default',
  });

  it('lists every content module file', () => {
    const names = [
      ...Object.keys(files).map((path) => path.replace(/^\.\//, '')),
      ...Object.keys(runtimeFiles).map((path) => path.replace(/^\.\.\/\.\.\//, '')),
    ];
    expect(names.length).toBeGreaterThan(10);
    expect(names).toContain('public/content/fund-wallet-outflows.json');
    expect(Object.keys(contentModules).sort()).toEqual(names.sort());
  });

  it('walks every exported value of each module', () => {
    for (const [path, exports] of Object.entries(files)) {
      const registered = contentModules[path.replace(/^\.\//, '')] ?? {};
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function') continue;
        expect(registered[name], `${path} export ${name}`).toBe(value);
      }
    }
  });
});

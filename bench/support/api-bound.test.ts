import { describe, expect, it } from 'vitest';
import { pgbenchScript } from './api-pgbench';
import type { LoadFigures } from './api-load';
import { boundFigures, roundRows, shareRow } from './api-report';
import type { BoundRound } from './api-rounds';
import { median } from '../lib';
import { summariseRounds } from './api-rounds';
import type { Settings } from './api-settings';

describe('the HTTP + insert bound', () => {
  it('is the harmonic sum of the bare HTTP rate and the INSERT rate', () => {
    // The figures the bound was first worked out with: about 32 % of 11,500 req/s.
    const { bound, share } = boundFigures(32_382, 17_834, 3_676);
    expect(bound).toBe(11_500);
    expect(share).toBeCloseTo(0.3196, 4);
  });
});

describe("pgbench's script", () => {
  it("is the contact route's INSERT with every parameter a pgbench variable or a server UUID", () => {
    const { script, defines } = pgbenchScript();
    expect(script).toMatch(/^insert into "contact_messages" \(/);
    expect(script).not.toMatch(/\$\d/);
    expect(script).toContain('gen_random_uuid()');
    const names = defines.map((d) => d.slice(0, d.indexOf('=')));
    expect(names.sort()).toEqual(['createdAt', 'email', 'message', 'name', 'subject']);
    for (const name of names) expect(script).toContain(`:${name}`);
  });
});

describe('the rounds', () => {
  const load = (reqPerSec: number, failed = 0): LoadFigures => ({
    reqPerSec,
    p50Ms: 1,
    p99Ms: 2,
    requests: reqPerSec * 10,
    unexpected: failed,
    non2xx: failed,
    errors: 0,
    timeouts: 0,
    statusCodes: {},
    durationSeconds: 10,
  });
  const round = (bare: number, tps: number, contact: number, failed = 0): BoundRound => ({
    bare: load(bare),
    pgbench: {
      tps,
      latencyAverageMs: 3,
      transactions: tps * 10,
      failed: 0,
      clients: 50,
      durationSeconds: 10,
      script: '',
    },
    contact: load(contact, failed),
    ...boundFigures(bare, tps, contact),
  });

  it('print the median share, so one odd round neither makes nor breaks it, and hold it to no goal', () => {
    const summary = summariseRounds([
      round(40_000, 16_000, 3_000), // a slow moment: 26 %
      round(40_000, 16_000, 6_000), // 52.5 %
      round(40_000, 16_000, 6_200), // 54.3 %
    ]);
    expect(summary.share.median).toBeCloseTo(6_000 / (1 / (1 / 40_000 + 1 / 16_000)), 6);
    expect(summary.share.min).toBeCloseTo(0.2625, 4);
    const row = shareRow(summary);
    expect(row.value).toMatch(/^52\.5% \(rounds 26\.2% to 54\.3%;/);
    expect(row).not.toHaveProperty('ok');
  });

  it('mark a round whose contact run had a failed answer as missed, whatever the share', () => {
    const rows = roundRows([round(40_000, 16_000, 6_000), round(40_000, 16_000, 6_000, 1)], {
      connections: 50,
    } as Settings);
    const contact = rows.filter((row) => /: contact on PostgreSQL$/.test(row.metric));
    expect(contact.map((row) => row.ok)).toEqual([true, false]);
  });

  it('take the mean of the two middle values for an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });
});

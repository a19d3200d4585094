import { describe, expect, it } from 'vitest';
import { pgbenchScript } from './api-pgbench';
import { boundFigures } from './api-report';

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

import { localDevAccounts } from '@eco/contracts';
import { getPartnerProof } from '@eco/contracts/partners';
import { describe, expect, it } from 'vitest';
import { get, useTestApp } from '../../../test/app';
import { pgliteKind } from '../../../test/databases';

// The proofs come from @eco/contracts, not the database: one store is enough here.
describe('GET /api/partners/:address/proof', () => {
  const t = useTestApp(pgliteKind);
  const partner = localDevAccounts.partners[0];

  it("returns a partner's merkle proof (any address case)", async () => {
    const response = await get(t.app, `/api/partners/${partner.toLowerCase()}/proof`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: partner,
      chainId: 31337,
      proof: getPartnerProof(partner),
    });
    expect(response.json().proof.length).toBeGreaterThan(0);
  });

  it('answers 404 for a non-partner and for a chain without partners', async () => {
    const non = await get(t.app, `/api/partners/${localDevAccounts.nonPartner}/proof`);
    expect(non.statusCode).toBe(404);
    expect(non.json().error.code).toBe('not_a_partner');
    expect((await get(t.app, `/api/partners/${partner}/proof?chainId=1`)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed address or chain id', async () => {
    const bad = await get(t.app, '/api/partners/0x1234/proof');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_address');
    expect((await get(t.app, `/api/partners/${partner}/proof?chainId=abc`)).statusCode).toBe(400);
  });
});

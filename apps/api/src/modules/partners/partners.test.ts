import { localDevAccounts } from '@eco/contracts';
import { describe, expect, it } from 'vitest';
import { get, useTestApp } from '../../../test/app';
import { pgliteKind } from '../../../test/databases';

const partner = localDevAccounts.partners[0];

// Proofs are checked against the contract's root (partners.chain.test.ts, on anvil); without a
// chain to read, the API says why instead of guessing which list is right.
describe('GET /api/partners/:address/proof without RPC_URL', () => {
  const t = useTestApp(pgliteKind);

  it('answers 503: the list cannot be checked against the contract', async () => {
    const response = await get(t.app, `/api/partners/${partner}/proof`);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'partners_root_unavailable',
      message:
        "Partners' proofs are unavailable: the API has no RPC_URL to read the contract's partners root.",
    });
  });

  it('answers 404 for a chain other than ECO_CHAIN_ID', async () => {
    const response = await get(t.app, `/api/partners/${partner}/proof?chainId=1`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'no_partners_list',
      message: "This site serves partners' proofs for chain 31337 only.",
    });
  });

  it('answers 400 for a malformed address or chain id', async () => {
    const bad = await get(t.app, '/api/partners/0x1234/proof');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_address');
    expect((await get(t.app, `/api/partners/${partner}/proof?chainId=abc`)).statusCode).toBe(400);
  });
});

describe('GET /api/partners/:address/proof when the chain does not answer', () => {
  // A port nothing listens on.
  const t = useTestApp(pgliteKind, { env: { RPC_URL: 'http://127.0.0.1:9' } });

  it('answers 503 and asks to try again', async () => {
    const response = await get(t.app, `/api/partners/${partner}/proof`);
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toEqual({
      code: 'partners_root_unavailable',
      message:
        "The contract's partners root could not be read from the chain, so no proof can be checked. Try again in a minute.",
    });
  });
});

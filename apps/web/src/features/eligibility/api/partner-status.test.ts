import { localDevAccounts } from '@eco/contracts';
import partners from '@eco/contracts/partners/31337.json';
import type { Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { answerApi } from '@/testing/answer-api';
import { partnerStatusFor } from './check-eligibility';

const bundledRoot = partners.root as Hex;
const stranger = '0x00000000000000000000000000000000000000aa';

describe('partnerStatusFor', () => {
  it('answers from the bundled list while the contract holds its root, asking the API nothing', async () => {
    const apiCalls = answerApi(500, {});
    const partner = localDevAccounts.partners[0];
    const grant = partners.partners[partner as keyof typeof partners.partners];
    expect(await partnerStatusFor(partner, 31337, bundledRoot)).toEqual({
      kind: 'partner',
      allocation: BigInt(grant.allocation),
    });
    expect(await partnerStatusFor(stranger, 31337, bundledRoot)).toEqual({ kind: 'not-partner' });
    expect(apiCalls()).toEqual([]);
  });

  it('has no partners without a root', async () => {
    const apiCalls = answerApi(500, {});
    expect(
      await partnerStatusFor(localDevAccounts.partners[0], 31337, `0x${'0'.repeat(64)}`),
    ).toEqual({ kind: 'not-partner' });
    expect(apiCalls()).toEqual([]);
  });

  it('asks the API once the team set a root of another list', async () => {
    const apiCalls = answerApi(404, {
      error: { code: 'not_a_partner', message: 'This address is not on the partners list.' },
    });
    expect(await partnerStatusFor(stranger, 31337, `0x${'12'.repeat(32)}`)).toEqual({
      kind: 'not-partner',
    });
    expect(apiCalls()).toHaveLength(1);
  });
});

/**
 * Type test, run by `npm run typecheck` (not by vitest): a donation is EcoDonations' `donate`
 * with its ABI's arguments. Each `@ts-expect-error` must meet an error.
 */
import type { ecoDonationsAbi } from '@eco/contracts';
import { expectTypeOf } from 'vitest';
import type { WriteCall } from '@/lib/wallet/contract';
import type { donateCall } from './donate';

type Donate = WriteCall<typeof ecoDonationsAbi, 'donate'>;
type Donations = typeof ecoDonationsAbi;
type Call = ReturnType<typeof donateCall>;
expectTypeOf<Call['functionName']>().toEqualTypeOf<'donate'>();
expectTypeOf<Call['args']>().toEqualTypeOf<readonly [bigint, string]>();

// @ts-expect-error the campaign id is a uint256 (bigint), not a number
export const numberId: Donate = { functionName: 'donate', args: [1, 'hi'] };
// @ts-expect-error the memo is a string
export const byteMemo: Donate = { functionName: 'donate', args: [1n, 0x68] };
// @ts-expect-error 'donat' is not one of EcoDonations' functions
export const misspelt: WriteCall<Donations, 'donat'> = { functionName: 'donat', args: [1n, ''] };
// @ts-expect-error `campaign` only reads: it is no transaction
export const view: WriteCall<Donations, 'campaign'> = { functionName: 'campaign', args: [1n] };

/**
 * Type test, run by `npm run typecheck` (not by vitest): the sale call a purchase builds is one
 * of ECO's sale functions with its ABI's arguments. Each `@ts-expect-error` must meet an error.
 */
import { expectTypeOf } from 'vitest';
import type { EcoWriteCall } from '@/lib/wallet/contract';
import type { purchaseCall } from './purchase-math';

type Call = ReturnType<typeof purchaseCall>;
expectTypeOf<Call['functionName']>().toEqualTypeOf<
  'mintForPartners' | 'privateSale' | 'publicSale'
>();

// @ts-expect-error the sale takes an amount in base units (bigint), not text
export const wrongAmount: EcoWriteCall<'publicSale'> = { functionName: 'publicSale', args: ['1'] };
// @ts-expect-error 'publicSael' is not one of ECO's functions
export const misspelt: EcoWriteCall<'publicSael'> = { functionName: 'publicSael', args: [1n] };

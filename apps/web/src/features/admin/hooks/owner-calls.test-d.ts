/**
 * Type test, run by `npm run typecheck` (not by vitest): an owner action's call is checked
 * against ECO's generated ABI (see lib/wallet/contract-calls.test-d.ts for the shared hook).
 * Each `@ts-expect-error` must meet an error, or the typecheck fails.
 */
import type { Address } from 'viem';
import type { useOwnerAction } from './use-owner-action';

declare const address: Address;
declare const action: ReturnType<typeof useOwnerAction>;

// Well-typed calls compile.
void action.review({ functionName: 'setFees', args: [10n, 10n] }, [], '');
void action.review({ functionName: 'mint', args: [2, address, 1n] }, [], '');
void action.review({ functionName: 'enableTrading' }, [], '');

// @ts-expect-error 'setFee' is not one of ECO's functions
void action.review({ functionName: 'setFee', args: [10n, 10n] }, [], '');
// @ts-expect-error a view is not a transaction
void action.review({ functionName: 'balanceOf', args: [address] }, [], '');
// @ts-expect-error setFees takes two numbers, not a boolean
void action.review({ functionName: 'setFees', args: [true, 10n] }, [], '');
// @ts-expect-error mint takes (stage, to, amount): the address is not an amount
void action.review({ functionName: 'mint', args: [2, 1n, address] }, [], '');

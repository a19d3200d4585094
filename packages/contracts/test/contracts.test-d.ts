/**
 * Compile-time checks of the typed contract helper (`contractAt` in test/helpers.ts). This file is
 * checked by `npm run typecheck` and never run: each `@ts-expect-error` line must fail to compile,
 * so the typecheck fails as soon as the helper stops being typed from the generated `as const` ABI
 * (a misspelt function name or wrong arguments would then compile and reach the chain).
 */
import type { Hash } from 'viem';
import { expectTypeOf } from 'vitest';
import { accounts, eco, router } from './helpers';

const asOwner = eco.as(accounts.timelock);
const asBuyer = eco.as(accounts.nonPartner);

// Function names, argument and result types come from the ABI.
expectTypeOf(asOwner.write.setSaleOpen).parameter(0).toEqualTypeOf<readonly [number, boolean]>();
expectTypeOf(asOwner.write.setFees).parameter(0).toEqualTypeOf<readonly [bigint, bigint]>();
expectTypeOf(asOwner.write.setSaleOpen).returns.resolves.toEqualTypeOf<Hash>();
expectTypeOf(eco.read.balanceOf).returns.resolves.toEqualTypeOf<bigint>();
expectTypeOf(eco.read.quote).returns.resolves.toEqualTypeOf<readonly [bigint, bigint]>();
expectTypeOf(asOwner.write).not.toHaveProperty('setSaleOpn');
// Views are read, state changes are written: neither is offered as the other.
expectTypeOf(asOwner.write).not.toHaveProperty('balanceOf');
expectTypeOf(eco.read).not.toHaveProperty('setSaleOpen');

// A misspelt function name does not compile, for writes and for reads. (Not called: with an
// untyped ABI the call would fail for another reason, "possibly undefined", and hide the loss.)
// @ts-expect-error setSaleOpn is not a function of the ABI
void asOwner.write.setSaleOpn;
// @ts-expect-error balanceOff is not a function of the ABI
void eco.read.balanceOff;

// Wrong argument types, a missing argument or missing arguments do not compile.
// @ts-expect-error the second argument of setSaleOpen is a bool
void asOwner.write.setSaleOpen([0, 'yes']);
// @ts-expect-error setFees takes uint256 values (bigint), not numbers
void asOwner.write.setFees([10, 10]);
// @ts-expect-error setFees takes two arguments
void asOwner.write.setFees([10n]);
// @ts-expect-error publicSale needs the amount
void asBuyer.write.publicSale([], { value: 1n });
// @ts-expect-error mintForPartners takes the proof first
void asBuyer.write.mintForPartners([1n, [], 1n], { value: 1n });
// @ts-expect-error balanceOf takes an address
void eco.read.balanceOf([1n]);

// ETH can only be sent to payable functions.
// @ts-expect-error setFees is not payable
void asOwner.write.setFees([10n, 10n], { value: 1n });

// The same holds for the tests' own ABIs (parseAbi), and the sender must be an address.
// @ts-expect-error addLiquidityETH takes the token address first
void router.as(accounts.listing).write.addLiquidityETH([1n, 1n, 0n, 0n, accounts.listing, 1n]);
// @ts-expect-error a name is not an address
void eco.as('owner');

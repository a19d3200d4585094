/**
 * Type test, run by `npm run typecheck` (not by vitest): a transaction's function name and
 * arguments are checked against ECO's generated ABI. Each `@ts-expect-error` below must meet an
 * error; should the calls stop being typed by the ABI (a `string` function name, `unknown[]`
 * arguments), the directive is unused and the typecheck fails.
 */
import { expectTypeOf } from 'vitest';
import type { Address, Hex } from 'viem';
import type { Config } from 'wagmi';
import type { EcoWriteFunctionName, prepareContractWrite } from './contract';
import type { TransactionInfo } from './transaction';
import type { useContractTransaction } from './use-contract-transaction';

type PurchaseInfo = Extract<TransactionInfo, { type: 'buy' }>;

declare const config: Config;
declare const address: Address;
declare const proof: Hex[];
declare const info: PurchaseInfo;
declare const transaction: ReturnType<typeof useContractTransaction<PurchaseInfo>>;
declare const prepare: typeof prepareContractWrite;
const call = { address, chainId: 31337, account: address };

// Well-typed calls compile.
void transaction.run({ ...call, functionName: 'publicSale', args: [1n], value: 1n }, info);
void transaction.run({ ...call, functionName: 'publicSale', args: [1n, address] }, info);
void transaction.check({ ...call, functionName: 'mintForPartners', args: [proof, 1n, 1n] }, info);

// A misspelt function name does not compile.
// @ts-expect-error 'publicSael' is not one of ECO's functions
void transaction.run({ ...call, functionName: 'publicSael', args: [1n] }, info);
// @ts-expect-error a view is not a transaction
void transaction.check({ ...call, functionName: 'balanceOf', args: [address] }, info);
// @ts-expect-error 'withdrawAll' is not one of ECO's functions
void prepare(config, { ...call, functionName: 'withdrawAll' });

// Arguments of the wrong types do not compile.
// @ts-expect-error setFees takes two numbers, not a boolean
void transaction.check({ ...call, functionName: 'setFees', args: [true, 10n] }, info);
// @ts-expect-error publicSale takes an amount in base units (bigint), not text
void transaction.run({ ...call, functionName: 'publicSale', args: ['100'] }, info);
// @ts-expect-error the referrer is an address
void transaction.run({ ...call, functionName: 'privateSale', args: [1n, 5n] }, info);
// @ts-expect-error a partners purchase needs the proof first
void transaction.check({ ...call, functionName: 'mintForPartners', args: [1n, 1n, proof] }, info);

// The names are exactly ECO's state-changing functions.
expectTypeOf<'publicSale'>().toExtend<EcoWriteFunctionName>();
expectTypeOf<'balanceOf'>().not.toExtend<EcoWriteFunctionName>();
expectTypeOf<EcoWriteFunctionName>().not.toEqualTypeOf<string>();

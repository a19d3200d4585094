/**
 * Type test, run by `npm run typecheck` (not by vitest): a transaction's function name and
 * arguments are checked against the generated ABI of the contract it calls. Each
 * `@ts-expect-error` below must meet an error; should the calls stop being typed by the ABI (a
 * `string` function name, `unknown[]` arguments), the directive is unused and the typecheck fails.
 */
import { ecoDonationsAbi, ecoTokenAbi, ownerTimelockAbi } from '@eco/contracts';
import { expectTypeOf } from 'vitest';
import type { Address, Hex } from 'viem';
import type { Config } from 'wagmi';
import type { EcoWriteFunctionName, prepareWrite } from './contract';
import type { TransactionInfo } from './transaction';
import type { useContractTransaction } from './use-contract-transaction';

declare const config: Config;
declare const address: Address;
declare const proof: Hex[];
declare const info: TransactionInfo;
declare const transaction: ReturnType<typeof useContractTransaction>;
declare const prepare: typeof prepareWrite;
const from = { address, chainId: 31337, account: address };
const eco = { ...from, abi: ecoTokenAbi };
const donations = { ...from, abi: ecoDonationsAbi };
const timelock = { ...from, abi: ownerTimelockAbi };

// Well-typed calls of each contract compile.
void transaction.run({ ...eco, functionName: 'publicSale', args: [1n], value: 1n }, info);
void transaction.run({ ...eco, functionName: 'publicSale', args: [1n, address] }, info);
void transaction.check({ ...eco, functionName: 'mintForPartners', args: [proof, 1n, 1n] }, info);
void transaction.run({ ...donations, functionName: 'donate', args: [1n, 'hi'], value: 1n }, info);
void transaction.run({ ...timelock, functionName: 'cancel', args: [`0x${'00'.repeat(32)}`] }, info);

// A misspelt function name does not compile.
// @ts-expect-error 'publicSael' is not one of ECO's functions
void transaction.run({ ...eco, functionName: 'publicSael', args: [1n] }, info);
// @ts-expect-error a view is not a transaction
void transaction.check({ ...eco, functionName: 'balanceOf', args: [address] }, info);
// @ts-expect-error 'withdrawAll' is not one of ECO's functions
void prepare(config, { ...eco, functionName: 'withdrawAll' });
// @ts-expect-error ECO's sale is not one of EcoDonations' functions
void transaction.run({ ...donations, functionName: 'publicSale', args: [1n] }, info);

// Arguments of the wrong types do not compile.
// @ts-expect-error setFees takes two numbers, not a boolean
void transaction.check({ ...eco, functionName: 'setFees', args: [true, 10n] }, info);
// @ts-expect-error publicSale takes an amount in base units (bigint), not text
void transaction.run({ ...eco, functionName: 'publicSale', args: ['100'] }, info);
// @ts-expect-error the referrer is an address
void transaction.run({ ...eco, functionName: 'privateSale', args: [1n, 5n] }, info);
// @ts-expect-error a partners purchase needs the proof first
void transaction.check({ ...eco, functionName: 'mintForPartners', args: [1n, 1n, proof] }, info);
// @ts-expect-error the campaign id is a uint256 (bigint), not a number
void transaction.run({ ...donations, functionName: 'donate', args: [1, 'hi'] }, info);
// @ts-expect-error cancel takes the operation's id (bytes32), not a number
void transaction.run({ ...timelock, functionName: 'cancel', args: [1n] }, info);

// The names are exactly ECO's state-changing functions.
expectTypeOf<'publicSale'>().toExtend<EcoWriteFunctionName>();
expectTypeOf<'balanceOf'>().not.toExtend<EcoWriteFunctionName>();
expectTypeOf<EcoWriteFunctionName>().not.toEqualTypeOf<string>();

import { BaseError, ContractFunctionRevertedError } from 'viem';
import { ecoDonationsAbi } from './generated/eco-donations-abi';
import { ecoTokenAbi } from './generated/eco-token-abi';

// Which custom error a call reverted with. The words for each are the site's (apps/web
// src/components/wallet/refusals.ts, in every language it speaks); this package only names them.

/** Every custom error the ECO contract can revert with. */
export type EcoErrorName = Extract<(typeof ecoTokenAbi)[number], { type: 'error' }>['name'];
/** Every custom error the EcoDonations contract can revert with. */
export type EcoDonationsErrorName = Extract<
  (typeof ecoDonationsAbi)[number],
  { type: 'error' }
>['name'];

function errorNames<Name extends string>(
  abi: readonly { type: string; name?: string }[],
): ReadonlySet<Name> {
  return new Set(
    abi.flatMap((item) => (item.type === 'error' && item.name ? [item.name as Name] : [])),
  );
}

/** The ECO contract's custom errors, from its ABI. */
export const ecoErrorNames = errorNames<EcoErrorName>(ecoTokenAbi);
/** EcoDonations' custom errors, from its ABI. */
export const ecoDonationsErrorNames = errorNames<EcoDonationsErrorName>(ecoDonationsAbi);

/**
 * Name of the custom error inside a viem error, if the failure was a decoded revert of the
 * contract whose errors are `names` (a call made with its ABI, which decodes it).
 */
function errorNameIn<Name extends string>(
  names: ReadonlySet<Name>,
  error: unknown,
): Name | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  const name = (reverted as ContractFunctionRevertedError | null)?.data?.errorName;
  return name !== undefined && names.has(name as Name) ? (name as Name) : undefined;
}

/** Name of the ECO custom error inside a viem error, if the failure was a contract revert. */
export const getEcoErrorName = (error: unknown) => errorNameIn(ecoErrorNames, error);

/** Name of the EcoDonations custom error inside a viem error, if the failure was its revert. */
export const getEcoDonationsErrorName = (error: unknown) =>
  errorNameIn(ecoDonationsErrorNames, error);

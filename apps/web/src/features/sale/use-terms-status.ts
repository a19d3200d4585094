import { useMemo, useState } from 'react';
import type { CountryCode } from '@eco/shared/countries';
import {
  readTermsStatus,
  rememberAcceptance,
  type SaleAcceptance,
  type TermsStatus,
} from './terms-acceptance';

/**
 * The buyer's terms status on `chainId`, and `accept`, which remembers an acceptance made here.
 * It follows the chain: the wallet can switch networks with the dialog open, and a country one
 * network's offer profile takes may be one the other's does not (or the other's is undecided), so
 * the status is read again for each chain. An acceptance made here counts on its own chain, even
 * where storage is unavailable and the browser keeps nothing.
 */
export function useTermsStatus(chainId: number): {
  status: TermsStatus;
  accept: (country: CountryCode) => SaleAcceptance;
} {
  const [acceptedOn, setAcceptedOn] = useState<number>();
  const stored = useMemo(() => readTermsStatus(chainId), [chainId]);
  const accept = (country: CountryCode) => {
    const record = rememberAcceptance(country);
    setAcceptedOn(chainId);
    return record;
  };
  return { status: acceptedOn === chainId ? 'accepted' : stored, accept };
}

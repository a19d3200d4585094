import { createContext, useContext } from 'react';
import type { Address } from 'viem';
import type { OwnerState } from './use-owner-state';

/** The contract, chain, connected owner and current state every owner action works with. */
export type OwnerContextValue = {
  contract: Address;
  chainId: number;
  account: Address;
  state: OwnerState;
  /**
   * The owner timelock the connected proposer schedules through (its address, delay, and whether
   * the account may also run ready calls); undefined when the owner is a plain wallet.
   */
  timelock: { address: Address; minDelay: bigint; canExecute: boolean } | undefined;
};

export const OwnerContext = createContext<OwnerContextValue | null>(null);

/** The owner panel's context; only inside the panel, once the owner is connected. */
export function useOwnerContext(): OwnerContextValue {
  const value = useContext(OwnerContext);
  if (!value) throw new Error('useOwnerContext is used outside the owner panel');
  return value;
}

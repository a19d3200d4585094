import { ecoTokenAbi, foundersVestingWalletAbi } from '@eco/contracts';
import { useState } from 'react';
import { zeroAddress, type Address } from 'viem';
import { useReadContracts } from 'wagmi';
import type { VestingWalletState } from '../vesting';

const scheduleCalls = ['owner', 'start', 'cliff', 'end'] as const;
const callsPerWallet = scheduleCalls.length + 3;

/**
 * Each founders' vesting wallet (as the token figures name them) with its beneficiary, schedule,
 * what it has released, what has vested by the time the page opened and what it still holds:
 * one batched read.
 */
export function useFoundersVesting(
  eco: Address | undefined,
  chainId: number,
  wallets: readonly Address[],
) {
  // Vested amounts are asked for at one moment, so the figures add up with each other.
  const [now] = useState(() => BigInt(Math.floor(Date.now() / 1000)));
  // Until the figures name the wallets (and ECO is deployed here) there is nothing to read.
  const token = eco ?? zeroAddress;
  const details = useReadContracts({
    contracts: wallets.flatMap((wallet) => {
      const at = { address: wallet, abi: foundersVestingWalletAbi, chainId } as const;
      return [
        ...scheduleCalls.map((functionName) => ({ ...at, functionName })),
        { ...at, functionName: 'released', args: [token] } as const,
        { ...at, functionName: 'vestedAmount', args: [token, now] } as const,
        {
          address: token,
          abi: ecoTokenAbi,
          chainId,
          functionName: 'balanceOf',
          args: [wallet],
        } as const,
      ];
    }),
    allowFailure: false,
    query: { enabled: eco !== undefined && wallets.length > 0 },
  });

  const data: VestingWalletState[] | undefined = details.data
    ? wallets.map((wallet, i) => {
        const [beneficiary, start, cliff, end, released, vested, balance] = details.data.slice(
          i * callsPerWallet,
          (i + 1) * callsPerWallet,
        ) as [Address, bigint, bigint, bigint, bigint, bigint, bigint];
        // The wallet's owner, not ECO's foundersWallets(): a founder can hand the wallet on, and
        // the page shows who receives what it releases now.
        return { beneficiary, wallet, start, cliff, end, released, vested, balance };
      })
    : undefined;
  return { data, now, isError: details.isError };
}

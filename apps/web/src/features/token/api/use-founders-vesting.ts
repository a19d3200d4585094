import { ecoTokenAbi, foundersVestingWalletAbi } from '@eco/contracts';
import { useState } from 'react';
import type { Address } from 'viem';
import { useReadContracts } from 'wagmi';
import type { VestingWalletState } from '../vesting';

const walletCalls = ['start', 'cliff', 'end'] as const;

/**
 * The founders' vesting wallets as ECO names them, each with its schedule, what it has released,
 * what has vested by the time the page opened and what it still holds: two batched reads.
 */
export function useFoundersVesting(eco: Address, chainId: number) {
  // Vested amounts are asked for at one moment, so the figures add up with each other.
  const [now] = useState(() => BigInt(Math.floor(Date.now() / 1000)));
  const base = { address: eco, abi: ecoTokenAbi, chainId } as const;
  const names = useReadContracts({
    contracts: [
      { ...base, functionName: 'foundersVestingWallets' },
      { ...base, functionName: 'foundersWallets' },
    ],
    allowFailure: false,
  });
  const wallets = names.data?.[0];
  const details = useReadContracts({
    contracts: (wallets ?? []).flatMap((wallet) => {
      const at = { address: wallet, abi: foundersVestingWalletAbi, chainId } as const;
      return [
        ...walletCalls.map((functionName) => ({ ...at, functionName })),
        { ...at, functionName: 'released', args: [eco] } as const,
        { ...at, functionName: 'vestedAmount', args: [eco, now] } as const,
        { ...base, functionName: 'balanceOf', args: [wallet] } as const,
      ];
    }),
    allowFailure: false,
    query: { enabled: wallets !== undefined },
  });

  const perWallet = 3 + 3;
  const data: VestingWalletState[] | undefined =
    wallets && names.data && details.data
      ? wallets.map((wallet, i) => {
          const [start, cliff, end, released, vested, balance] = details.data.slice(
            i * perWallet,
            (i + 1) * perWallet,
          ) as [bigint, bigint, bigint, bigint, bigint, bigint];
          return {
            beneficiary: names.data[1][i] as Address,
            wallet,
            start,
            cliff,
            end,
            released,
            vested,
            balance,
          };
        })
      : undefined;
  return { data, now, isError: names.isError || details.isError };
}

import { useQuery } from '@tanstack/react-query';
import { zeroAddress, type Address } from 'viem';
import { useConfig, useReadContracts } from 'wagmi';
import { getCapabilities } from 'wagmi/actions';
import { usdcAbi } from '@/lib/wallet/usdc';
import { offersAtomicBatches } from '../usdc-path';

/**
 * What a USDC purchase needs to know of the buyer's wallet: their USDC balance and what the sale
 * (`spender`) may already take of it, in one multicall, and whether the wallet makes atomic
 * batches (EIP-5792 wallet_getCapabilities; a wallet without the method makes none). Read once
 * the buyer chooses USDC, and again after every transaction, never per keystroke.
 */
export function useUsdcWallet({
  usdc,
  account,
  spender,
  chainId,
  enabled,
}: {
  usdc: Address | undefined;
  account: Address;
  spender: Address;
  chainId: number;
  enabled: boolean;
}) {
  const token = { address: usdc ?? zeroAddress, abi: usdcAbi, chainId } as const;
  const reads = useReadContracts({
    contracts: [
      { ...token, functionName: 'balanceOf', args: [account] },
      { ...token, functionName: 'allowance', args: [account, spender] },
    ],
    allowFailure: false,
    query: { enabled: enabled && Boolean(usdc) },
  });
  const config = useConfig();
  // Not wagmi's useCapabilities: a wallet may answer nothing at all (wagmi's own mock connector,
  // the local test wallet, does), which a query may not return. A wallet's answer does not change
  // while the dialog is open; one without the method fails, and makes no batches.
  const capabilities = useQuery({
    queryKey: ['wallet-capabilities', account, chainId],
    queryFn: async () => {
      // Typed as always answering; at run time some wallets answer undefined.
      const answer: unknown = await getCapabilities(config, { account, chainId });
      return answer ?? null;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const [balance, allowance] = reads.data ?? [];
  return {
    balance,
    allowance,
    atomicBatches: offersAtomicBatches(capabilities.data),
    /** Known enough to choose a path: the figures read, the wallet's capabilities answered. */
    ready: reads.data !== undefined && !capabilities.isPending,
  };
}

import { useQuery } from '@tanstack/react-query';
import { fundWalletOutflowsFileSchema, type FundWalletOutflow } from '@/content/schemas';

/** Where the deployed site serves the fund wallet's outflow tags (public/content/). */
export const outflowTagsPath = '/content/fund-wallet-outflows.json';

/**
 * What each outflow of the fund wallet paid for, as deployed: read at run time (never from the
 * browser's cache) so a newly published tag shows without rebuilding the app. A file that does
 * not match its schema is refused whole: a half-read file would explain outflows it should not.
 */
export function useOutflowTags() {
  return useQuery<FundWalletOutflow[]>({
    queryKey: ['content', 'fund-wallet-outflows'],
    staleTime: 0,
    // A verdict must be the chain's now, never one restored from storage.
    meta: { persist: false },
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await fetch(outflowTagsPath, { cache: 'no-cache', signal });
      if (!response.ok) throw new Error(`The outflow tags could not be read (${response.status}).`);
      const parsed = fundWalletOutflowsFileSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('The outflow tags file is not valid.');
      return parsed.data.outflows;
    },
  });
}

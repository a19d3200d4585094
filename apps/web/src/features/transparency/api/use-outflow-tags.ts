import { useQuery } from '@tanstack/react-query';
import type { Hex } from 'viem';
import { fundWalletOutflowsFileSchema, type FundWalletOutflow } from '@/content/schemas';
import { outflowTagsHash, outflowTagsPath } from '@/lib/ledger-hash';

export type OutflowTags = {
  outflows: FundWalletOutflow[];
  /** The hash of the file's tags as served (canonical JSON), to compare with the published one. */
  hash: Hex;
};

/**
 * What each outflow of the fund wallet paid for, as deployed: read at run time (never from the
 * browser's cache) so a newly published tag shows without rebuilding the app. A file that does
 * not match its schema is refused whole: a half-read file would explain outflows it should not.
 */
export function useOutflowTags() {
  return useQuery<OutflowTags>({
    queryKey: ['content', 'fund-wallet-outflows'],
    staleTime: 0,
    // A verdict must be the chain's now, never one restored from storage.
    meta: { persist: false },
    retry: false,
    queryFn: async ({ signal }) => {
      const response = await fetch(outflowTagsPath, { cache: 'no-cache', signal });
      if (!response.ok) throw new Error(`The outflow tags could not be read (${response.status}).`);
      const raw: unknown = await response.json();
      const parsed = fundWalletOutflowsFileSchema.safeParse(raw);
      if (!parsed.success) throw new Error('The outflow tags file is not valid.');
      // The file's own values are hashed, not the parsed ones: the schema trims strings, and anyone
      // checking the hash hashes the file as served.
      const served = (raw as { outflows: object[] }).outflows;
      return { outflows: parsed.data.outflows, hash: outflowTagsHash(served) };
    },
  });
}

import { create } from 'zustand';
import type { SaleStageKey } from '@/content/schemas';

/**
 * What each stage can still sell, in whole-token base units (18 decimals), as the live figures
 * last read it from the contract; null until they have (or when the chain cannot be read).
 * The estimator on the token page reads it so it never prices tokens a stage no longer holds.
 */
export const useStageRemainingStore = create<{
  remaining: Record<SaleStageKey, bigint> | null;
  setRemaining: (remaining: Record<SaleStageKey, bigint> | null) => void;
}>()((set) => ({
  remaining: null,
  setRemaining: (remaining) => set({ remaining }),
}));

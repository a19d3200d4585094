import { create } from 'zustand';

/**
 * Where the shared figures (the token page's facts, the sale stages, the calendar) are read from:
 * this site's server, which reads the chain once per block for every visitor (the default,
 * docs/decisions/0040), or the visitor's own browser straight from the chain's node, when they
 * ask to check the figures for themselves. One choice for the whole page, so every figure on it
 * says the same source; not kept after the visit.
 */
export const useFiguresSourceStore = create<{
  direct: boolean;
  setDirect: (direct: boolean) => void;
}>()((set) => ({
  direct: false,
  setDirect: (direct) => set({ direct }),
}));

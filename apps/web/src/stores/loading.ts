import { create } from 'zustand';

type LoadingState = {
  isLoading: boolean;
  setLoading: (isLoading: boolean) => void;
};

/** Drives the global full-screen loading overlay. */
export const useLoadingStore = create<LoadingState>()((set) => ({
  isLoading: false,
  setLoading: (isLoading) => set({ isLoading }),
}));

import { create } from 'zustand';
import type { SaleStageKey } from '@/content/schemas';
import { useWalletUiStore } from './wallet-ui';

export type { SaleStageKey };

type SaleDialogState = {
  open: boolean;
  /** Once opened, the dialog's code stays loaded so reopening is instant. */
  requested: boolean;
  stage: SaleStageKey;
  openSale: (stage?: SaleStageKey) => void;
  close: () => void;
};

/** Whether the Buy ECO dialog is open; any page's "Buy ECO" opens it through here. */
export const useSaleDialogStore = create<SaleDialogState>()((set) => ({
  open: false,
  requested: false,
  stage: 'public',
  openSale: (stage) => {
    useWalletUiStore.getState().activate();
    set((state) => ({ open: true, requested: true, stage: stage ?? state.stage }));
  },
  close: () => set({ open: false }),
}));

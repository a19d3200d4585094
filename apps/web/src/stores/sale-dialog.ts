import { create } from 'zustand';
import type { SaleStageKey } from '@eco/contracts';
import { useWalletUiStore } from './wallet-ui';

export type { SaleStageKey };

type SaleDialogState = {
  open: boolean;
  /** Once opened, the dialog's code stays loaded so reopening is instant. */
  requested: boolean;
  /**
   * The stage the buyer picked, or null: the dialog then shows the cheapest stage the wallet may
   * buy in (and follows the wallet when it connects or changes).
   */
  stage: SaleStageKey | null;
  /** Opens the dialog, on `stage` if given, else on the cheapest stage. */
  openSale: (stage?: SaleStageKey) => void;
  /** The buyer picks a tab: it stays picked until the dialog closes. */
  selectStage: (stage: SaleStageKey) => void;
  close: () => void;
};

/** Whether the Buy ECO dialog is open; any page's "Buy ECO" opens it through here. */
export const useSaleDialogStore = create<SaleDialogState>()((set) => ({
  open: false,
  requested: false,
  stage: null,
  openSale: (stage) => {
    useWalletUiStore.getState().activate();
    set({ open: true, requested: true, stage: stage ?? null });
  },
  selectStage: (stage) => set({ stage }),
  close: () => set({ open: false }),
}));

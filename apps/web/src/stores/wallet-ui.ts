import { create } from 'zustand';
import { readStored, writeStored } from '@/lib/storage';

/** Set while a wallet is connected, so the next visit restores it (and loads the wallet code). */
export const WALLET_CONNECTED_KEY = 'ECO_WALLET_CONNECTED';

/**
 * Where stores/activity.ts keeps the transactions the site sent. Named here so a
 * page can tell whether one is still pending without loading the wallet code.
 */
export const TRANSACTIONS_KEY = 'ECO_TRANSACTIONS';

/**
 * Whether a transaction sent on an earlier visit still waits for its outcome: then the wallet
 * code loads on any page to watch it, even with no wallet connected any more.
 */
export function hasPendingTransaction(): boolean {
  // A cheap look at the stored text; the wallet code parses and checks it properly.
  return readStored(TRANSACTIONS_KEY)?.includes('"status":"pending"') ?? false;
}

type WalletUiState = {
  /** Whether the wallet code is loaded: only after a wallet feature is used, or to reconnect. */
  active: boolean;
  connectDialogOpen: boolean;
  activate: () => void;
  openConnectDialog: () => void;
  closeConnectDialog: () => void;
};

/**
 * Wallet UI state shared by every feature without loading the wallet stack: the header, the
 * sale dialog and the portfolio ask for the connect dialog through here.
 */
export const useWalletUiStore = create<WalletUiState>()((set) => ({
  // Off in the initial state, which is what prerendered pages show and what React hydrates
  // against (zustand's server snapshot); set right below from the last visit.
  active: false,
  connectDialogOpen: false,
  activate: () => set({ active: true }),
  openConnectDialog: () => set({ active: true, connectDialogOpen: true }),
  closeConnectDialog: () => set({ connectDialogOpen: false }),
}));
useWalletUiStore.setState({
  active: readStored(WALLET_CONNECTED_KEY) === '1' || hasPendingTransaction(),
});

/**
 * Remembers (or forgets) that a wallet is connected, for reconnection on the next visit; without
 * storage the visitor simply connects again next time.
 */
export function rememberWalletConnection(connected: boolean): void {
  writeStored(WALLET_CONNECTED_KEY, connected ? '1' : null);
}

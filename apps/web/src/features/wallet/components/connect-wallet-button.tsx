import { t } from '@lingui/core/macro';
import { Wallet } from 'lucide-react';
import { useWalletUiStore } from '@/stores/wallet-ui';

/** The header wallet control's look, shared by the static button and the live one. */
export const walletButtonClasses =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-white/30 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10';

/**
 * The header's Connect Wallet button, with the wallet stack (the live control, disconnected) or
 * without it (the static one, whose click loads the stack): either way it opens the connect dialog.
 */
export function ConnectWalletButton() {
  const openConnectDialog = useWalletUiStore((state) => state.openConnectDialog);
  return (
    <button type="button" onClick={openConnectDialog} className={walletButtonClasses}>
      <Wallet aria-hidden="true" className="size-4" />
      {t`Connect Wallet`}
    </button>
  );
}

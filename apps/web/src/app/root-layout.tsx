import { MainLayout } from '@/components/layouts/main-layout';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { SaleDialogHost } from '@/features/sale/components/sale-dialog-host';
import { WalletEntry } from '@/features/wallet/components/wallet-entry';

import type { Catalogues } from '@/lib/i18n';

/**
 * The messages of the layout every page shares (header, footer, menus, notices; a dialog it loads
 * on demand brings its own), one catalogue per language, loaded before the first render: written
 * by the build (scripts/vite-catalogues.ts), declared here for the code that reads it.
 */
export declare const catalogues: Catalogues;

/** The shared layout with the header's account and wallet controls composed in. */
export function RootLayout() {
  return (
    <MainLayout
      headerActions={
        <>
          <AccountMenu />
          <WalletEntry />
          <SaleDialogHost />
        </>
      }
    />
  );
}

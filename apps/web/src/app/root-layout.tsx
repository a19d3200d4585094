import { MainLayout } from '@/components/layouts/main-layout';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { SaleDialogHost } from '@/features/sale/components/sale-dialog-host';
import { WalletEntry } from '@/features/wallet/components/wallet-entry';

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

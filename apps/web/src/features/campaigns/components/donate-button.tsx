import { t } from '@lingui/core/macro';
import { lazy, useState } from 'react';
import { HandHeart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { WalletBoundary } from '@/components/wallet-boundary';
import type { Campaign } from '@/content/schemas';
import { useWalletUiStore } from '@/stores/wallet-ui';

const DonateDialog = lazy(() => import('./donate-dialog'));

/** Opens the donation dialog for a campaign, loading the wallet stack on first use. */
export function DonateButton({ campaign }: { campaign: Pick<Campaign, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const activate = useWalletUiStore((state) => state.activate);
  return (
    <>
      <Button
        className="mt-5 self-start"
        onClick={() => {
          activate();
          setOpen(true);
        }}
      >
        <HandHeart aria-hidden="true" className="size-4" /> {t`Donate`}
      </Button>
      {open ? (
        <WalletBoundary>
          <DonateDialog campaign={campaign} onClose={() => setOpen(false)} />
        </WalletBoundary>
      ) : null}
    </>
  );
}

import { t } from '@lingui/core/macro';
import { ShoppingCart } from 'lucide-react';
import { BuyGate } from '@/components/buy-gate';
import { Button } from '@/components/ui/button';
import { useSaleDialogStore } from '@/stores/sale-dialog';

/**
 * Opens the Buy ECO dialog, once the white paper shown is the published one (BuyGate); in the
 * colours of every "Buy ECO" button (the home page's too).
 */
export function BuyButton({ className = 'mt-6' }: { className?: string }) {
  const openSale = useSaleDialogStore((state) => state.openSale);
  return (
    <BuyGate className={`${className} text-slate-700`}>
      <Button variant="secondary" size="lg" className={className} onClick={() => openSale()}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        {t`Buy ECO`}
      </Button>
    </BuyGate>
  );
}

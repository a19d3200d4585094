import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSaleDialogStore } from '@/stores/sale-dialog';

/** Opens the Buy ECO dialog. */
export function BuyButton({ className = 'mt-6' }: { className?: string }) {
  const openSale = useSaleDialogStore((state) => state.openSale);
  return (
    <Button size="lg" className={className} onClick={() => openSale()}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      Buy ECO
    </Button>
  );
}

import { t } from '@lingui/core/macro';
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { BuyGate } from '@/components/buy-gate';
import { Button, ButtonLink } from '@/components/ui/button';
import { useSaleDialogStore } from '@/stores/sale-dialog';
import { paths } from '@/config/paths';
import { home } from '@/content/home';

/** The home page's opening: the token's promise and the two calls to action. */
export function Hero() {
  const openSale = useSaleDialogStore((state) => state.openSale);
  return (
    <section className="palette-fixed relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {home.hero.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {home.hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">{home.hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <BuyGate className="text-brand-100">
              <Button variant="secondary" size="lg" onClick={() => openSale()}>
                <ShoppingCart aria-hidden="true" className="size-5" />
                {t`Buy ECO`}
              </Button>
            </BuyGate>
            <ButtonLink to={paths.learn} variant="light" size="lg">
              {t`Learn about climate action`}
              <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </ButtonLink>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt=""
          width={640}
          height={520}
          fetchPriority="high"
          className="mx-auto w-full max-w-lg"
        />
      </div>
    </section>
  );
}

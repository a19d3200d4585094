import { t } from '@lingui/core/macro';
import { Coins, HandHeart, Leaf } from 'lucide-react';
import { BuyGate } from '@/components/buy-gate';
import { Button, ButtonLink } from '@/components/ui/button';
import { useSaleDialogStore } from '@/stores/sale-dialog';
import { Reveal } from '@/components/ui/reveal';
import { home } from '@/content/home';
import type { HomeCta } from '@/content/schemas';

const icons = [HandHeart, Coins, Leaf];

function CardAction({ cta }: { cta: HomeCta }) {
  const openSale = useSaleDialogStore((state) => state.openSale);
  if ('to' in cta) {
    return (
      <ButtonLink to={cta.to} variant="outline" className="mt-6 self-start">
        {cta.label}
      </ButtonLink>
    );
  }
  // The colours of every "Buy ECO" button on the site (the hero's, the token page's).
  return (
    <BuyGate className="mt-6 text-slate-700">
      <Button variant="secondary" className="mt-6 self-start" onClick={() => openSale()}>
        {cta.label}
      </Button>
    </BuyGate>
  );
}

/** The three cards under the hero: donate, buy ECO, buy carbon credits. */
export function ActionCards() {
  return (
    <section aria-label={t`What you can do`} className="relative z-10 -mt-10 px-4 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
        {home.cards.map((card, index) => {
          const Icon = icons[index] ?? Leaf;
          return (
            <Reveal as="li" key={card.id} className="h-full">
              <div className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-lg">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-brand-950">{card.title}</h2>
                <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
                <CardAction cta={card.cta} />
              </div>
            </Reveal>
          );
        })}
      </ul>
    </section>
  );
}

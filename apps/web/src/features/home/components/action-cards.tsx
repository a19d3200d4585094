import { Coins, HandHeart, Leaf } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { paths } from '@/config/paths';
import { home } from '@/content/home';
import type { HomeCta } from '@/content/schemas';

const icons = [HandHeart, Coins, Leaf];

function ctaTarget(cta: HomeCta): string {
  // The buy action opens the sale on the token page until the wallet issue adds the dialog.
  return 'to' in cta ? cta.to : `${paths.about.token}#sale`;
}

/** The three cards under the hero: donate, buy ECO, buy carbon credits. */
export function ActionCards() {
  return (
    <section aria-label="What you can do" className="relative z-10 -mt-10 px-4 sm:px-6">
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
                <ButtonLink to={ctaTarget(card.cta)} variant="outline" className="mt-6 self-start">
                  {card.cta.label}
                </ButtonLink>
              </div>
            </Reveal>
          );
        })}
      </ul>
    </section>
  );
}

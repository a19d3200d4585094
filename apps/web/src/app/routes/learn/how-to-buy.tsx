import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Section } from '@/components/ui/page-header';
import { chainIds, env } from '@/config/env';
import { paths } from '@/config/paths';
import { LearnHeader } from '@/features/learn/components/learn-header';
import { howToBuyGuide } from '@/content/how-to-buy';
import { localized } from '@/lib/localized';
import { howToBuyImageSizes } from '@/content/how-to-buy-images';
import { HowToBuyGuideArticle } from '@/features/learn/components/how-to-buy-guide';
import { BuyButton } from '@/features/sale/components/buy-button';

// Fixed when the site is built: the guide names only the wallets and networks this build offers.
const setup = {
  walletConnect: env.VITE_WALLETCONNECT_PROJECT_ID !== '',
  chainIds,
};

// Built when first read (at render, once the page's catalogue has arrived), once per language.
const pageGuide = localized(() => howToBuyGuide(setup));

export default function HowToBuyRoute() {
  const guide = pageGuide();
  return (
    <>
      <LearnHeader title={guide.title} summary={guide.summary} />
      <Section>
        <HowToBuyGuideArticle guide={guide} sizes={howToBuyImageSizes} />
      </Section>
      <Section className="bg-slate-50">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-2xl font-bold text-brand-950">{t`Ready to buy?`}</h2>
          <p className="mt-2 text-slate-600">
            <Trans>
              Crypto-assets are volatile and may lose all their value: only spend what you can
              afford to lose, and read the{' '}
              <Link to={paths.risks} className="font-semibold text-brand-700 underline">
                risk disclosure
              </Link>{' '}
              first.
            </Trans>
          </p>
          <BuyButton />
        </div>
      </Section>
    </>
  );
}

import { Wallet } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Head } from '@/components/ui/head';
import { PageHeader, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

export default function PortfolioRoute() {
  return (
    <>
      <Head title="Portfolio" description="Your ECO balance, purchases and referral rewards." />
      <PageHeader
        eyebrow="Portfolio"
        title="Your portfolio"
        lead="Your ECO and ETH balances, purchase history and referral rewards, read from the blockchain for the wallet you connect."
      />
      <Section>
        <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <Wallet aria-hidden="true" className="size-7" />
          </span>
          <h2 className="mt-4 text-xl font-semibold text-brand-950">
            Wallet connection is coming soon
          </h2>
          <p className="mt-2 text-slate-600">
            Connecting a wallet is not available on the site yet. Once it is, this page shows your
            holdings and history straight from the chain; nothing is stored about you here.
          </p>
          <ButtonLink to={paths.about.token} variant="outline" className="mt-6">
            Read about the token
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

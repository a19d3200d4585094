import { QueryProvider } from '@/lib/query-provider';
import { Head } from '@/components/ui/head';
import { PageHeader, Section } from '@/components/ui/page-header';
import { AffiliatePanel } from '@/features/affiliate/components/affiliate-panel';
import { useMe } from '@/features/auth/api/get-me';
import { SiweButton } from '@/features/auth/components/siwe-button';
import { PortfolioSection } from '@/features/portfolio/components/portfolio-section';

function Portfolio() {
  // The account's referral statistics are for signed-in visitors only.
  const me = useMe();
  return (
    <>
      <Head
        title="Portfolio"
        description="Your ECO balance, purchases and referral rewards."
        noindex
      />
      <PageHeader
        eyebrow="Portfolio"
        title="Your portfolio"
        lead="Your ECO and ETH balances, purchase history and referral rewards, read from the blockchain for the wallet you connect."
      />
      <Section>
        <PortfolioSection />
      </Section>
      {me.data ? (
        <Section className="bg-slate-50">
          <AffiliatePanel />
          {me.data.walletAddress ? null : (
            <div className="mt-8 max-w-md">
              <p className="mb-3 text-slate-700">
                Link a wallet to your account so that purchases made with your referral code pay
                their reward to it.
              </p>
              <SiweButton mode="link" />
            </div>
          )}
        </Section>
      ) : null}
    </>
  );
}

export default function PortfolioRoute() {
  return (
    <QueryProvider>
      <Portfolio />
    </QueryProvider>
  );
}

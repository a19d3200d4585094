import { t } from '@lingui/core/macro';
import { withQueryProvider } from '@/lib/query-provider';
import { PageHeader, Section } from '@/components/ui/page-header';
import { AffiliatePanel } from '@/features/affiliate/components/affiliate-panel';
import { useMe } from '@/features/auth/api/get-me';
import { SiweButton } from '@/features/auth/components/siwe-button';
import { PortfolioSection } from '@/features/portfolio/components/portfolio-section';

function Portfolio() {
  // The account's referral statistics are for signed-in visitors only.
  const me = useMe();
  // One referral link per person: an account's (its code, paying its linked wallet) when signed
  // in, else the connected wallet's own address. Neither while the account is not known yet.
  const walletLink = me.data === null || me.isError;
  return (
    <>
      <PageHeader
        eyebrow={t`Portfolio`}
        title={t`Your portfolio`}
        headTitle={t`Portfolio`}
        description={t`Your ECO balance, purchases, donations and referral rewards.`}
        noindex
        lead={t`Your ECO and ETH balances, purchase history, donations and referral rewards, read from the blockchain for the wallet you connect.`}
      />
      <Section>
        <PortfolioSection offerReferralLink={walletLink} />
      </Section>
      {me.data ? (
        <Section className="bg-slate-50">
          <AffiliatePanel linkWallet={<SiweButton mode="link" />} />
        </Section>
      ) : null}
    </>
  );
}

export default withQueryProvider(Portfolio);

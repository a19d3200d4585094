import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AuthCard } from '@/components/layouts/auth-card';
import { formIsland } from '@/components/ui/form/form-island';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const SignupForm = formIsland(() => import('@/features/auth/components/signup-form'));

export default function SignupRoute() {
  // The referral code the form sends is named above it, outside the island: it is read from
  // storage after hydration, and the island must not change while its markup waits for its code.
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  // The code comes from a link anyone can write: passed to <Trans> as an element, never as text,
  // which Lingui would read for tags ("<0>…</0>") of its own.
  const code = <strong className="break-all">{affiliateToken}</strong>;
  return (
    <AuthCard
      title={t`Create your account`}
      headTitle={t`Sign up`}
      description={t`Create a Green Planet ECO account.`}
      lead={t`Get your own referral link and follow the campaigns you support.`}
    >
      {affiliateToken ? (
        <p className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <Trans>You were referred with the code {code}.</Trans>
        </p>
      ) : null}
      <SignupForm />
    </AuthCard>
  );
}

import { AuthCard } from '@/components/layouts/auth-card';
import { formIsland } from '@/components/ui/form/form-island';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const SignupForm = formIsland(() => import('@/features/auth/components/signup-form'));

export default function SignupRoute() {
  // The referral code the form sends is named above it, outside the island: it is read from
  // storage after hydration, and the island must not change while its markup waits for its code.
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  return (
    <AuthCard
      title="Create your account"
      headTitle="Sign up"
      description="Create a Green Planet ECO account."
      lead="Get your own referral link and follow the campaigns you support."
    >
      {affiliateToken ? (
        <p className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          You were referred with the code <strong className="break-all">{affiliateToken}</strong>.
        </p>
      ) : null}
      <SignupForm />
    </AuthCard>
  );
}

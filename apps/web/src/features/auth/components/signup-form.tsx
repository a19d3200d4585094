import { formIsland } from '@/components/ui/form/form-island';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';

const SignupFormIsland = formIsland(() => import('./signup-form-live'));

/**
 * Account creation. The page shows the form from its prerendered HTML; its code
 * (./signup-form-live.tsx) loads when the visitor first uses it. The referral code it sends is
 * named above it from the start, outside the form's island: the code is read from storage after
 * hydration, and the island must not change while its markup waits for its code.
 */
export function SignupForm() {
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  return (
    <>
      {affiliateToken ? (
        <p className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          You were referred with the code <strong className="break-all">{affiliateToken}</strong>.
        </p>
      ) : null}
      <SignupFormIsland />
    </>
  );
}

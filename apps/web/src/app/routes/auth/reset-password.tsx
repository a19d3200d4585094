import { t } from '@lingui/core/macro';
import { AuthCard } from '@/components/layouts/auth-card';
import { formIsland } from '@/components/ui/form/form-island';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';
import {
  INCOMPLETE_RESET_LINK,
  ResetLinkProblem,
} from '@/features/auth/components/reset-link-problem';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const ResetPasswordForm = formIsland(
  () => import('@/features/auth/components/reset-password-form'),
);

export default function ResetPasswordRoute() {
  // An address without a token says at once, after hydration, that the link is incomplete.
  const token = useLinkToken();
  return (
    <AuthCard
      title={t`Choose a new password`}
      description={t`Choose a new password for your Green Planet ECO account.`}
      noindex
      lead={t`Your new password replaces the old one and signs you out everywhere.`}
    >
      {token === null ? (
        <ResetLinkProblem message={INCOMPLETE_RESET_LINK} />
      ) : (
        <ResetPasswordForm />
      )}
    </AuthCard>
  );
}

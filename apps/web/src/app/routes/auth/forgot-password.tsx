import { t } from '@lingui/core/macro';
import { AuthCard } from '@/components/layouts/auth-card';
import { formIsland } from '@/components/ui/form/form-island';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const ForgotPasswordForm = formIsland(
  () => import('@/features/auth/components/forgot-password-form'),
);

export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      title={t`Forgot your password?`}
      headTitle={t`Forgot your password`}
      description={t`Get a link to choose a new password for your Green Planet ECO account.`}
      noindex
      lead={t`Enter the email address of your account and we mail you a link to choose a new password.`}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

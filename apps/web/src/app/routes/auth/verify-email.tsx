import { t } from '@lingui/core/macro';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';
import { AuthCard } from '@/components/layouts/auth-card';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  const token = useLinkToken();
  return (
    <AuthCard
      title={t`Confirm your email`}
      description={t`Confirm the email address of your Green Planet ECO account.`}
      noindex
      lead={t`One step to finish: confirm that the address is yours.`}
    >
      <VerifyEmail token={token} />
    </AuthCard>
  );
}

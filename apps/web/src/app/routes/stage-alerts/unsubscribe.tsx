import { t } from '@lingui/core/macro';
import { AuthCard } from '@/components/layouts/auth-card';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';
import { StageAlertLink } from '@/features/stage-alerts/components/stage-alert-link';

// The page every sale alert mail links to for unsubscribing. No query client or zod here: the
// page sends one request when the button is pressed (features/stage-alerts).
export default function StageAlertUnsubscribeRoute() {
  const token = useLinkToken();
  return (
    <AuthCard
      title={t`Stop a sale alert`}
      description={t`Stop a Green Planet ECO sale alert and delete your email address from it.`}
      noindex
      lead={t`No more mail about this sale stage.`}
    >
      <StageAlertLink action="unsubscribe" token={token} />
    </AuthCard>
  );
}

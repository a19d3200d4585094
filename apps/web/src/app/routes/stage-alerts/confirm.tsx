import { t } from '@lingui/core/macro';
import { AuthCard } from '@/components/layouts/auth-card';
import { useLinkToken } from '@/features/auth/hooks/use-link-token';
import { StageAlertLink } from '@/features/stage-alerts/components/stage-alert-link';

// The page a sale alert's confirmation mail links to. No query client or zod here: the page
// sends one request when the button is pressed (features/stage-alerts).
export default function StageAlertConfirmRoute() {
  const token = useLinkToken();
  return (
    <AuthCard
      title={t`Confirm your sale alert`}
      description={t`Confirm that you want one email from Green Planet ECO when a sale stage opens.`}
      noindex
      lead={t`One step to finish: confirm that you want to hear when the stage opens.`}
    >
      <StageAlertLink action="confirm" token={token} />
    </AuthCard>
  );
}

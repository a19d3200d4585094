import { t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { useSubmission } from '@/hooks/use-submission';
import { resendVerification } from '../api/email-links';

/**
 * "Send the link again" for an address waiting to be verified. The API answers the same for any
 * address (and limits how often), so the message shown is its own.
 */
export function ResendVerification({
  email,
  variant = 'outline',
}: {
  email: string;
  variant?: 'outline' | 'ghost';
}) {
  const { status, pending, run } = useSubmission();
  const resend = () => run(async () => (await resendVerification({ email })).message);

  return (
    <div className="space-y-3">
      <Button variant={variant} onClick={() => void resend()} disabled={pending}>
        {pending ? t`Sending…` : t`Send the link again`}
      </Button>
      <FormStatus status={status} />
    </div>
  );
}

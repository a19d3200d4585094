import { t } from '@lingui/core/macro';
import type { EmailOnlyInput } from '@eco/shared';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { resendVerification } from '../api/email-links';

const resolver = lazyZodResolver<EmailOnlyInput>(() =>
  import('@eco/shared').then((shared) => shared.emailOnlySchema),
);

/**
 * Asks for a new verification link when the old one was used, expired or lost (loaded by its
 * form island, in ./verify-email.tsx).
 */
export default function ResendVerificationForm() {
  return (
    <Form<EmailOnlyInput>
      label={t`Send a new link`}
      className="space-y-4"
      resolver={resolver}
      defaultValues={{ email: '' }}
      fields={[{ name: 'email', ...fieldKinds.email, label: t`Your email address` }]}
      submit={async (values) => (await resendVerification(values)).message}
      submitLabel={t`Send a new link`}
      button={{ variant: 'outline' }}
    />
  );
}

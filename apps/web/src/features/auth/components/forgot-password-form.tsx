import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { EmailOnlyInput } from '@eco/shared';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { forgotPassword } from '../api/email-links';

const resolver = lazyZodResolver<EmailOnlyInput>(() =>
  import('@eco/shared').then((shared) => shared.emailOnlySchema),
);

/**
 * Asks for a password reset link (loaded on first use by the page's form island). The API
 * answers the same for every address, so the page never tells whether one has an account; the
 * confirmation names the address so a typo can be seen.
 */
export default function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Form<EmailOnlyInput>
      label={t`Reset your password`}
      resolver={resolver}
      defaultValues={{ email: '' }}
      fields={[{ name: 'email', ...fieldKinds.email }]}
      submit={async (values) => {
        await forgotPassword(values);
        setSentTo(values.email);
      }}
      success={({ email }) =>
        t`If ${email} has an account, we sent it a link to choose a new password. The link works once, for 30 minutes.`
      }
      submitLabel={sentTo ? t`Send another link` : t`Send me a link`}
      button={{ size: 'lg', className: 'w-full' }}
      footer={{ lead: t`Remembered it?`, to: paths.login, label: t`Log in` }}
    />
  );
}

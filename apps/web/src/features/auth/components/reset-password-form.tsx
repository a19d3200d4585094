import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { limits } from '@eco/shared/limits';
import type { z } from 'zod';
import type { ACCOUNT_ERROR_CODES, resetPasswordFormSchema } from '@eco/shared';
import { StatusWithLink } from '@/components/mailed-link';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { withQueryProvider } from '@/lib/query-provider';
import { resetPassword } from '../api/email-links';
import { useLinkToken } from '../hooks/use-link-token';
import { forgetSignedIn } from '../utils/session-cache';
import { INCOMPLETE_RESET_LINK, ResetLinkProblem } from './reset-link-problem';

type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

const resolver = lazyZodResolver<ResetPasswordFormInput>(() =>
  import('@eco/shared').then((shared) => shared.resetPasswordFormSchema),
);

/** The API's codes for a link that no longer works (types from the shared codes). */
const LINK_PROBLEMS = new Set<string>([
  'invalid_link',
  'link_expired',
] satisfies (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES][]);

/**
 * The page a reset link opens: a new password, typed twice (loaded on first use by its form
 * island). The API ends every session of the account, this browser's too, so the visitor logs in
 * again with the new password.
 */
function ResetPasswordForm() {
  // Read here rather than passed in: the island's props must not change while it hydrates.
  const token = useLinkToken();
  const queryClient = useQueryClient();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <StatusWithLink
        status={{ kind: 'success', message: done }}
        to={paths.login}
        label={t`Log in`}
      />
    );
  }

  // No token at all (after hydration, when the address is known): nothing to send.
  const problem = linkProblem ?? (token === null ? INCOMPLETE_RESET_LINK : null);
  if (problem) return <ResetLinkProblem message={problem} />;

  const passwordMin = formatNumber(limits.passwordMin, { decimals: 0 });

  return (
    <Form<ResetPasswordFormInput>
      label={t`Choose a new password`}
      resolver={resolver}
      defaultValues={{ password: '', confirmPassword: '' }}
      fields={[
        {
          name: 'password',
          ...fieldKinds.newPassword,
          hint: t`At least ${passwordMin} characters. Saving it signs your account out everywhere, this browser too.`,
        },
        { name: 'confirmPassword', ...fieldKinds.confirmPassword },
      ]}
      submit={async ({ password }) => {
        if (!token) return;
        const { message } = await resetPassword({ token, password });
        await forgetSignedIn(queryClient);
        setDone(message);
      }}
      // A used, expired or mangled link cannot be fixed on this page: say so and offer a new one.
      onError={(error) => {
        if (
          !(error instanceof ApiError) ||
          (!LINK_PROBLEMS.has(error.code) && error.fields.token === undefined)
        ) {
          return false;
        }
        setLinkProblem(error.fields.token ?? error.message);
        return true;
      }}
      submitLabel={t`Save the new password`}
      pendingLabel={t`Saving…`}
      button={{ size: 'lg', className: 'w-full' }}
      footer={{ to: paths.login, label: t`Back to log in` }}
    />
  );
}

/** The form with the shared query client, whose signed-in account it forgets. */
export default withQueryProvider(ResetPasswordForm);

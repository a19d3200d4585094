import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ACCOUNT_ERROR_CODES } from '@eco/shared';
import type { LoginInput } from '@eco/shared/forms';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { withQueryProvider } from '@/lib/query-provider';
import { useAlertStore } from '@/stores/alert';
import { useLogin } from '../api/login';
import { ResendVerification } from './resend-verification';

const resolver = lazyZodResolver<LoginInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.loginSchema),
);

/**
 * The API's answer to the right password for an address whose link was not followed yet. Typed
 * from the shared codes without importing them: this page loads zod only on first focus.
 */
const EMAIL_NOT_VERIFIED: (typeof ACCOUNT_ERROR_CODES)['emailNotVerified'] = 'email_not_verified';

type LoginFormProps = { redirectTo?: string | null };

const linkClass = 'font-semibold text-brand-700 hover:underline';

/**
 * Email and password sign-in (loaded on first use by its form island); a signed-in visitor goes
 * on to `redirectTo` (the portfolio, the page that sent them here), or stays on the page when it
 * is null. An unverified address gets the API's explanation and a button to mail the link again;
 * too many attempts get the API's 429 message (it points to "Forgot password?", which is always
 * beside the form). Login shows no field errors from the server: it answers the same for every
 * wrong password.
 */
function LoginForm({ redirectTo = paths.portfolio }: LoginFormProps) {
  const mutation = useLogin();
  const navigate = useNavigate();
  const openAlert = useAlertStore((state) => state.open);
  const [unverified, setUnverified] = useState<string | null>(null);

  return (
    <Form<LoginInput>
      label={t`Log in`}
      resolver={resolver}
      defaultValues={{ email: '', password: '' }}
      fields={[
        { name: 'email', ...fieldKinds.email },
        {
          name: 'password',
          ...fieldKinds.currentPassword,
          label: t`Password`,
          after: (
            <p className="text-end text-sm">
              <Link to={paths.forgotPassword} className={linkClass}>
                {t`Forgot password?`}
              </Link>
            </p>
          ),
        },
      ]}
      submit={async (values) => {
        setUnverified(null);
        const { user } = await mutation.mutateAsync(values);
        // The global alert, not the form's status, carries the welcome: the form is left behind.
        const name = user.name;
        openAlert({
          color: 'green',
          title: t`Signed in`,
          message: t`Welcome back, ${name}. You are signed in.`,
        });
        if (redirectTo !== null) void navigate(redirectTo);
      }}
      serverFieldErrors={false}
      resetOnError={['password']}
      onError={(error, values) => {
        if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) {
          setUnverified(values.email);
        }
      }}
      submitLabel={t`Log in`}
      pendingLabel={t`Signing in…`}
      button={{ size: 'lg', className: 'w-full' }}
      footer={{ lead: t`New to ECO?`, to: paths.signup, label: t`Create an account` }}
    >
      {unverified ? <ResendVerification email={unverified} /> : null}
    </Form>
  );
}

/** The form with the shared query client its sign-in and "send the link again" use. */
export default withQueryProvider(LoginForm);

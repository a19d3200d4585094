import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiAccountResponse } from '@eco/shared';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangeEmail } from '../api/account';
import { useWithProof } from './confirm-identity';

type EmailFormValues = { email: string; password: string };

// Wallet-only accounts have no password to confirm with: the field is left out, not sent empty.
const makeResolver = (hasPassword: boolean) =>
  lazyZodResolver<EmailFormValues>(() =>
    import('../account-form-schemas').then((schemas) => schemas.changeEmailFormSchema(hasPassword)),
  );

const resolvers = { withPassword: makeResolver(true), withoutPassword: makeResolver(false) };

/**
 * The account's address: whether it is verified, the one waiting for its link, and a form to
 * change it. The new address replaces the old one only once its link is followed.
 */
export function EmailSection({
  account,
  resendVerification,
}: {
  account: ApiAccountResponse;
  /** "Send the link again" for an unverified address (from the auth feature). */
  resendVerification: (email: string) => ReactNode;
}) {
  const { user, hasPassword, pendingEmail } = account;
  const mutation = useChangeEmail();
  const withProof = useWithProof();

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-semibold text-slate-800">{t`Email address`}</p>
        {user.email ? (
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            {user.emailVerified ? (
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                {t`Verified`}
              </span>
            ) : (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
                {t`Not verified yet`}
              </span>
            )}
          </p>
        ) : (
          <p className="text-slate-700">
            {t`None: you sign in with your wallet. Add an address to sign in with a password too.`}
          </p>
        )}
        {user.email && !user.emailVerified ? (
          <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p>
              {t`Your address is not verified yet: follow the link we mailed to it. Until then you cannot log in with it and a password.`}
            </p>
            {resendVerification(user.email)}
          </div>
        ) : null}
        {pendingEmail ? (
          <p className="rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950">
            <Trans>
              Waiting for confirmation: <strong className="break-all">{pendingEmail}</strong>.
              Follow the link we mailed to it to make it your address.
            </Trans>
          </p>
        ) : null}
      </div>
      <Form<EmailFormValues>
        label={user.email ? t`Change email address` : t`Add an email address`}
        className="space-y-4"
        resolver={hasPassword ? resolvers.withPassword : resolvers.withoutPassword}
        defaultValues={{ email: '', password: '' }}
        fields={[
          {
            name: 'email',
            ...fieldKinds.email,
            label: user.email ? t`New email address` : t`Email address`,
            hint: t`We mail a link to it; the address changes when you follow the link.`,
          },
          hasPassword && { name: 'password', ...fieldKinds.currentPassword },
        ]}
        submit={async ({ email, password }) => {
          const { message } = await withProof(() =>
            mutation.mutateAsync(hasPassword ? { email, password } : { email }),
          );
          return message;
        }}
        submitLabel={t`Send a confirmation link`}
        button={{ variant: 'outline' }}
      />
    </div>
  );
}

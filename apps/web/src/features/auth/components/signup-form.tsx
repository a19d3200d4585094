import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { SignupFormInput } from '@eco/shared/forms';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';
import { signup } from '../api/signup';
import { ResendVerification } from './resend-verification';

const resolver = lazyZodResolver<SignupFormInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.signupFormSchema),
);

const linkClass = 'font-semibold text-brand-700 hover:underline';

/**
 * Account creation (loaded on first use by its form island); a stored referral code is sent
 * with it. The account starts unverified and signed out: the API mails a link to the address and
 * answers alike whether or not the address was taken, so the page always says the same thing,
 * "check your inbox", naming the address.
 */
export default function SignupForm() {
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The name and email sent last, back in the form if the visitor returns to fix a typo.
  const [last, setLast] = useState({ name: '', email: '' });
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form is replaced by the notice: focus follows it, so keyboard and screen reader users
  // land on what happened instead of on the page's start.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div className="space-y-5">
        <div className="flex items-start gap-3 rounded-xl border border-brand-300 bg-brand-50 px-4 py-4 text-brand-950">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="space-y-2">
            <h2 ref={sentHeading} tabIndex={-1} className="font-semibold">
              {t`Check your inbox`}
            </h2>
            <p>
              <Trans>
                We sent a link to <strong className="break-all">{sentTo}</strong>. Follow it within
                24 hours to confirm your address, then log in.
              </Trans>
            </p>
            <p className="text-sm">
              {t`If this address already has an account, the mail says how to log in or reset your password instead.`}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          {t`No mail after a few minutes? Check your spam folder.`}
        </p>
        <ResendVerification email={sentTo} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => setSentTo(null)}
          >
            {t`Use another address`}
          </button>
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            {t`Log in`}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <Form<SignupFormInput>
      label={t`Sign up`}
      resolver={resolver}
      defaultValues={{ ...last, password: '', confirmPassword: '' }}
      fields={[
        { name: 'name', ...fieldKinds.name },
        { name: 'email', ...fieldKinds.email },
        { name: 'password', ...fieldKinds.newPassword, label: t`Password` },
        { name: 'confirmPassword', ...fieldKinds.confirmPassword, label: t`Confirm password` },
      ]}
      submit={async ({ confirmPassword: _confirm, ...values }) => {
        await signup({ ...values, ...(affiliateToken ? { affiliateToken } : {}) });
        setLast({ name: values.name, email: values.email });
        setSentTo(values.email);
      }}
      submitLabel={t`Create account`}
      pendingLabel={t`Creating your account…`}
      button={{ size: 'lg', className: 'w-full' }}
      footer={{ lead: t`Already have an account?`, to: paths.login, label: t`Log in` }}
    >
      <p className="text-sm text-slate-600">
        <Trans>
          We keep your name, your email address and a hash of your password to run your account. Our{' '}
          <Link to={paths.privacy} className={linkClass}>
            privacy notice
          </Link>{' '}
          says what else we store, for how long, and how to ask for deletion.
        </Trans>
      </p>
    </Form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { limits } from '@eco/shared/limits';
import type { EmailOnlyInput } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useForgotPassword } from '../api/email-link-mutations';

const resolver = lazyZodResolver<EmailOnlyInput>(() =>
  import('@eco/shared').then((shared) => shared.emailOnlySchema),
);

/**
 * Asks for a password reset link (the code ./forgot-password-form.tsx loads on first use). The
 * API answers the same for every address, so the page never tells whether one has an account;
 * the confirmation names the address so a typo can be seen.
 */
export default function ForgotPasswordFormLive() {
  return (
    <QueryProvider>
      <ForgotPasswordForm />
    </QueryProvider>
  );
}

function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailOnlyInput>({ resolver, defaultValues: { email: '' } });
  const { status, onSubmit } = useFormSubmission(form, ['email'], async (values) => {
    await mutation.mutateAsync(values);
    setSentTo(values.email);
    return `If ${values.email} has an account, we sent it a link to choose a new password. The link works once, for 30 minutes.`;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-label="Reset your password"
    >
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormStatus status={status} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : sentTo ? 'Send another link' : 'Send me a link'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}

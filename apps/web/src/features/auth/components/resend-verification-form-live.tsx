import { useForm } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import type { EmailOnlyInput } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useResendVerification } from '../api/email-link-mutations';

const resolver = lazyZodResolver<EmailOnlyInput>(() =>
  import('@eco/shared').then((shared) => shared.emailOnlySchema),
);

export type ResendVerificationFormProps = { email?: string };

/**
 * Asks for a new verification link when the old one was used, expired or lost (the code
 * ./resend-verification-form.tsx loads).
 */
export default function ResendVerificationFormLive(props: ResendVerificationFormProps) {
  return (
    <QueryProvider>
      <ResendVerificationForm {...props} />
    </QueryProvider>
  );
}

function ResendVerificationForm({ email = '' }: ResendVerificationFormProps) {
  const mutation = useResendVerification();
  const form = useForm<EmailOnlyInput>({ resolver, defaultValues: { email } });
  const { status, onSubmit } = useFormSubmission(form, ['email'], async (values) => {
    const { message } = await mutation.mutateAsync(values);
    return message;
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-4"
      aria-label="Send a new link"
    >
      <InputField
        label="Your email address"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormStatus status={status} />
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send a new link'}
      </Button>
    </form>
  );
}

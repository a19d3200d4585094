import { useForm } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangePassword } from '../api/account';

type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const makeResolver = (hasPassword: boolean) =>
  lazyZodResolver<PasswordFormValues>(() =>
    import('../account-form-schemas').then((schemas) => schemas.passwordFormSchema(hasPassword)),
  );

const resolvers = { withCurrent: makeResolver(true), first: makeResolver(false) };

/**
 * Changes the password (the current one is asked for when the account has one), or sets a first
 * one for an account made with a wallet. The API ends every other session of the account.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const mutation = useChangePassword();
  const resolver = hasPassword ? resolvers.withCurrent : resolvers.first;
  const form = useForm<PasswordFormValues>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { status, onSubmit } = useFormSubmission(
    form,
    ['currentPassword', 'newPassword'],
    async ({ currentPassword, newPassword }) => {
      const { message } = await mutation.mutateAsync(
        hasPassword ? { currentPassword, newPassword } : { newPassword },
      );
      return message;
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-4"
      aria-label={hasPassword ? 'Change password' : 'Set a password'}
    >
      {hasPassword ? (
        <InputField
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={limits.passwordMax}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${limits.passwordMin} characters.`}
        maxLength={limits.passwordMax}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <InputField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormStatus status={status} />
      <Button type="submit" variant="outline" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
      </Button>
    </form>
  );
}

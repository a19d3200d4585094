import { t } from '@lingui/core/macro';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useChangePassword } from '../api/account';
import { useWithProof } from './confirm-identity';

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
  const withProof = useWithProof();
  return (
    <Form<PasswordFormValues>
      label={hasPassword ? t`Change password` : t`Set a password`}
      className="space-y-4"
      resolver={hasPassword ? resolvers.withCurrent : resolvers.first}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      fields={[
        hasPassword && { name: 'currentPassword', ...fieldKinds.currentPassword },
        { name: 'newPassword', ...fieldKinds.newPassword },
        { name: 'confirmPassword', ...fieldKinds.confirmPassword },
      ]}
      submit={async ({ currentPassword, newPassword }) => {
        const { message } = await withProof(() =>
          mutation.mutateAsync(hasPassword ? { currentPassword, newPassword } : { newPassword }),
        );
        return message;
      }}
      submitLabel={hasPassword ? t`Change password` : t`Set password`}
      pendingLabel={t`Saving…`}
      button={{ variant: 'outline' }}
    />
  );
}

import { t } from '@lingui/core/macro';
import type { UpdateProfileInput } from '@eco/shared';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateProfile } from '../api/account';

const resolver = lazyZodResolver<UpdateProfileInput>(() =>
  import('@eco/shared').then((shared) => shared.updateProfileSchema),
);

/** The account's display name (shown in the header and to the team). */
export function ProfileForm({ name }: { name: string }) {
  const mutation = useUpdateProfile();
  return (
    <Form<UpdateProfileInput>
      label={t`Your name`}
      className="space-y-4"
      resolver={resolver}
      defaultValues={{ name }}
      values={{ name }}
      fields={[{ name: 'name', ...fieldKinds.name }]}
      submit={mutation.mutateAsync}
      success={t`Your name is saved.`}
      submitLabel={t`Save name`}
      pendingLabel={t`Saving…`}
    />
  );
}

import { useForm } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import type { UpdateProfileInput } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useUpdateProfile } from '../api/account';

const resolver = lazyZodResolver<UpdateProfileInput>(() =>
  import('@eco/shared').then((shared) => shared.updateProfileSchema),
);

/** The account's display name (shown in the header and to the team). */
export function ProfileForm({ name }: { name: string }) {
  const mutation = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({ resolver, values: { name } });
  const { status, onSubmit } = useFormSubmission(form, ['name'], async (values) => {
    await mutation.mutateAsync(values);
    return 'Your name is saved.';
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-4"
      aria-label="Your name"
    >
      <InputField
        label="Name"
        autoComplete="name"
        maxLength={limits.name}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormStatus status={status} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}

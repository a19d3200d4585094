import { useForm } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import type { ContactMessageInput } from '@eco/shared/forms';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useSendContactMessage } from '../api/send-contact-message';

const resolver = lazyZodResolver<ContactMessageInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.contactMessageSchema),
);

const fields = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form's code, loaded on first use by ./contact-form.tsx: validated in the browser
 * with the API's own schema, then sent.
 */
export default function ContactFormLive() {
  return (
    <QueryProvider>
      <ContactForm />
    </QueryProvider>
  );
}

function ContactForm() {
  const mutation = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver,
    defaultValues: { name: '', email: '', subject: '', message: '' } satisfies ContactMessageInput,
  });
  const { errors, isSubmitting } = form.formState;

  const { status, onSubmit } = useFormSubmission(form, fields, async (values) => {
    await mutation.mutateAsync(values);
    return 'Thank you. Your message has been received and we will reply by email.';
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Name"
          autoComplete="name"
          maxLength={limits.name}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <InputField
        label="Subject"
        optional
        maxLength={limits.subject}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField
        label="Message"
        rows={6}
        maxLength={limits.message}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormStatus status={status} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

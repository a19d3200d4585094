import { useForm } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import type { FaqQuestionInput } from '@eco/shared/forms';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useAskQuestion } from '../api/ask-question';

const resolver = lazyZodResolver<FaqQuestionInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.faqQuestionSchema),
);

const fields = ['name', 'email', 'question'] as const;

/** The FAQ page's "Any questions?" form's code, loaded on first use by ./question-form.tsx. */
export default function QuestionFormLive() {
  return (
    <QueryProvider>
      <QuestionForm />
    </QueryProvider>
  );
}

function QuestionForm() {
  const mutation = useAskQuestion();
  const form = useForm<FaqQuestionInput>({
    resolver,
    defaultValues: { name: '', email: '', question: '' } satisfies FaqQuestionInput,
  });
  const { errors, isSubmitting } = form.formState;

  const { status, onSubmit } = useFormSubmission(form, fields, async (values) => {
    await mutation.mutateAsync(values);
    return 'Thank you. We received your question and will answer by email.';
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-labelledby="question-form-heading"
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
      <TextareaField
        label="Your question"
        rows={5}
        maxLength={limits.question}
        error={errors.question?.message}
        {...form.register('question')}
      />
      <FormStatus status={status} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Ask your question'}
      </Button>
    </form>
  );
}

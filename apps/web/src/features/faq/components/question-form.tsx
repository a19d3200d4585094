import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { faqQuestionSchema, limits, type FaqQuestionInput } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';
import { useAskQuestion } from '../api/ask-question';

const fields = ['name', 'email', 'question'] as const;

/** The FAQ page's "Any questions?" form. */
export function QuestionForm() {
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);
  const mutation = useAskQuestion();
  const form = useForm({
    resolver: zodResolver(faqQuestionSchema),
    defaultValues: { name: '', email: '', question: '' } satisfies FaqQuestionInput,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await mutation.mutateAsync(values);
      form.reset();
      setStatus({
        kind: 'success',
        message: 'Thank you. We received your question and will answer by email.',
      });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
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

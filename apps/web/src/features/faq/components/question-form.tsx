import { t } from '@lingui/core/macro';
import { limits } from '@eco/shared/limits';
import type { FaqQuestionInput } from '@eco/shared/forms';
import { Form, nameAndEmail } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { askQuestion } from '../api/ask-question';

const resolver = lazyZodResolver<FaqQuestionInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.faqQuestionSchema),
);

/** The FAQ page's "Any questions?" form's code, loaded on first use by the page's form island. */
export default function QuestionForm() {
  return (
    <Form<FaqQuestionInput>
      label={{ labelledBy: 'question-form-heading' }}
      resolver={resolver}
      defaultValues={{ name: '', email: '', question: '' }}
      fields={[
        nameAndEmail(),
        { name: 'question', label: t`Your question`, rows: 5, maxLength: limits.question },
      ]}
      submit={askQuestion}
      success={t`Thank you. We received your question and will answer by email.`}
      submitLabel={t`Ask your question`}
      button={{ size: 'lg' }}
    />
  );
}

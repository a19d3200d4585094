import { t } from '@lingui/core/macro';
import { limits } from '@eco/shared/limits';
import type { ContactMessageInput } from '@eco/shared/forms';
import { Form, nameAndEmail } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { sendContactMessage } from '../api/send-contact-message';

const resolver = lazyZodResolver<ContactMessageInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.contactMessageSchema),
);

/**
 * The contact form's code, loaded on first use by the page's form island
 * (docs/decisions/0026): validated in the browser with the API's own schema, then sent.
 */
export default function ContactForm() {
  return (
    <Form<ContactMessageInput>
      label={t`Contact form`}
      resolver={resolver}
      defaultValues={{ name: '', email: '', subject: '', message: '' }}
      fields={[
        nameAndEmail(),
        { name: 'subject', label: t`Subject`, optional: true, maxLength: limits.subject },
        { name: 'message', label: t`Message`, rows: 6, maxLength: limits.message },
      ]}
      submit={sendContactMessage}
      success={t`Thank you. Your message has been received and we will reply by email.`}
      submitLabel={t`Send message`}
      button={{ size: 'lg' }}
    />
  );
}

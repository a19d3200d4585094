import type { ContactMessageInput, FaqQuestionInput } from '@eco/shared';
import type { Config } from '../../config/env';
import type { OutgoingMail } from './mail.repository';

type MailConfig = NonNullable<Config['mail']>;

/** The team's mail for a contact message. */
export function contactMail(
  mail: MailConfig,
  id: string,
  input: ContactMessageInput,
): OutgoingMail {
  return {
    kind: 'contact',
    refId: id,
    to: mail.to,
    replyTo: input.email,
    subject: `[ECO contact] ${input.subject || 'New message'} (from ${input.name})`,
    body: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject || '(none)'}`,
      `Message id: ${id}`,
      '',
      input.message,
    ].join('\n'),
  };
}

/** The team's mail for a FAQ question. */
export function faqMail(mail: MailConfig, id: string, input: FaqQuestionInput): OutgoingMail {
  return {
    kind: 'faq',
    refId: id,
    to: mail.to,
    replyTo: input.email,
    subject: `[ECO FAQ] New question from ${input.name}`,
    body: [`From: ${input.name} <${input.email}>`, `Question id: ${id}`, '', input.question].join(
      '\n',
    ),
  };
}

import { faqQuestionSchema } from '@eco/shared';
import type { ApiCreatedResponse } from '@eco/shared';
import type { ModuleOptions } from '../../app-context';
import { limitPerClient } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { FORM_LIMIT_PER_MINUTE } from '../contact/contact.limits';
import { faqMail } from '../mail/mail.messages';
import { saveFaqQuestion } from '../contact/contact.repository';

/** POST /api/faq/questions: stores a visitor's question -> 201 { id }. */
export async function faqRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  app.post(
    '/questions',
    {
      schema: { body: faqQuestionSchema, response: { 201: replyOf<ApiCreatedResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'faq', FORM_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const input = request.body;
      const mail = ctx.config.mail;
      const id = await saveFaqQuestion(
        ctx.db,
        input,
        ctx.clock.now(),
        mail && ((questionId) => faqMail(mail, questionId, input)),
      );
      return reply.status(201).send({ id });
    },
  );
}

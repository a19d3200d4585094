import { faqQuestionSchema } from '@eco/shared';
import type { ApiCreatedResponse } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context';
import { parseBody } from '../../lib/validation';
import { FORM_LIMIT_PER_MINUTE } from '../contact/contact.limits';
import { faqMail } from '../mail/mail.messages';
import { saveFaqQuestion } from './faq.repository';

/** POST /api/faq/questions: stores a visitor's question -> 201 { id }. */
export async function faqRoutes(app: FastifyInstance, { ctx }: ModuleOptions) {
  app.post('/questions', async (request, reply): Promise<ApiCreatedResponse> => {
    await ctx.limiter.hit(`faq:${request.ip}`, FORM_LIMIT_PER_MINUTE);
    const input = parseBody(faqQuestionSchema, request.body);
    const mail = ctx.config.mail;
    const id = await saveFaqQuestion(
      ctx.db,
      input,
      ctx.clock.now(),
      mail && ((questionId) => faqMail(mail, questionId, input)),
    );
    void reply.status(201);
    return { id };
  });
}

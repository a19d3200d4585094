import { contactMessageSchema } from '@eco/shared';
import type { ApiCreatedResponse } from '@eco/shared';
import type { ModuleOptions } from '../../app-context';
import { limitPerClient } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { contactMail } from '../mail/mail.messages';
import { FORM_LIMIT_PER_MINUTE } from './contact.limits';
import { saveContactMessage } from './contact.repository';

/** POST /api/contact: stores the message (and queues the team's mail) -> 201 { id }. */
export async function contactRoutes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
  app.post(
    '',
    {
      schema: { body: contactMessageSchema, response: { 201: replyOf<ApiCreatedResponse>() } },
      preValidation: limitPerClient(ctx.limiter, 'contact', FORM_LIMIT_PER_MINUTE),
    },
    async (request, reply) => {
      const input = request.body;
      const mail = ctx.config.mail;
      const id = await saveContactMessage(
        ctx.db,
        input,
        ctx.clock.now(),
        mail && ((messageId) => contactMail(mail, messageId, input)),
      );
      return reply.status(201).send({ id });
    },
  );
}

import { contactMessageSchema } from '@eco/shared';
import type { ApiCreatedResponse } from '@eco/shared';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../app-context';
import { parseBody } from '../../lib/validation';
import { contactMail } from '../mail/mail.messages';
import { FORM_LIMIT_PER_MINUTE } from './contact.limits';
import { saveContactMessage } from './contact.repository';

/** POST /api/contact: stores the message (and queues the team's mail) -> 201 { id }. */
export async function contactRoutes(app: FastifyInstance, { ctx }: ModuleOptions) {
  app.post('', async (request, reply): Promise<ApiCreatedResponse> => {
    await ctx.limiter.hit(`contact:${request.ip}`, FORM_LIMIT_PER_MINUTE);
    const input = parseBody(contactMessageSchema, request.body);
    const mail = ctx.config.mail;
    const id = await saveContactMessage(
      ctx.db,
      input,
      ctx.clock.now(),
      mail && ((messageId) => contactMail(mail, messageId, input)),
    );
    void reply.status(201);
    return { id };
  });
}

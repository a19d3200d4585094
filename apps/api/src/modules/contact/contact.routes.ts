import { contactMessageSchema, faqQuestionSchema } from '@eco/shared';
import type { ApiCreatedResponse } from '@eco/shared';
import type { z } from 'zod';
import type { ModuleOptions } from '../../app-context';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import { limitPerClient } from '../../lib/route-hooks';
import { replyOf } from '../../lib/zod-type-provider';
import type { ZodFastifyInstance } from '../../lib/zod-type-provider';
import { contactMail, faqMail } from '../mail/mail.messages';
import type { OutgoingMail } from '../mail/mail.repository';
import { FORM_LIMIT_PER_MINUTE } from './contact.limits';
import { saveContactMessage, saveFaqQuestion } from './contact.repository';

/**
 * A form the team answers, posted at `path`: stores the entry (and queues the team's mail) ->
 * 201 { id }. `limitKey` counts its posts per client.
 */
function formRoutes<S extends z.ZodType>(
  path: string,
  limitKey: string,
  body: S,
  save: (
    db: Db,
    input: z.infer<S>,
    now: Date,
    mail: ((id: string) => OutgoingMail) | undefined,
  ) => Promise<string>,
  mailOf: (mail: NonNullable<Config['mail']>, id: string, input: z.infer<S>) => OutgoingMail,
) {
  return async function routes(app: ZodFastifyInstance, { ctx }: ModuleOptions) {
    app.post(
      path,
      {
        schema: { body, response: { 201: replyOf<ApiCreatedResponse>() } },
        preValidation: limitPerClient(ctx.limiter, limitKey, FORM_LIMIT_PER_MINUTE),
      },
      async (request, reply) => {
        // What the validator parsed with `body` (the generic route loses its type).
        const input = request.body as z.infer<S>;
        const mail = ctx.config.mail;
        const id = await save(
          ctx.db,
          input,
          ctx.clock.now(),
          mail && ((entryId) => mailOf(mail, entryId, input)),
        );
        return reply.status(201).send({ id });
      },
    );
  };
}

/** POST /api/contact: a contact message. */
export const contactRoutes = formRoutes(
  '',
  'contact',
  contactMessageSchema,
  saveContactMessage,
  contactMail,
);

/** POST /api/faq/questions: a visitor's question. */
export const faqRoutes = formRoutes(
  '/questions',
  'faq',
  faqQuestionSchema,
  saveFaqQuestion,
  faqMail,
);

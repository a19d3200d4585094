import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail.repository';

/** One mail as handed to the transport. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  headers?: Record<string, string> | undefined;
  attachments?: MailAttachment[] | undefined;
}

/** Sends mail; the outbox worker only needs this much, so tests can swap it. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP transport from an smtp:// or smtps:// URL (nodemailer), with short timeouts. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Fail fast: a stuck server must not hold the worker; the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ attachments, ...message }) {
      await transporter.sendMail({
        ...message,
        // Text files as UTF-8 (a calendar file's names and times); nodemailer encodes them.
        attachments: attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content: Buffer.from(content, 'utf8'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

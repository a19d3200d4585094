import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail.repository';

/** One mail as handed to the transport. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  /** The same on every attempt of one outbox row (outboxMessageId). */
  messageId?: string | undefined;
  headers?: Record<string, string> | undefined;
  attachments?: MailAttachment[] | undefined;
}

/**
 * Sends mail; the outbox worker only needs this much, so tests can swap it. `send` resolves once
 * the server accepted the mail (its 250) and rejects otherwise.
 */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface SmtpTransportOptions {
  /**
   * SMTP connections kept open to the server, each carrying one mail at a time (nodemailer's
   * pool); 1 without it. The outbox worker sends this many at once.
   */
  connections?: number;
}

/**
 * SMTP transport from an smtp:// or smtps:// URL (nodemailer), with short timeouts, over a pool
 * of `connections` connections that stay open from one mail to the next.
 */
export function createSmtpTransport(
  smtpUrl: string,
  { connections = 1 }: SmtpTransportOptions = {},
): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // One TLS handshake and greeting per connection instead of per mail: at a stage opening
    // thousands of notices go out at once.
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
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

/**
 * True when the server refused this mail for good: a 5xx to its recipient (RCPT TO: no such
 * mailbox) or to its content (DATA: policy). Trying it again would be refused again. A 5xx to
 * the login or the sender (AUTH, MAIL FROM: a rotated password, a sender the provider does not
 * know) says nothing of the mail: every mail would meet it until the setting is mended, so it is
 * retried, as a 4xx (mailbox busy, greylisting, rate limit), a dropped connection or a timeout is.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'responseCode' in error ? Number(error.responseCode) : NaN;
  const command = 'command' in error ? String(error.command) : '';
  return code >= 500 && code < 600 && (command === 'RCPT TO' || command === 'DATA');
}

/** True when the server refused the login or the sender: a setting wrong for every mail. */
export function isSettingRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'responseCode' in error ? Number(error.responseCode) : NaN;
  return code >= 500 && code < 600 && !isPermanentFailure(error);
}

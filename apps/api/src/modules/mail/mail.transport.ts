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
 * True when the server refused the mail for good (a 5xx reply: no such mailbox, policy): trying
 * again would be refused again. A 4xx (mailbox busy, greylisting, rate limit), a dropped
 * connection or a timeout is temporary and retried with backoff.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'responseCode' in error
      ? Number(error.responseCode)
      : NaN;
  return code >= 500 && code < 600;
}

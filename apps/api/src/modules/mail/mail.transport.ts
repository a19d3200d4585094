import nodemailer from 'nodemailer';

/** One mail as handed to the transport. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
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
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

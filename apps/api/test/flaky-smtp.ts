import type { AddressInfo } from 'node:net';
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { SMTPServer } from 'smtp-server';

// A real SMTP server (smtp-server) that answers the way a provider does on a busy day: some first
// attempts get a temporary 451, some recipients a permanent 550, and, on cue, every reply is held
// back so that a test can kill a sender while its mails wait unanswered. It keeps what it
// accepted (its 250s) by recipient and Message-ID, and what it answered otherwise. For the tests
// of the outbox (mail.test.ts, test/alert-mails.test.ts) and the alerts bench (bench/alerts.ts).

export interface FlakySmtpOptions {
  /**
   * Ports to listen on, each a "door" (default 1): two senders given two doors can be told apart
   * by the door their mails came through.
   */
  doors?: number;
  /** Every nth mail seen for the first time (by Message-ID) is answered 451; 0: none. */
  tempFailEvery?: number;
  /** Recipients answered 550 (permanently refused). */
  refuse?: (to: string) => boolean;
  /**
   * While true, every MAIL FROM is answered 553, as a provider answers a sender it does not
   * know (a setting wrong for every mail, like a rotated password), not a fault of one mail.
   */
  refuseSender?: () => boolean;
  /**
   * Once this many mails are accepted, every later one is held unanswered until `release()`.
   */
  holdAfterAccepted?: number;
}

export interface AcceptedMail {
  to: string;
  /** The Message-ID header, without its angle brackets. */
  messageId: string;
  door: number;
  /** Date.now() when the 250 was written. */
  at: number;
}

interface HeldMail {
  door: number;
  session: string;
  to: string;
  messageId: string;
  reply: (error?: Error) => void;
}

export interface FlakySmtp {
  /** The port of each door. */
  ports: number[];
  accepted: AcceptedMail[];
  /** The Message-IDs answered 451 (their first attempt). */
  tempFailed: Set<string>;
  /** Mails answered 550. */
  refused: { to: string; messageId: string }[];
  /** True from the moment replies are held until `release()`. */
  holding(): boolean;
  /** Mails held unanswered whose connection is still open, per door. */
  heldOpen(door: number): number;
  /** The Message-IDs of every mail held unanswered that came through `door`, open or not. */
  heldFrom(door: number): string[];
  /** Whether every held mail of `door` lost its connection (its sender is gone). */
  heldClosed(door: number): boolean;
  /**
   * Answers the held mails whose sender is still connected (as they would have been answered)
   * and forgets those whose connection closed: a server takes responsibility for a mail with its
   * 250 only, and a sender that is gone never got one. Returns how many of each.
   */
  release(): { answered: number; dropped: number };
  close(): Promise<void>;
}

/** The Message-ID header of a raw message, without brackets ('' when it has none). */
function messageIdOf(raw: string): string {
  const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
  return /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? '';
}

export async function startFlakySmtp(options: FlakySmtpOptions = {}): Promise<FlakySmtp> {
  const { doors = 1, tempFailEvery = 0, refuse = () => false, refuseSender } = options;
  let holdAfter = options.holdAfterAccepted ?? Infinity;
  const accepted: AcceptedMail[] = [];
  const tempFailed = new Set<string>();
  const refused: { to: string; messageId: string }[] = [];
  const seen = new Set<string>();
  const closed = new Set<string>();
  let held: HeldMail[] = [];
  let holding = false;

  const error = (code: number, message: string) =>
    Object.assign(new Error(message), { responseCode: code });

  function answer(door: number, to: string, messageId: string, reply: (e?: Error) => void) {
    const first = !seen.has(messageId);
    seen.add(messageId);
    if (refuse(to)) {
      refused.push({ to, messageId });
      return reply(error(550, '5.1.1 No such mailbox here'));
    }
    if (first && tempFailEvery > 0 && seen.size % tempFailEvery === 0) {
      tempFailed.add(messageId);
      return reply(error(451, '4.7.1 Busy, try again later'));
    }
    accepted.push({ to, messageId, door, at: Date.now() });
    reply();
    if (accepted.length >= holdAfter) holding = true;
  }

  const servers = Array.from({ length: doors }, (_, door) => {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // close() cuts the connections a client left open (a test that failed before stopping its
      // worker) at once instead of waiting 30 s for them.
      closeTimeout: 100,
      onClose(session: SMTPServerSession) {
        closed.add(session.id);
      },
      onMailFrom(_address, _session, callback) {
        if (refuseSender?.()) return callback(error(553, '5.7.1 Sender address not allowed'));
        callback();
      },
      onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
          const messageId = messageIdOf(Buffer.concat(chunks).toString('utf8'));
          if (holding) held.push({ door, session: session.id, to, messageId, reply: callback });
          else answer(door, to, messageId, callback);
        });
      },
    });
  });

  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () =>
            resolve((server.server.address() as AddressInfo).port),
          );
        }),
    ),
  );

  return {
    ports,
    accepted,
    tempFailed,
    refused,
    holding: () => holding,
    heldOpen: (door) => held.filter((h) => h.door === door && !closed.has(h.session)).length,
    heldFrom: (door) => held.filter((h) => h.door === door).map((h) => h.messageId),
    heldClosed: (door) => held.every((h) => h.door !== door || closed.has(h.session)),
    release() {
      holding = false;
      holdAfter = Infinity;
      const waiting = held;
      held = [];
      let dropped = 0;
      for (const mail of waiting) {
        if (closed.has(mail.session)) dropped += 1;
        else answer(mail.door, mail.to, mail.messageId, mail.reply);
      }
      return { answered: waiting.length - dropped, dropped };
    },
    close: () =>
      Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r())))).then(
        () => undefined,
      ),
  };
}

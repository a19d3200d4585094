import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the tests of what the API mails, and a reader of what it received.

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives, on `port` (0: one the system picks, read back
 * as `port`).
 */
export function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: Received[]; close(): Promise<void> }>(
    (resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () =>
        resolve({
          port: (server.server.address() as AddressInfo).port,
          received,
          close: () => new Promise<void>((r) => server.close(() => r())),
        }),
      );
    },
  );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '') };
}

function decode(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return part.body;
  const soft = part.body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A header's RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as text. Adjacent
 * words are one run of bytes (a character may be split between two), decoded together.
 */
export function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([QB])\?([^?]*)\?=/gi;
  const bytes = (encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        );
  return value.replace(/=\?[^?]+\?[QB]\?[^?]*\?=(?:\s*=\?[^?]+\?[QB]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat([...run.matchAll(word)].map((m) => bytes(m[1]!, m[2]!))).toString('utf8'),
  );
}

/** A received mail: its headers, its text, and its attachments (decoded). */
export function readMail(raw: string) {
  const top = splitPart(raw);
  const type = top.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  const parts = boundary
    ? top.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r?\n/, '')))
    : [top];
  const attachments = parts
    .filter((part) => /attachment/.test(part.headers.get('content-disposition') ?? ''))
    .map((part) => ({
      filename: /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1],
      contentType: part.headers.get('content-type'),
      content: decode(part),
    }));
  const text = parts.find(
    (part) =>
      (part.headers.get('content-type') ?? 'text/plain').startsWith('text/plain') &&
      !/attachment/.test(part.headers.get('content-disposition') ?? ''),
  );
  return {
    headers: top.headers,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: text ? decode(text).replace(/\r\n/g, '\n') : '',
    attachments,
  };
}

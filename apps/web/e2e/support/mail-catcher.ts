import { createServer, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the catcher received, decoded enough to read its subject and text. */
export interface CaughtMail {
  id: number;
  /** Envelope recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

// The browser tests' mail server: the e2e API (serve-api.ts) sends its outbox here over SMTP,
// and the tests read what arrived over HTTP (GET /messages?to=<address>) to follow the links
// a person would click. Nothing leaves the machine; mails live in memory for the run.

/** The headers of a raw message, unfolded, keyed in lower case. */
function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_all, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** A message or MIME part: its headers and its raw body. */
function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  return {
    headers: parseHeaders(split < 0 ? raw : raw.slice(0, split)),
    body: split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, ''),
  };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return encoding === 'quoted-printable'
    ? decodeQuotedPrintable(body)
    : encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;
}

/**
 * The plain text of a message: the whole of a single-part one (most of the API's mails), or
 * the text part of a multipart one (the sale alerts' mails carry a calendar file).
 */
export function parseMail(raw: string): { subject: string; text: string } {
  const { headers, body } = splitPart(raw);
  const subject = decodeHeader(headers.get('subject') ?? '');
  const boundary = /^multipart\/.*boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '');
  if (!boundary?.[1]) {
    return { subject, text: decodeBody(headers, body).replace(/\r\n/g, '\n') };
  }
  const textPart = body
    .split(`--${boundary[1]}`)
    .map((part) => splitPart(part.replace(/^\r?\n/, '')))
    .find(
      (part) =>
        /^text\/plain/i.test(part.headers.get('content-type') ?? '') &&
        !/attachment/i.test(part.headers.get('content-disposition') ?? ''),
    );
  const text = textPart ? decodeBody(textPart.headers, textPart.body) : '';
  return { subject, text: text.replace(/\r\n/g, '\n') };
}

/**
 * Starts the SMTP server and its HTTP inbox on loopback; resolves once both listen, with the
 * ports they listen on (a port given as 0 is chosen by the system and read back).
 */
export async function startMailCatcher(ports: { smtp: number; http: number }) {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          id: mails.length + 1,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/health') {
      response.end('ok');
      return;
    }
    if (url.pathname === '/messages' && request.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(found));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(ports.http, '127.0.0.1', () => resolve());
  });
  return {
    ports: { smtp: listeningPort(smtp.server), http: listeningPort(http) },
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]),
  };
}

const listeningPort = (server: Server | NetServer) => (server.address() as AddressInfo).port;

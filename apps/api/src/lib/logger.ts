import type { FastifyServerOptions } from 'fastify';

/** Where log lines go: anything with pino's `write(line)`. */
export interface LogDestination {
  write(line: string): unknown;
}

// An address anywhere in a logged string, also percent-encoded (`ada%40example.com`, as in a
// URL). The domain needs a final label of letters, so versions like `pkg@1.2.3` stay readable.
const EMAIL = /[A-Za-z0-9._+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/** `text` with every email address replaced by `[email]`. */
export const maskEmails = (text: string) => text.replace(EMAIL, '[email]');

function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[maskEmails(key)] = maskDeep(item, depth + 1);
  return out;
}

/**
 * A destination that masks email addresses in every line before passing it on: whatever a
 * message, an error or a serializer let through, an address never reaches the log. Lines are
 * pino's JSON, masked value by value so that the result stays valid JSON.
 */
export function maskingDestination(target: LogDestination): LogDestination {
  return {
    write(line: string) {
      let masked: string;
      try {
        masked = `${JSON.stringify(maskDeep(JSON.parse(line)))}\n`;
      } catch {
        masked = maskEmails(line);
      }
      return target.write(masked);
    },
  };
}

// A failed query's error (drizzle's DrizzleQueryError) names every value of the statement in its
// message, its stack and its `params`: the name, email and text a visitor sent.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

const withoutParams = (text: string) => text.replace(QUERY_PARAMS, '\nparams: [redacted]');

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
};

/**
 * Errors as logged: kind, message, stack, code, status and cause, nothing else. Other own
 * properties (a driver's `params`, `detail`, `where`, a request's `body`) can hold personal data.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const e = error as Error & { code?: unknown; statusCode?: unknown };
  const logged: LoggedError = {
    type: e.constructor.name,
    message: withoutParams(e.message),
    stack: withoutParams(e.stack ?? ''),
  };
  if (typeof e.code === 'string') logged.code = e.code;
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  if (e.cause !== undefined && depth < 5) logged.cause = serializeError(e.cause, depth + 1);
  return logged;
}

/**
 * A URL with every query value replaced: a search (`q`), a token in a link or an address in a
 * query string is nobody's business in a log; the path and the parameter names stay.
 */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  // From each parameter's first `=` to the next `&`: its value, whatever it holds.
  return `${url.slice(0, at)}?${url.slice(at + 1).replace(/=[^&]*/g, '=[redacted]')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify logger options: pino at `level`, requests logged by method, path (query values
 * redacted), client address and port; errors through `serializeError`; cookies, authorization
 * and bodies redacted should anything log them; emails masked in every line.
 */
export function loggerOptions(
  level: string,
  destination: LogDestination = process.stdout,
): FastifyServerOptions['logger'] & object {
  return {
    level,
    stream: maskingDestination(destination),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => serializeError(error),
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["set-cookie"]',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
        'req.body',
        'body',
        'err.body',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
  };
}

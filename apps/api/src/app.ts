import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance } from 'fastify';
import { createAppContext } from './app-context';
import type { ChainReaders } from './app-context';
import type { Config } from './config/env';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { refuseControlCharactersInUrl } from './lib/control-characters';
import { isDatabaseUnavailable } from './db/database';
import { ApiError, databaseUnavailable, errorBody, SERVER_ERROR_MESSAGE } from './lib/errors';
import type { LogDestination } from './lib/logger';
import { loggerOptions } from './lib/logger';
import { securityHeaders } from './lib/security-headers';
import { serializerCompiler, validatorCompiler } from './lib/zod-type-provider';
import type { ZodTypeProvider } from './lib/zod-type-provider';
import { affiliateRoutes } from './modules/affiliate/affiliate.routes';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { decorateSession } from './modules/auth/session';
import { chainFiguresRoutes } from './modules/chain-figures/chain-figures.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { healthRoutes } from './modules/health/health.routes';
import { partnerRoutes } from './modules/partners/partners.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { siweRoutes } from './modules/siwe/siwe.routes';
import { stageAlertRoutes } from './modules/stage-alerts/stage-alerts.routes';
import { supplyRoutes } from './modules/supply/supply.routes';

/** Request bodies above this size are refused with 413: every form fits in a few KB. */
export const BODY_LIMIT_BYTES = 16 * 1024;

/**
 * How long a client may take (milliseconds). Without limits a client sending a byte every 20 s
 * holds a connection, and the memory behind it, for minutes: a few hundred such clients would
 * exhaust the process. Every form fits in one packet, so 30 s is generous for real visitors.
 */
export interface Timeouts {
  /** Until the request line and headers are complete (408 and close after). */
  headersMs: number;
  /** Until the whole request, body included, has arrived (408 and close after). */
  requestMs: number;
  /** How long a kept-alive connection may sit idle between requests. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<Timeouts> = Object.freeze({
  headersMs: 30_000,
  requestMs: 30_000,
  keepAliveMs: 30_000,
});

export interface BuildAppOptions extends ChainReaders {
  config: Config;
  database: Database;
  /** Injected time source (tests move it to expire sessions and nonces). */
  clock?: Clock;
  /**
   * Logging: false (tests), or a pino level and where to write (stdout by default). Either way
   * the lines pass through `loggerOptions`, which keeps personal data out of them.
   */
  logger?: false | { level: string; stream?: LogDestination };
  /** Client timeouts; tests shorten them to see a slow client cut off within seconds. */
  timeouts?: Timeouts;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the API (routes, security headers, CSRF and error handling) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error('timeouts: headersMs cannot be longer than requestMs');
  }
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger.level, options.logger.stream) : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Answer 503 to requests arriving during a graceful shutdown.
    return503OnClosing: true,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node checks the two limits above on this interval (30 s by default), so a slow client
      // would last up to twice the limit; checking every second costs a walk over open sockets.
      connectionsCheckingInterval: Math.min(1000, Math.max(100, timeouts.headersMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Routes declare their bodies, parameters and queries with the shared zod schemas; these
  // compilers check them with zod and answer with the API's own error shape (lib/validation.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const ctx = createAppContext(options, clock, app.log);
  decorateSession(app);

  // The API serves JSON only; it never renders HTML, so the CSP forbids everything a browser could
  // load from a response. The web app's own CSP is set where the site is served (see README).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  await app.register(cookie);

  // JSON only: Fastify's text/plain parser would let a form-like body through.
  app.removeContentTypeParser('text/plain');

  // CSRF: the session cookie is SameSite=Lax, and on top of that every state-changing request must
  // carry an Origin from WEB_ORIGINS. Browsers always send Origin on POST/PUT/PATCH/DELETE, so the
  // site is unaffected while a foreign page (or a form post from elsewhere) is refused.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // RFC 8058's one-click unsubscribe comes from mail providers' servers, without an Origin;
    // its route changes nothing but what the secret token in its URL names.
    if (request.routeOptions.config.anyOrigin) return done();
    const origin = request.headers.origin;
    if (origin && config.webOrigins.includes(origin)) return done();
    done(
      new ApiError(
        403,
        'forbidden_origin',
        origin
          ? `Requests from ${origin} are not allowed. Use the ECO web site.`
          : 'This request has no Origin header. Use the ECO web site.',
      ),
    );
  });

  // Route parameters and query strings are nobody's schema until a route parses them; refuse
  // control characters in them here, before the admin guard or a database lookup sees them.
  app.addHook('onRequest', refuseControlCharactersInUrl);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    // PostgreSQL down or restarting: a reason and Retry-After rather than a 500, and a warning
    // rather than an error line per request (the health check and its monitor say it once).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      return reply
        .status(503)
        .headers(unavailable.headers ?? {})
        .send(unavailable.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(new ApiError(500, 'internal_error', SERVER_ERROR_MESSAGE).toBody());
    }
    const limit = request.routeOptions.bodyLimit;
    return reply.status(status).send(clientError(status, error, limit).toBody());
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        errorBody('not_found', `There is no ${request.method} ${request.url.split('?')[0]} here.`),
      ),
  );

  // Each module is a plugin under its prefix, given the context explicitly
  // (docs/decisions/0006-explicit-app-context.md).
  const modules = [
    [healthRoutes, '/api/health'],
    [contactRoutes, '/api/contact'],
    [faqRoutes, '/api/faq'],
    [authRoutes, '/api/auth'],
    [siweRoutes, '/api/auth/siwe'],
    [accountRoutes, '/api/account'],
    [affiliateRoutes, '/api'],
    [partnerRoutes, '/api/partners'],
    [supplyRoutes, '/api/supply'],
    [chainFiguresRoutes, '/api/chain'],
    [receiptRoutes, '/api/receipts'],
    [stageAlertRoutes, '/api/stage-alerts'],
    [adminRoutes, '/api/admin'],
  ] as const;
  for (const [routes, prefix] of modules) await app.register(routes, { prefix, ctx });

  return app;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. The installed Fastify 5 treats a bare number as "trust
 * no proxy" (a hop count cannot tell a proxy from a client that connects directly), so the count
 * becomes the function proxy-addr applies hop by hop: trust the socket's peer and the `hops - 1` entries nearest to it
 * in X-Forwarded-For. That is only sound when the API can be reached through the proxies alone;
 * the README says so and recommends the proxies' addresses otherwise.
 */
function fastifyTrustProxy(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** Human-readable errors for Fastify's own 4xx (body parsing, limits). */
function clientError(status: number, error: FastifyError, bodyLimit: number): ApiError {
  const tooLarge = () =>
    new ApiError(
      413,
      'payload_too_large',
      `The request is too large (${Math.round(bodyLimit / 1024)} KB at most).`,
    );
  const notJson = () => new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return tooLarge();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'invalid_json', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return notJson();
  }
  // A bad media type or length is answered by its status alone.
  const badHeader =
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
    error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH';
  if (status === 415) {
    return new ApiError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  if (!badHeader && status === 413) return tooLarge();
  if (!badHeader && (error instanceof SyntaxError || error.message.includes('JSON'))) {
    return notJson();
  }
  return new ApiError(status, 'bad_request', 'The request could not be read.');
}

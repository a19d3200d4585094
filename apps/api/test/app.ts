import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import type { BuildAppOptions } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Config } from '../src/config/env';
import type { Clock } from '../src/lib/clock';
import type { TestDatabase, TestDatabaseKind } from './databases';
import { emptyTables } from './databases';

/** The Origin the browser sends from the Vite dev server (allowed by default). */
export const ORIGIN = 'http://127.0.0.1:5173';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private ms = Date.parse('2026-01-15T12:00:00Z')) {}
  now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
}

/** Configuration as in production code, from a test environment. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', ...env });
}

export interface TestContext {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  store: TestDatabase;
}

/**
 * One database per describe block (created once), emptied before each test, with a fresh app
 * (fresh rate limits, fresh clock) per test.
 */
export function useTestApp(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string> | (() => Record<string, string>) } & Partial<
    Omit<BuildAppOptions, 'config' | 'database'>
  > = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.store = await kind.create();
  });
  afterAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await ctx.store?.cleanup();
  });
  beforeEach(async () => {
    await emptyTables(ctx.store.database.db);
    ctx.clock = new TestClock();
    ctx.config = testConfig(typeof options.env === 'function' ? options.env() : options.env);
    const { env: _env, ...rest } = options;
    ctx.app = await buildApp({
      clock: ctx.clock,
      ...rest,
      config: ctx.config,
      database: ctx.store.database,
    });
  });
  afterEach(async () => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await ctx.app?.close();
  });
  return ctx;
}

/**
 * POST JSON with the site's Origin (and a session cookie when given; `language` is the
 * Accept-Language header, as the site's client sends the page's language).
 */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: {
    cookie?: string | undefined;
    origin?: string | null;
    ip?: string;
    language?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.language !== undefined) headers['accept-language'] = options.language;
  return app.inject({
    method: 'POST',
    url,
    headers,
    payload: JSON.stringify(body),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** GET with an optional session cookie. */
export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** `eco_session=<value>` from a response's Set-Cookie, for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'eco_session');
  return cookie && cookie.value ? `eco_session=${cookie.value}` : undefined;
}

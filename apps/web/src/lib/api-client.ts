import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FieldRule } from '@eco/shared/field-rules';
import { env } from '@/config/env';

/**
 * An error answered by the API, in its `{ error: { code, message, params?, fields?, fieldRules? } }`
 * shape, worded in the page's language (api-words.ts): `message` and `fields` are the site's words
 * for the API's code and rules, `fieldRules` the rules named.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly fieldRules: Record<string, FieldRule> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = {
  error?: {
    code?: unknown;
    message?: unknown;
    params?: unknown;
    fields?: unknown;
    fieldRules?: unknown;
  };
};

/** What a visitor reads when the API could not be reached (in the page's language, when thrown). */
const unavailable = () =>
  t`Our server could not be reached, so nothing was sent. Please try again in a moment.`;

/**
 * An answer that only says what happens next (`{ message, notice }`), its message worded in the
 * page's language; any other answer as it is. The words are fetched with the first such answer.
 */
async function worded(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  const answer = body as { message?: unknown; notice?: unknown };
  if (typeof answer.message !== 'string' || typeof answer.notice !== 'string') return body;
  const message = answer.message;
  try {
    const { wordNotice } = await import('./api-words');
    return { ...answer, message: wordNotice({ ...answer, message }) };
  } catch {
    // The words could not be fetched (the connection dropped): the API's English still tells.
    return body;
  }
}

function toFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Calls the site's API under VITE_API_URL and returns its JSON, or throws an ApiError. */
export async function apiRequest<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    signal?: AbortSignal;
    /**
     * 'omit' for public answers any cache may share (the shared figures): no cookie rides
     * along, so nginx or a CDN can serve every visitor the same copy.
     */
    credentials?: RequestCredentials;
  } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.VITE_API_URL}${path}`, {
      method: init.method ?? 'GET',
      credentials: init.credentials ?? 'include',
      headers: {
        // The page's language, so the mails a request sends (a verification, a reset, a sale
        // alert) are written in it; the browser's own setting is not the language the visitor
        // chose on the site.
        'accept-language': i18n.locale,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', unavailable());
  }

  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json().catch(() => null) : null;

  if (response.ok && isJson) return (await worded(body)) as T;
  if (response.ok && response.status === 204) return undefined as T;

  const error = (body as ErrorBody | null)?.error;
  if (error && typeof error.message === 'string') {
    const answer = {
      code: typeof error.code === 'string' ? error.code : 'error',
      message: error.message,
      params: error.params,
      fields: toFields(error.fields),
      fieldRules: error.fieldRules,
      retryAfter: response.headers.get('retry-after'),
    };
    const words = await import('./api-words')
      .then(({ wordApiError }) => wordApiError(answer))
      // Without the words (the connection dropped), the API's English still tells.
      .catch(() => ({ message: answer.message, fields: answer.fields, fieldRules: {} }));
    throw new ApiError(response.status, answer.code, words.message, words.fields, words.fieldRules);
  }
  // An answer that is not the API's (e.g. a static host's 404 page) means the API is not there.
  throw new ApiError(response.status, 'unavailable', unavailable());
}

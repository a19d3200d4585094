import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { env } from '@/config/env';

/** An error answered by the API, in its `{ error: { code, message, fields? } }` shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

/** What a visitor reads when the API could not be reached (in the page's language, when thrown). */
const unavailable = () =>
  t`Our server could not be reached, so nothing was sent. Please try again in a moment.`;

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

  if (response.ok && isJson) return body as T;
  if (response.ok && response.status === 204) return undefined as T;

  const error = (body as ErrorBody | null)?.error;
  if (error && typeof error.message === 'string') {
    throw new ApiError(
      response.status,
      typeof error.code === 'string' ? error.code : 'error',
      error.message,
      toFields(error.fields),
    );
  }
  // An answer that is not the API's (e.g. a static host's 404 page) means the API is not there.
  throw new ApiError(response.status, 'unavailable', unavailable());
}

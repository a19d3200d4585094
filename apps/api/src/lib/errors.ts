import type { ApiErrorBody } from '@eco/shared';

/** An error the API answers with as-is: status, stable code, human-readable message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body every error response shares. */
  toBody(): ApiErrorBody {
    return errorBody(this.code, this.message, this.fields);
  }
}

/**
 * An error response's body without an ApiError: for answers as frequent as 404s, where creating
 * an Error (it captures a stack trace) costs more than the rest of the answer.
 */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side.';

/** 400 naming what each field got wrong, as the schema validation answers. */
export const invalidFields = (fields: Record<string, string>) =>
  new ApiError(400, 'validation_failed', 'Some fields need attention.', fields);

/** 401 for routes that need a signed-in user. */
export const notSignedIn = () =>
  new ApiError(401, 'not_signed_in', 'You are not signed in. Log in and try again.');

/** Seconds a client is asked to wait before trying again while the database is down. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * 503 while PostgreSQL does not answer (a restart, an outage): the one 5xx the API gives on
 * purpose. Nothing of the request was saved (a statement that failed to reach the server commits
 * nothing), so the client may simply send it again.
 */
export const databaseUnavailable = (
  message = 'Our database is not answering for a moment; nothing was saved. Please try again in a few seconds.',
) =>
  new ApiError(503, 'database_unavailable', message, undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_S),
  });

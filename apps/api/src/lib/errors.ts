import type { ApiErrorBody, ApiErrorCode, ApiErrorParams, FieldRule } from '@eco/shared';

/** What an error carries besides its status, code and sentence. */
interface ApiErrorDetails {
  /** Field name -> its English message. */
  fields?: Record<string, string>;
  /** Field name -> the rule its message words (decision 0047). */
  fieldRules?: Record<string, FieldRule>;
  /** What the sentence names that the code does not, for a client that words it. */
  params?: ApiErrorParams;
  /** Response headers (Retry-After, Cache-Control). */
  headers?: Record<string, string>;
}

/**
 * An error the API answers with as-is: status, stable code (one of @eco/shared's
 * API_ERROR_CODES, which the site words in the page's language), English sentence.
 */
export class ApiError extends Error {
  readonly fields?: Record<string, string>;
  readonly fieldRules?: Record<string, FieldRule>;
  readonly params?: ApiErrorParams;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.fields = details.fields;
    this.fieldRules = details.fieldRules;
    this.params = details.params;
    this.headers = details.headers;
  }

  /** The JSON body every error response shares. */
  toBody(): ApiErrorBody {
    return errorBody(this.code, this.message, this);
  }
}

/**
 * An error response's body without an ApiError: for answers as frequent as 404s, where creating
 * an Error (it captures a stack trace) costs more than the rest of the answer.
 */
export function errorBody(
  code: ApiErrorCode,
  message: string,
  { fields, fieldRules, params }: Omit<ApiErrorDetails, 'headers'> = {},
): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(params ? { params } : {}),
      ...(fields ? { fields } : {}),
      ...(fieldRules && Object.keys(fieldRules).length > 0 ? { fieldRules } : {}),
    },
  };
}

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side.';

/**
 * 400 naming what each field got wrong, as the schema validation answers, with the rule each
 * message words where there is one (the site words it in the page's language, decision 0047).
 */
export const invalidFields = (
  fields: Record<string, string>,
  fieldRules?: Record<string, FieldRule>,
) => new ApiError(400, 'validation_failed', 'Some fields need attention.', { fields, fieldRules });

/** A 400 for one field breaking a rule the site words: its English message and its rule. */
export const invalidField = (field: string, message: string, rule: FieldRule) =>
  invalidFields({ [field]: message }, { [field]: rule });

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
  new ApiError(503, 'database_unavailable', message, {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_S) },
  });

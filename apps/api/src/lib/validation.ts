import { fieldRuleOf, type FieldRule } from '@eco/shared';
import { z } from 'zod';
import { findControlCharacters } from './control-characters';
import { ApiError, invalidFields } from './errors';

/** A whole number from `min` to `max` (coerced from text), `message` for every way it fails. */
export const wholeNumberIn = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const BODY_NOT_OBJECT = 'Send the fields as a JSON object.';

// The wording of the shared schemas' control-character message (`controlCharacterMessage`).
const CONTROL_MESSAGE = / contains a control character;/;

/**
 * Adds each of `error`'s issues to `fields` under its dotted path (`_` for the whole value),
 * keeping a message already there, and to `rules` the rule it words when the site words it
 * (decision 0047); an unknown key gets `unknown(key)` when given.
 */
function issueFields(
  error: z.ZodError,
  fields: Record<string, string>,
  unknown?: (key: string) => string,
  rules: Record<string, FieldRule> = {},
): Record<string, string> {
  for (const issue of error.issues) {
    if (unknown && issue.code === 'unrecognized_keys') {
      // Own keys only: a body key named `constructor` or `toString` is a field like any other.
      for (const key of issue.keys) if (!Object.hasOwn(fields, key)) fields[key] = unknown(key);
    } else {
      const key = issue.path.map(String).join('.') || '_';
      if (Object.hasOwn(fields, key)) continue;
      fields[key] = issue.message;
      const rule = fieldRuleOf(issue);
      if (rule.rule !== 'other') rules[key] = rule;
    }
  }
  return fields;
}

/**
 * Parses a request body with a shared zod schema; on failure throws a 400 whose `fields` map each
 * field to the schema's own message (the same text the web form shows, e.g. "Required field.").
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'validation_failed', BODY_NOT_OBJECT);
  }
  // A control character in a key is named first (the schema would only call it unknown), then
  // the schema's own messages (they name the field by its label), then any control character
  // the schema did not report (a field a module checks itself, a list entry).
  const control = findControlCharacters(body);
  const fields: Record<string, string> = { ...control.keys };
  const rules: Record<string, FieldRule> = {};
  const result = schema.safeParse(body);
  if (!result.success) {
    issueFields(result.error, fields, () => 'Unknown field: remove it from the request.', rules);
  }
  // A control character is named even where the schema found something else first (a
  // signature that is not hex): it is what the sender must fix, whatever else is wrong.
  for (const [key, message] of Object.entries(control.values)) {
    if (!CONTROL_MESSAGE.test(fields[key] ?? '')) fields[key] = message;
    rules[key] = { rule: 'controlCharacter' };
  }
  if (result.success && Object.keys(fields).length === 0) return result.data;
  throw invalidFields(fields, rules);
}

/** Parses a query string with a zod schema; on failure throws a 400 naming each bad parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const fields = issueFields(result.error, {}, (key) => `Unknown parameter: ${key}.`);
  throw new ApiError(
    400,
    'invalid_query',
    Object.values(fields).join(' ') || 'The query is not valid.',
    { fields },
  );
}

/**
 * Parses route parameters with a zod schema; on failure throws a 400 naming each bad parameter,
 * as the app's onRequest check does for a control character in one (`invalid_path`). Routes whose
 * answer to a bad parameter is their own (a 404) give it with `answerInvalidWith`.
 */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const fields = issueFields(result.error, {});
  throw new ApiError(400, 'invalid_path', Object.values(fields).join(' '), { fields });
}

/** Refuses a body with fields for requests that take none (no body or `{}`). */
export function requireEmptyBody(body: unknown, action: string) {
  const empty =
    body === undefined ||
    (typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Object.keys(body).length === 0);
  if (!empty) {
    throw new ApiError(400, 'validation_failed', `${action} takes no fields; send no body or {}.`);
  }
}

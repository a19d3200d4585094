import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { issueText } from './field-rule-words';

/** A form resolver whose validator (zod, the shared schema) is fetched on first use. */
export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A form's resolver on the shared schema the API validates with, loaded on demand: forms render
 * without zod, which is fetched when the visitor first focuses a field (`preload`) or submits.
 * Each field's first issue is worded by the site in the page's language (`issueText`, decision
 * 0047), not by the schema, whose sentences are the API's English. The forms' fields are flat, so
 * an issue's path is its field's name; one about the whole form goes to `root`.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): LazyResolver<T> {
  let loaded: Promise<ZodType<T, T>> | undefined;
  const load = () => (loaded ??= loadSchema());
  const resolver: Resolver<T> = async (values) => {
    const result = await (await load()).safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      errors[name] ??= { type: issue.code, message: issueText(issue) };
    }
    return { values: {}, errors: errors as never };
  };
  return Object.assign(resolver, {
    preload: () => {
      // A failed fetch is retried at submit, where its error is shown.
      load().catch(() => (loaded = undefined));
    },
  });
}

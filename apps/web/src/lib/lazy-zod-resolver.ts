import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** A form resolver whose validator (zod, the shared schema) is fetched on first use. */
export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * react-hook-form's zod resolver, loaded on demand: forms render without zod, which is fetched
 * when the visitor first focuses a field (`preload`) or submits. The rules are the shared
 * schemas the API validates with.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failed fetch is retried at submit, where its error is shown.
      load().catch(() => (loaded = undefined));
    },
  });
}

import { contactMessageSchema, signupFormSchema } from '@eco/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { sourceLocale } from '@/config/locales';
import { inLanguage } from '@/testing/catalogues';
import { activateLocale } from './i18n';
import { lazyZodResolver } from './lazy-zod-resolver';

/** German, from the sign-up form's catalogue (the form rules' words load with the forms). */
const german = () => inLanguage('de', 'features/auth/components/signup-form');

afterEach(() => activateLocale(sourceLocale));

/** A form's resolver, called as react-hook-form calls it. */
type Resolve = (values: Record<string, string>) => Promise<{
  values: unknown;
  errors: Record<string, { message?: string } | undefined>;
}>;

function resolverOf(schema: ZodType<FieldValues, FieldValues>): Resolve {
  const resolver = lazyZodResolver(() => Promise.resolve(schema));
  return (values) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as never;
}

/** What the resolver puts beside each field for `values`. */
async function fieldMessages(resolve: Resolve, values: Record<string, string>) {
  const { errors } = await resolve(values);
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

describe("a form's errors in the page's language", () => {
  const contact = resolverOf(contactMessageSchema);
  const signup = resolverOf(signupFormSchema);

  it('words the shared schema’s rules in English as the spec has them', async () => {
    expect(
      await fieldMessages(contact, { name: '', email: '', message: 'x'.repeat(5001) }),
    ).toEqual({
      name: 'Required field.',
      email: 'Required field.',
      message: 'Use at most 5,000 characters.',
    });
  });

  it('words them in German, with a German number, not in the schema’s English', async () => {
    await german();
    expect(
      await fieldMessages(contact, {
        name: '',
        email: 'ada@example.com',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: 'Pflichtfeld.',
      message: 'Verwenden Sie höchstens 5.000 Zeichen.',
    });
    expect(
      await fieldMessages(signup, {
        name: 'Ada',
        email: 'ada@example.com',
        password: 'long enough pw',
        confirmPassword: 'something else',
      }),
    ).toEqual({ confirmPassword: 'Die Passwörter stimmen nicht überein.' });
  });

  it('answers the values when nothing is wrong', async () => {
    expect(await contact({ name: ' Ada ', email: 'ada@example.com', message: 'Hello' })).toEqual({
      values: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
      errors: {},
    });
  });
});

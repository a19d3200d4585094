import { i18n } from '@lingui/core';
import { contactMessageSchema, signupFormSchema } from '@eco/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { locales, sourceLocale } from '@/config/locales';
import { fieldRuleWords } from './field-rule-words';
import { activateLocale } from './i18n';
import { lazyZodResolver } from './lazy-zod-resolver';

/** German for some of the rules, as its catalogue has them. */
function german(): void {
  activateLocale(locales.find(({ code }) => code === 'de')!);
  i18n.load('de', {
    [fieldRuleWords.required.id]: 'Pflichtfeld.',
    [fieldRuleWords.tooLong.id]: 'Verwenden Sie höchstens {max} Zeichen.',
    [fieldRuleWords.passwordsDiffer.id]: 'Die Passwörter stimmen nicht überein.',
  });
}

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
    german();
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

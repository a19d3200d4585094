import { REQUIRED_MESSAGE } from './limits';

// What a form field got wrong, named rather than worded (docs/decisions/0047): the schemas and
// the API keep their English sentences for anyone reading the API, and the site words each rule
// in the page's language from its own catalogues. The same rule reaches the site from its own
// check of a form (the shared schema, before sending) and from the API's (`fieldRules` of a 400),
// so a visitor reads the same sentence whichever side refused. No zod here: the site's pages show
// a server's field errors without loading it.

/**
 * A rule a field can break that the site words itself. `other` is one it does not know: the
 * schema's or the API's own sentence is shown (a rule only the team's console meets).
 */
export type FieldRule =
  | { rule: (typeof PLAIN_RULES)[number] }
  | { rule: 'tooShort'; min: number }
  | { rule: 'tooLong'; max: number }
  | { rule: 'other' };

/** The names of the rules; a refinement of a shared schema marks its issue with one. */
export type FieldRuleName = FieldRule['rule'];

/** The `params` a custom check gives its issue so that `fieldRuleOf` names its rule. */
export const ruleParams = (rule: Exclude<FieldRuleName, 'other'>) => ({ params: { rule } });

/** The parts of a zod issue `fieldRuleOf` reads (structurally, so it needs no zod). */
export interface IssueLike {
  code: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  params?: Record<string, unknown>;
  /** The schema's sentence: its own for a field whose missing value means more than "required". */
  message?: string;
}

/** The rules that carry nothing but their name. */
const PLAIN_RULES = [
  'required',
  'email',
  'controlCharacter',
  'oneLine',
  'passwordsDiffer',
  'passwordOrSignature',
  'notBoth',
  'incompleteLink',
  'commonPassword',
  'currentPasswordNeeded',
  'notCurrentPassword',
  'noPassword',
  'noWalletLinked',
  'sameEmail',
] as const;
const NAMED = new Set<string>(PLAIN_RULES);

/** A missing text's sentence that says no more than "required": the schemas' or zod's own. */
const isPlainMissing = (message: string | undefined) =>
  message === undefined || message === REQUIRED_MESSAGE || message.startsWith('Invalid input');

/** The rule a zod issue of a shared schema stands for; `other` for any the site does not word. */
export function fieldRuleOf(issue: IssueLike): FieldRule {
  switch (issue.code) {
    // A text field left out (or sent as something else): the schemas' "Required field." too,
    // unless the schema says more of it (a mailed link's token: "This link is incomplete…"), whose
    // own sentence stays. Another type (a chain id that is not a number) is a rule of its own.
    case 'invalid_type':
      return issue.expected === 'string' && isPlainMissing(issue.message)
        ? { rule: 'required' }
        : { rule: 'other' };
    case 'too_small':
      if (issue.origin !== 'string') return { rule: 'other' };
      // Every "at least 1" of a text field is the spec's "Required field.".
      return Number(issue.minimum) <= 1
        ? { rule: 'required' }
        : { rule: 'tooShort', min: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string'
        ? { rule: 'tooLong', max: Number(issue.maximum) }
        : { rule: 'other' };
    case 'invalid_format':
      return issue.format === 'email' ? { rule: 'email' } : { rule: 'other' };
    case 'custom': {
      const rule = issue.params?.rule;
      return typeof rule === 'string' && NAMED.has(rule)
        ? ({ rule } as FieldRule)
        : { rule: 'other' };
    }
    default:
      return { rule: 'other' };
  }
}

/** A FieldRule as the API sends it, checked: anything malformed is `other`. */
export function readFieldRule(value: unknown): FieldRule {
  if (typeof value !== 'object' || value === null) return { rule: 'other' };
  const { rule, min, max } = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);
  if (rule === 'tooShort' && whole(min)) return { rule, min };
  if (rule === 'tooLong' && whole(max)) return { rule, max };
  if (typeof rule === 'string' && NAMED.has(rule)) return { rule } as FieldRule;
  return { rule: 'other' };
}

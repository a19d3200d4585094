import { Fragment } from 'react';
import { i18n } from '@lingui/core';
import type { TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

/**
 * What Lingui's `<Trans>` macro compiles to here (lingui.config.ts's runtimeConfigModule): a
 * sentence that holds markup (a link, emphasis), translated as one message with the page's one
 * `i18n` instance. A page's language never changes while it is open, so no provider (and no
 * subscription to a locale change) is needed: this keeps Lingui's React part to the few lines
 * that put the elements back into the translated text.
 *
 * Lingui puts a text value into the sentence before it reads the sentence's markup (`<0>…</0>`),
 * so a value with a "<" in it (a donor's memo, a name someone typed) could open or close the
 * sentence's own elements, a link among them. Such a value is passed as an element instead, which
 * Lingui places without reading it: it shows exactly as typed.
 */
export function Trans({ values, ...props }: TransProps) {
  const safe =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && value.includes('<') ? <Fragment>{value}</Fragment> : value,
      ]),
    );
  return <TransNoContext {...props} values={safe} lingui={{ i18n }} />;
}

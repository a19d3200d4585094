import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { StatusWithLink } from '@/components/mailed-link';
import { paths } from '@/config/paths';

/** Read with `i18n._(…)` in the page's language (ResetLinkProblem takes it as it is). */
export const INCOMPLETE_RESET_LINK: MessageDescriptor = msg`This link is incomplete. Open the link from the mail again, or ask for a new one.`;

/**
 * A reset link that cannot work (incomplete, used or expired): says so and offers a new one.
 * `message` is the API's own words, or one of this site's messages (INCOMPLETE_RESET_LINK).
 */
export function ResetLinkProblem({ message }: { message: string | MessageDescriptor }) {
  return (
    <StatusWithLink
      status={{ kind: 'error', message: typeof message === 'string' ? message : i18n._(message) }}
      to={paths.forgotPassword}
      label={t`Ask for a new link`}
    />
  );
}

import { t } from '@lingui/core/macro';
import type { AccountEventKind, ApiAccountEvent } from '@eco/shared';
import { formatDateTime } from '@/lib/format';

/**
 * What each entry of the history says happened; `detail` is what the API kept of it. Called at
 * render time, in the page's language.
 */
const whatHappened: Record<AccountEventKind, (detail: string | null) => string> = {
  email_change_requested: (domain) =>
    domain
      ? t`Asked to change the email address to one at ${domain}`
      : t`Asked to change the email address to one at another domain`,
  email_changed: (domain) =>
    domain
      ? t`Email address changed to one at ${domain}`
      : t`Email address changed to one at another domain`,
  password_set: () => t`Password set`,
  password_changed: () => t`Password changed`,
  password_reset: () => t`Password set from a reset link sent by email`,
  wallet_linked: (detail) => {
    const wallet = detail ?? '';
    return t`Wallet ${wallet} linked`;
  },
  wallet_unlinked: (detail) => {
    const wallet = detail ?? '';
    return t`Wallet ${wallet} unlinked`;
  },
  signed_out_everywhere: () => t`Signed out everywhere`,
  identity_confirmed: (how) =>
    how === 'wallet'
      ? t`Confirmed it was you by signing with the linked wallet`
      : t`Confirmed it was you with the password`,
};

/** Where a change came from: its IP address, when the API kept one. */
function fromText(ip: string | null): string {
  return ip ? t`From ${ip}` : t`From an unknown address`;
}

/**
 * The account's history (GET /api/account's `history`): the newest changes to how it signs in
 * and where its mail goes, each with its time and the address it came from.
 */
export function AccountHistory({ history }: { history: ApiAccountEvent[] }) {
  if (history.length === 0) {
    return (
      <p className="text-slate-700">
        {t`Nothing yet. Changes to your email address, password and wallet will be listed here.`}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-slate-100">
      {history.map((event, index) => (
        <li key={`${event.at}-${index}`} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
          <time dateTime={event.at} className="text-sm text-slate-600">
            {formatDateTime(event.at)}
          </time>
          <p className="min-w-0 wrap-anywhere">
            {whatHappened[event.kind](event.detail)}
            <span className="block text-sm text-slate-600">{fromText(event.ip)}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}

import type { AccountEventKind, ApiAccountEvent } from '@eco/shared';
import { formatDateTime } from '@/lib/format';

/** What each entry of the history says happened; `detail` is what the API kept of it. */
const whatHappened: Record<AccountEventKind, (detail: string | null) => string> = {
  email_change_requested: (domain) =>
    `Asked to change the email address to one at ${domain ?? 'another domain'}`,
  email_changed: (domain) => `Email address changed to one at ${domain ?? 'another domain'}`,
  password_set: () => 'Password set',
  password_changed: () => 'Password changed',
  password_reset: () => 'Password set from a reset link sent by email',
  wallet_linked: (wallet) => `Wallet ${wallet ?? ''} linked`,
  wallet_unlinked: (wallet) => `Wallet ${wallet ?? ''} unlinked`,
  signed_out_everywhere: () => 'Signed out everywhere',
  identity_confirmed: (how) =>
    how === 'wallet'
      ? 'Confirmed it was you by signing with the linked wallet'
      : 'Confirmed it was you with the password',
};

/**
 * The account's history (GET /api/account's `history`): the newest changes to how it signs in
 * and where its mail goes, each with its time and the address it came from.
 */
export function AccountHistory({ history }: { history: ApiAccountEvent[] }) {
  if (history.length === 0) {
    return (
      <p className="text-slate-700">
        Nothing yet. Changes to your email address, password and wallet will be listed here.
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
            <span className="block text-sm text-slate-600">
              {event.ip ? `From ${event.ip}` : 'From an unknown address'}
            </span>
          </p>
        </li>
      ))}
    </ol>
  );
}

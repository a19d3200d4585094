import { t } from '@lingui/core/macro';
import { useId } from 'react';
import type { ApiAccountSession } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { useSubmission } from '@/hooks/use-submission';
import { formatDateTime } from '@/lib/format';
import { useEndSession, useRevokeAllSessions } from '../api/account';
import { describeUserAgent } from '../utils/user-agent';

/**
 * Where the account is signed in: each session's browser, address and times, with "Sign out"
 * for each and "Sign out everywhere". Ending this browser's own session, or all of them, signs
 * this page out (`onSignedOut`).
 */
export function SessionsList({
  sessions,
  onSignedOut,
}: {
  sessions: ApiAccountSession[];
  onSignedOut: (event: { message: string }) => void;
}) {
  const endSession = useEndSession();
  const endAllSessions = useRevokeAllSessions();
  const { status, run } = useSubmission();
  // This browser first, then the most recently used.
  const ordered = [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      (b.lastSeenAt ?? b.createdAt).localeCompare(a.lastSeenAt ?? a.createdAt),
  );

  const end = (session: ApiAccountSession) =>
    run(async () => {
      await endSession.mutateAsync({ id: session.id, current: session.current });
      if (!session.current) {
        const browser = describeUserAgent(session.userAgent);
        const ip = session.ip;
        return ip ? t`Signed out ${browser} (${ip}).` : t`Signed out ${browser}.`;
      }
      onSignedOut({ message: t`You signed out this browser.` });
    });

  const endAll = () =>
    run(async () => {
      await endAllSessions.mutateAsync();
      onSignedOut({ message: t`You signed out everywhere, this browser too.` });
    });

  return (
    <div className="space-y-5">
      <ul className="grid gap-4 lg:grid-cols-2">
        {ordered.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            busy={endSession.isPending && endSession.variables.id === session.id}
            onEnd={() => void end(session)}
          />
        ))}
      </ul>
      <FormStatus status={status} />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
        <Button variant="outline" onClick={() => void endAll()} disabled={endAllSessions.isPending}>
          {endAllSessions.isPending ? t`Signing out…` : t`Sign out everywhere`}
        </Button>
        <p className="text-sm text-slate-600">{t`Ends every session listed here, this one too.`}</p>
      </div>
    </div>
  );
}

function SessionItem({
  session,
  busy,
  onEnd,
}: {
  session: ApiAccountSession;
  busy: boolean;
  onEnd: () => void;
}) {
  const titleId = useId();
  const browser = describeUserAgent(session.userAgent);
  return (
    <li
      aria-labelledby={titleId}
      className={`rounded-2xl border p-4 ${session.current ? 'border-brand-300 bg-brand-50/60' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p id={titleId} className="font-semibold text-brand-950">
          {browser}
          {session.current ? (
            <span className="ms-2 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
              {t`This browser`}
            </span>
          ) : null}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEnd}
          disabled={busy}
          aria-describedby={titleId}
        >
          {busy ? t`Signing out…` : t`Sign out`}
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t`From`}</dt>
        <dd className="break-all">{session.ip ?? t`Unknown address`}</dd>
        <dt className="text-slate-600">{t`Signed in`}</dt>
        <dd>{formatDateTime(session.createdAt)}</dd>
        <dt className="text-slate-600">{t`Last active`}</dt>
        <dd>{session.lastSeenAt ? formatDateTime(session.lastSeenAt) : t`Not since signing in`}</dd>
      </dl>
    </li>
  );
}

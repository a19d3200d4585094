import { SelectField } from '@/components/ui/form/field';
import { useId, useState, type SyntheticEvent } from 'react';
import type { AdminMessageKind, AdminMessageStatus, ApiAdminMessage } from '@eco/shared';
import { Download, Mail } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { submissionErrorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import {
  messagesCsvUrl,
  useAdminMessages,
  type AdminMessagesFilter,
} from '../api/get-admin-messages';
import { useSetMessageHandled } from '../api/set-message-handled';

const PAGE_SIZE = 20;

const kinds: { key: AdminMessageKind; label: string; noun: string }[] = [
  { key: 'contact', label: 'Contact messages', noun: 'message' },
  { key: 'faq', label: 'FAQ questions', noun: 'question' },
];

const statuses: { value: AdminMessageStatus; label: string }[] = [
  { value: 'open', label: 'Open (not handled yet)' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** The contact messages and FAQ questions: paged, searchable, marked handled, exported as CSV. */
export function MessagesPanel() {
  const searchId = useId();
  const [filter, setFilter] = useState<AdminMessagesFilter>({
    kind: 'contact',
    q: '',
    status: 'open',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const [search, setSearch] = useState('');
  const messages = useAdminMessages(filter);
  const kind = kinds.find((k) => k.key === filter.kind) ?? kinds[0]!;
  const total = messages.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filter.pageSize));

  const update = (next: Partial<AdminMessagesFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...next }));

  const onSearch = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <div>
      <Tabs
        label="Inbox"
        items={kinds}
        selected={filter.kind}
        onSelect={(key) => update({ kind: key })}
        className="inline-grid grid-cols-2"
        panelClassName="mt-6 space-y-5"
      >
        <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
          <form role="search" onSubmit={onSearch} className="space-y-1.5">
            <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
              Search name, email, subject and text
            </label>
            <div className="flex gap-2">
              <input
                id={searchId}
                type="search"
                value={search}
                maxLength={200}
                onChange={(event) => setSearch(event.target.value)}
                className="block w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 focus:border-brand-600"
              />
              <Button type="submit" variant="outline">
                Search
              </Button>
            </div>
          </form>
          <SelectField
            label="Show"
            value={filter.status}
            onChange={(value) => update({ status: value as AdminMessageStatus })}
            options={statuses}
          />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {messages.isPending
              ? 'Loading…'
              : `${total} ${kind.noun}${total === 1 ? '' : 's'}${filter.q ? ` matching “${filter.q}”` : ''}`}
          </p>
          <a href={messagesCsvUrl(filter)} download className={buttonClasses('ghost', 'sm')}>
            <Download aria-hidden="true" className="size-4" /> Export CSV
          </a>
        </div>

        {messages.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-950">
            {submissionErrorMessage(messages.error, 'The inbox could not be loaded.')}
          </p>
        ) : null}

        {messages.data && messages.data.items.length === 0 ? (
          <p className="rounded-2xl bg-slate-50 p-5 text-slate-700">
            No {kind.noun}s {filter.status === 'open' ? 'waiting' : 'here'}.
          </p>
        ) : null}

        <ul className="space-y-4" aria-busy={messages.isFetching}>
          {messages.data?.items.map((message) => (
            <MessageItem key={message.id} message={message} noun={kind.noun} />
          ))}
        </ul>

        <Pager
          label="Inbox pages"
          page={filter.page}
          pages={pages}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      </Tabs>
    </div>
  );
}

function MessageItem({ message, noun }: { message: ApiAdminMessage; noun: string }) {
  const handled = useSetMessageHandled();
  const headingId = useId();
  const isHandled = message.handledAt !== null;
  const subject = message.subject ?? (message.kind === 'faq' ? 'Your question' : 'Your message');
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="font-semibold break-words text-brand-950">
              {message.subject ?? (message.kind === 'faq' ? 'Question' : 'Message')} from{' '}
              {message.name}
            </h3>
            <p className="text-sm break-all text-slate-600">
              {message.email} · {formatDateTime(message.createdAt)}
            </p>
          </div>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${isHandled ? 'bg-slate-200 text-slate-800' : 'bg-amber-100 text-amber-950'}`}
          >
            {isHandled ? 'Handled' : 'Open'}
          </span>
        </div>
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
        {isHandled ? (
          <p className="mt-3 text-sm text-slate-600">
            Handled{message.handledBy ? ` by ${message.handledBy}` : ''} on{' '}
            {formatDateTime(message.handledAt!)}.
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={mailto} className={buttonClasses('outline', 'sm')}>
            <Mail aria-hidden="true" className="size-4" /> Reply by email
          </a>
          <Button
            size="sm"
            variant={isHandled ? 'ghost' : 'primary'}
            disabled={handled.isPending}
            aria-describedby={headingId}
            onClick={() =>
              handled.mutate({ kind: message.kind, id: message.id, handled: !isHandled })
            }
          >
            {handled.isPending ? <Spinner className="size-4 border-2" /> : null}
            {isHandled ? 'Mark as open' : 'Mark handled'}
          </Button>
        </div>
        {handled.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {submissionErrorMessage(handled.error, `The ${noun} could not be updated. Try again.`)}
          </p>
        ) : null}
      </article>
    </li>
  );
}

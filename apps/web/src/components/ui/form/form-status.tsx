import { CheckCircle2, TriangleAlert } from 'lucide-react';

/** The outcome of a submission: its message, or nothing yet. */
export type SubmissionStatus = { kind: 'success' | 'error'; message: string } | null;

/** The outcome of a form submission, announced to screen readers where it appears. */
export function FormStatus({ status }: { status: SubmissionStatus }) {
  if (!status) return <div role="status" aria-live="polite" />;
  const success = status.kind === 'success';
  const Icon = success ? CheckCircle2 : TriangleAlert;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${
        success
          ? 'border-brand-300 bg-brand-50 text-brand-900'
          : 'border-red-300 bg-red-50 text-red-900'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* A message may name a hash or an address: it wraps anywhere rather than run out. */}
      <p className="min-w-0 wrap-anywhere">{status.message}</p>
    </div>
  );
}

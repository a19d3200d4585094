import { Trans } from '@lingui/react/macro';

/**
 * Marks content that is a placeholder, not a checked fact (provenance `sample`). The visible word
 * is "Sample"; screen readers hear what it means. A production build refuses sample content
 * (src/content/launch-gate.ts), so these appear only in local and staging builds.
 */
export function SampleBadge({ className = '' }: { className?: string }) {
  return (
    <span
      data-sample-badge=""
      className={`inline-flex items-center rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase ${className}`}
    >
      <Trans>
        Sample<span className="sr-only"> content: a placeholder, not a verified fact</span>
      </Trans>
    </span>
  );
}

/** The one line a page with sample items shows, saying what the badges mean. */
export function SampleNotice({ className = '' }: { className?: string }) {
  return (
    <p
      data-sample-notice=""
      className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 ${className}`}
    >
      <Trans>
        <strong className="font-semibold">Sample content:</strong> items marked{' '}
        <span className="font-semibold uppercase">Sample</span> are placeholders that show how this
        page will look. They are not real people, quotes, figures or records, and they are replaced
        by checked ones before launch.
      </Trans>
    </p>
  );
}

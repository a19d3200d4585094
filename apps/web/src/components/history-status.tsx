import { t } from '@lingui/core/macro';
import { Spinner } from '@/components/ui/spinner';

/**
 * Said when a history (read from the indexer) is behind the chain or could not be read: the page
 * keeps what it has and fills in by itself. Not an error: the chain itself is fine.
 */
export function HistoryCatchingUp({ className = '' }: { className?: string }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
    >
      <Spinner className="size-4 border-2" />
      {t`History is catching up with the blockchain: the newest transactions may be missing for a moment. This page updates by itself.`}
    </p>
  );
}

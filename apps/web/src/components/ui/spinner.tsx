import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

type SpinnerProps = { className?: string };

/** A decorative spinning ring; the accessible label belongs to the element that shows it. */
export function Spinner({ className = 'size-10' }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-4 border-brand-200 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite] ${className}`}
    />
  );
}

/** The full-screen spinner shown while a page or a long action loads. */
export function FullScreenSpinner({ label = t`Loading` }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/80 backdrop-blur-sm"
    >
      <Spinner className="size-12" />
    </div>
  );
}

/** A line saying what is loading, with a small spinner; `centred` for a whole section's place. */
export function Loading({ children, centred = false }: { children: ReactNode; centred?: boolean }) {
  return (
    <p
      role="status"
      className={`flex items-center gap-2 text-slate-600 ${centred ? 'justify-center' : 'text-sm'}`}
    >
      <Spinner className={`${centred ? 'size-5' : 'size-4'} border-2`} /> {children}
    </p>
  );
}

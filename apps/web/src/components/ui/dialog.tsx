import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-xl' };

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, closes it on Escape
 * and puts it in the top layer; this adds a labelled header and a close button.
 *
 * It hangs from a fixed distance below the top of the window rather than in its middle: a
 * centred dialog moves all of its content by half of whatever it gains, even below its button
 * (a fee's estimate, a price's note, a transaction's status), so the button moved away as a
 * visitor went to click it (e2e: "the Donate button stays where it is").
 */
export function Dialog({ open, onClose, title, description, children, size = 'md' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      className={`palette-page mx-auto mt-4 mb-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] sm:mt-[8dvh] sm:max-h-[calc(92dvh-1rem)] ${widths[size]} rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-scrim/60`}
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-950">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t`Close`}
              className="-mt-1 -me-2 rounded-full p-2 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

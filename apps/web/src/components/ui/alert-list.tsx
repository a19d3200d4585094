import { t } from '@lingui/core/macro';
import {
  CheckCircle2,
  ExternalLink as ExternalIcon,
  Info,
  TriangleAlert,
  X,
  XCircle,
} from 'lucide-react';
import { ExternalLink } from './button';
import { useAlertStore, type AlertColor } from '@/stores/alert';

const colorClasses: Record<AlertColor, string> = {
  blue: 'border-sky-300 bg-sky-50 text-sky-950',
  green: 'border-brand-300 bg-brand-50 text-brand-950',
  red: 'border-red-300 bg-red-50 text-red-950',
  yellow: 'border-amber-300 bg-amber-50 text-amber-950',
};

const icons: Record<AlertColor, typeof Info> = {
  blue: Info,
  green: CheckCircle2,
  red: XCircle,
  yellow: TriangleAlert,
};

/** The alerts on screen, newest last; loaded with the first alert (see GlobalAlert). */
export default function AlertList() {
  const alerts = useAlertStore((state) => state.alerts);
  const close = useAlertStore((state) => state.close);
  return (
    <>
      {alerts.map(({ id, color, title, message, link }) => {
        const Icon = icons[color];
        return (
          <div
            key={id}
            role="alert"
            className={`pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-2xl border p-4 shadow-lg ${colorClasses[color]}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0 flex-1">
              {title ? <p className="font-semibold">{title}</p> : null}
              <p className="text-sm break-words">{message}</p>
              {link ? (
                <ExternalLink
                  href={link.href}
                  className="mt-1 inline-flex items-center gap-1 text-sm font-semibold underline"
                >
                  {link.label} <ExternalIcon aria-hidden="true" className="size-3.5" />
                </ExternalLink>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => close(id)}
              aria-label={t`Dismiss alert`}
              className="rounded-full p-1 hover:bg-black/5"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </>
  );
}

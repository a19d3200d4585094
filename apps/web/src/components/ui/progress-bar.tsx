type ProgressBarProps = { value: number; max: number; label: string };

/** A labelled progress bar; the visible percentage is computed, never stored. */
export function ProgressBar({ value, max, label }: ProgressBarProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
    >
      {/* An SVG rect, not a styled div: prerendered style attributes are what a strict Content
          Security Policy (style-src 'self') blocks, and the bar would stay empty. */}
      <svg
        viewBox="0 0 100 1"
        preserveAspectRatio="none"
        aria-hidden="true"
        className="block h-full w-full fill-brand-600"
      >
        <rect width={percent} height={1} />
      </svg>
    </div>
  );
}

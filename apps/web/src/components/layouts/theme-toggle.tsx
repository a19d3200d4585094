import { t } from '@lingui/core/macro';
import { Moon, Sun } from 'lucide-react';
import { setTheme, useTheme } from '@/stores/theme';

/**
 * The dark theme's switch (a toggle button, pressed when dark), in the header on wide screens and
 * in the menu drawer on narrow ones. `label` shows its name beside the icon (the drawer); without
 * it the name is for screen readers only.
 */
export function ThemeToggle({ className = '', label }: { className?: string; label?: boolean }) {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={`items-center gap-3 rounded-full p-2 ${className}`}
    >
      {/* Chosen by the page's class, not by state: right from the first frame, before the
          page is live and the state is known. */}
      <Sun aria-hidden="true" className="size-5 [.dark_&]:hidden" />
      <Moon aria-hidden="true" className="hidden size-5 [.dark_&]:block" />
      <span className={label ? undefined : 'sr-only'}>{t`Dark theme`}</span>
    </button>
  );
}

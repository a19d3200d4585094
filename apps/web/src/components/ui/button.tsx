import { t } from '@lingui/core/macro';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-accent-400 text-on-accent hover:bg-accent-300 shadow-sm',
  outline: 'border border-brand-700 text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  light: 'bg-white text-brand-900 hover:bg-brand-50 shadow-sm',
  /** What cannot be undone (deleting the account). */
  danger: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
};
const sizes: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Class names for anything that should look like a button (buttons and links alike). */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${extra}`;
}

type Style = { variant?: Variant; size?: Size };

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Style) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = '', ...props }: LinkProps & Style) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link that leaves the site: new tab, no opener, and says so to screen readers (`newTab`). */
export function ExternalLink({
  children,
  rel,
  newTab,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab?: string }) {
  const hint = newTab ?? ` ${t`(opens in a new tab)`}`;
  return (
    <a target="_blank" rel={rel ?? 'noopener noreferrer'} {...props}>
      {children}
      <span className="sr-only">{hint}</span>
    </a>
  );
}

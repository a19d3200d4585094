import type { ReactNode } from 'react';
import { PageHead, type PageHeadProps } from './head';

type PageHeaderProps = PageHeadProps & {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The band at the top of every inner page, holding its only h1 (and, given a description, its head). */
export function PageHeader({ eyebrow, title, lead, children, ...head }: PageHeaderProps) {
  return (
    <header className="palette-fixed bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wider text-accent-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-2xl text-lg text-brand-100">{lead}</div> : null}
        {children}
      </div>
      <PageHead title={title} {...head} />
    </header>
  );
}

/** A content section with a consistent width and an optional h2. */
export function Section({
  title,
  lead,
  children,
  className = '',
  id,
}: {
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} id={id} className={`py-14 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {title ? (
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl"
          >
            {title}
          </h2>
        ) : null}
        {lead ? <div className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</div> : null}
        <div className={title || lead ? 'mt-10' : ''}>{children}</div>
      </div>
    </section>
  );
}

/**
 * Paragraphs in one block, after `children` (a badge for all of them): given as a list, or as
 * text whose paragraphs are separated by blank lines (or single line breaks).
 */
export function Paragraphs({
  text,
  className = 'space-y-4',
  children,
}: {
  text: string | readonly string[];
  className?: string;
  children?: ReactNode;
}) {
  const paragraphs =
    typeof text === 'string'
      ? text
          .split(/\n\s*\n|\n/)
          .map((p) => p.trim())
          .filter(Boolean)
      : text;
  return (
    <div className={className}>
      {children}
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

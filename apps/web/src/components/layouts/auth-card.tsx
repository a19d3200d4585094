import type { ReactNode } from 'react';
import { PageHead, type PageHeadProps } from '@/components/ui/head';

/** The centred card that holds the login and sign-up forms (and, given a description, the page's head). */
export function AuthCard({
  title,
  lead,
  children,
  ...head
}: PageHeadProps & { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-md rounded-3xl border border-slate-200 bg-white p-8 shadow-lg">
        <img src="/images/logo.svg" alt="" width={40} height={40} className="mx-auto size-10" />
        <h1 className="mt-4 text-center text-2xl font-bold text-brand-950">{title}</h1>
        <p className="mt-2 text-center text-slate-600">{lead}</p>
        <div className="mt-8">{children}</div>
      </div>
      <PageHead title={title} {...head} />
    </div>
  );
}

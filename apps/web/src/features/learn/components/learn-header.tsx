import { t } from '@lingui/core/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';

/** The header of a page under Learn (a topic, the guide): its summary and the way back. */
export function LearnHeader({ title, summary }: { title: string; summary: string }) {
  return (
    <PageHeader eyebrow={t`Learn`} title={title} description={summary} lead={summary}>
      <Link
        to={paths.learn}
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-accent-300 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {t`All topics`}
      </Link>
    </PageHeader>
  );
}

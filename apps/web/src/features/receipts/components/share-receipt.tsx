import { t } from '@lingui/core/macro';
import { Check, Copy, Download, Mail, Printer } from 'lucide-react';
import { marketingNoticeLines } from '@/components/marketing-notice-words';
import { Button, buttonClasses, ExternalLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { ENGLISH_DOCUMENT, InEnglish } from '@/components/ui/in-english';

/**
 * Ways to keep and pass on a receipt: the PDF (made by the API from the same transaction), the
 * printer, the link itself, and the X and e-mail share forms. Nothing is sent anywhere until the
 * visitor follows one of them; the page says what the link reveals.
 */
export function ShareReceipt({
  pageUrl,
  pdfUrl,
  title,
}: {
  pageUrl: string;
  /** Absent when the transaction has no receipt to download. */
  pdfUrl?: string | undefined;
  title: string;
}) {
  const { copied, copy } = useCopyToClipboard();
  // A shared receipt markets ECO (MiCA Art. 7). A post on X holds 280 characters and the
  // statement alone takes 265, so the post names the white paper and the receipt page it opens
  // (a promoting route) shows the statement; a mail has room for all of it.
  const whitePaper = new URL(paths.whitePaper, pageUrl).href;
  const text = t`${title} on Green Planet ECO, checked on the blockchain (white paper: ${whitePaper}):`;
  const tweet = `https://x.com/intent/tweet?${new URLSearchParams({ text, url: pageUrl }).toString()}`;
  const body = [text, pageUrl, '', marketingNoticeLines(whitePaper)].join('\n');
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
  return (
    <div className="print:hidden">
      <div className="flex flex-wrap gap-2">
        {pdfUrl ? (
          <a
            href={pdfUrl}
            download
            hrefLang={ENGLISH_DOCUMENT}
            className={buttonClasses('primary', 'sm')}
          >
            <Download aria-hidden="true" className="size-4" />{' '}
            {/* One piece of text in the flex button: the note follows the label as words do. */}
            <span>
              {t`Download PDF`}
              <InEnglish />
            </span>
          </a>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> {t`Print`}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copy(pageUrl)}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}{' '}
          {t`Copy link`}
        </Button>
        <ExternalLink href={tweet} className={buttonClasses('outline', 'sm')}>
          {t`Share on X`}
        </ExternalLink>
        <a href={mail} className={buttonClasses('outline', 'sm')}>
          <Mail aria-hidden="true" className="size-4" /> {t`Send by e-mail`}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-brand-800">
        {copied ? t`Link copied.` : ''}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {t`Anyone with the link sees this receipt: its addresses and amounts are public on the blockchain anyway, and nothing else about you is in it.`}
      </p>
    </div>
  );
}

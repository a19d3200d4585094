import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import type { GuideScreenshot, HowToBuyGuide, HowToBuyStep } from '@/content/schemas';
import { Paragraphs } from '@/components/ui/page-header';

type ImageSizes = Readonly<Record<string, { width: number; height: number }>>;

/** Where the guide's screenshots are served from (apps/web/public/learn/how-to-buy). */
export const screenshotSrc = (name: string) => `/learn/how-to-buy/${name}.png`;

/**
 * One screenshot of the site's own dialogs, at most its own size. Loaded lazily (a content page's
 * first load stays small), with its width and height so the page does not move when it arrives.
 * A picture without a known size is left out: the content test requires every one to have one.
 */
function Screenshot({ shot, sizes }: { shot: GuideScreenshot; sizes: ImageSizes }) {
  const size = sizes[shot.name];
  if (!size) return null;
  return (
    <figure className="mt-6">
      <img
        src={screenshotSrc(shot.name)}
        alt={shot.alt}
        width={size.width}
        height={size.height}
        loading="lazy"
        decoding="async"
        className="h-auto max-w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
      />
      <figcaption className="mt-2 text-sm text-slate-600">{shot.caption}</figcaption>
    </figure>
  );
}

function Step({ step, number, sizes }: { step: HowToBuyStep; number: number; sizes: ImageSizes }) {
  const headingId = `${step.id}-heading`;
  return (
    <section id={step.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="flex items-baseline gap-3 text-2xl font-bold text-brand-950">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center self-center rounded-full bg-brand-700 text-base text-white"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">{t`Step ${number}:`} </span>
          {step.title}
        </span>
      </h2>
      <Paragraphs
        text={step.paragraphs}
        className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700"
      />
      {step.points ? (
        <ul className="mt-4 list-disc space-y-2 ps-6 text-lg leading-relaxed text-slate-700">
          {step.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      {step.screenshots?.map((shot) => (
        <Screenshot key={shot.name} shot={shot} sizes={sizes} />
      ))}
      {step.links ? (
        <p className="mt-6 flex flex-wrap gap-x-2 gap-y-1 text-sm">
          <span className="text-slate-600">{t`Read next:`}</span>
          {step.links.map((link, index) => (
            <span key={link.to}>
              <Link to={link.to} className="font-semibold text-brand-700 underline">
                {link.label}
              </Link>
              {index < step.links!.length - 1 ? <span aria-hidden="true"> ·</span> : null}
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** The how-to-buy guide: a list of its steps, then each step with its screenshots and links. */
export function HowToBuyGuideArticle({
  guide,
  sizes,
}: {
  guide: HowToBuyGuide;
  sizes: ImageSizes;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-labelledby="steps-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2
          id="steps-heading"
          className="text-sm font-semibold tracking-wider text-brand-800 uppercase"
        >
          {t`Steps`}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 ps-5 text-sm">
          {guide.steps.map((step) => (
            <li key={step.id}>
              <a href={`#${step.id}`} className="text-brand-700 hover:underline">
                {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl space-y-14">
        {guide.steps.map((step, index) => (
          <Step key={step.id} step={step} number={index + 1} sizes={sizes} />
        ))}
      </div>
    </div>
  );
}

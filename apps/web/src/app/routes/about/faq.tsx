import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { formIsland } from '@/components/ui/form/form-island';
import { PageHeader, Section } from '@/components/ui/page-header';
import { faqEntries } from '@/content/faq';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const QuestionForm = formIsland(() => import('@/features/faq/components/question-form'));

export default function FaqRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={t`Frequently asked questions`}
        headTitle={t`FAQ`}
        description={t`Answers to common questions about the ECO token and its sale.`}
        lead={t`About the token, the sale, fees, referrals and our carbon credits.`}
      />
      <Section>
        <Accordion
          headingLevel={2}
          items={faqEntries().map((entry) => ({
            id: entry.id,
            title: entry.question,
            content: (
              <>
                <p>{entry.answer}</p>
                {entry.link ? (
                  <p className="mt-3">
                    <Link to={entry.link.to} className="font-semibold text-brand-700 underline">
                      {entry.link.label}
                    </Link>
                  </p>
                ) : null}
              </>
            ),
          }))}
        />
      </Section>
      <Section className="bg-slate-50">
        <div className="mx-auto max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="question-form-heading" className="text-2xl font-bold text-brand-950">
            {t`Any questions?`}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">
            {t`Did not find your answer? Ask us and we will reply by email.`}
          </p>
          <QuestionForm />
        </div>
      </Section>
    </>
  );
}

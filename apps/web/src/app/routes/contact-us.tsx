import { t } from '@lingui/core/macro';
import { ContactDetails } from '@/components/content/contact-details';
import { formIsland } from '@/components/ui/form/form-island';
import { PageHeader, Section } from '@/components/ui/page-header';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const ContactForm = formIsland(() => import('@/features/contact/components/contact-form'));

export default function ContactRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`Contact`}
        title={t`Contact us`}
        description={t`Send the Green Planet ECO team a message.`}
        lead={t`Questions about the token, a campaign or a partnership? Send us a message and we will reply by email.`}
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="mb-6 text-xl font-semibold text-brand-950">{t`Send a message`}</h2>
            <ContactForm />
          </div>
          <aside aria-labelledby="contact-details-heading" className="space-y-4">
            <h2 id="contact-details-heading" className="text-xl font-semibold text-brand-950">
              {t`Other ways to reach us`}
            </h2>
            <ContactDetails
              className="space-y-4 text-slate-700"
              iconClassName="size-5 text-brand-700"
            />
          </aside>
        </div>
      </Section>
    </>
  );
}

import { Mail, MapPin, Phone } from 'lucide-react';
import { Head } from '@/components/ui/head';
import { PageHeader, Section } from '@/components/ui/page-header';
import { site } from '@/content/site';
import { ContactForm } from '@/features/contact/components/contact-form';

export default function ContactRoute() {
  return (
    <>
      <Head title="Contact us" description="Send the Green Planet ECO team a message." />
      <PageHeader
        eyebrow="Contact"
        title="Contact us"
        lead="Questions about the token, a campaign or a partnership? Send us a message and we will reply by email."
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="mb-6 text-xl font-semibold text-brand-950">Send a message</h2>
            <ContactForm />
          </div>
          <aside aria-labelledby="contact-details-heading" className="space-y-4">
            <h2 id="contact-details-heading" className="text-xl font-semibold text-brand-950">
              Other ways to reach us
            </h2>
            <address className="space-y-4 not-italic text-slate-700">
              <p className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                <a href={`mailto:${site.email}`} className="hover:underline">
                  {site.email}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} className="hover:underline">
                  {site.phone}
                </a>
              </p>
              <p className="flex items-start gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                <span>
                  {site.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
            </address>
          </aside>
        </div>
      </Section>
    </>
  );
}

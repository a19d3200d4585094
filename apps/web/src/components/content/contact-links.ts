import { site } from '@/content/site';

// The offeror's email and phone as links, the same wherever they show (the contact details, the
// marketing notice). Apart from contact-details.tsx so the notice, on every promoting page's first
// load, does not bring that module's icons along.

export const emailHref = `mailto:${site.contact.email}`;
export const phoneHref = `tel:${site.contact.phone.replace(/[^+\d]/g, '')}`;

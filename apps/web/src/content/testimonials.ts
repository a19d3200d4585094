import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { Testimonial } from './schemas';

// Placeholders that illustrate the kind of feedback we collect: not real people or quotes. Each
// is a labelled sample; the team replaces it with a real quote published with the person's
// written consent (that consent is the quote's source). Names stay as they are; roles and quotes
// are read in the page's language when a page reads them (docs/decisions/0046).
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Grace Mwangi',
    get role() {
      return tx(msg`Volunteer, river clean-up`);
    },
    get quote() {
      return tx(
        msg`What convinced me was being able to see where the money went. The campaign page showed what had been raised, and the updates matched what we saw on the riverbank.`,
      );
    },
    imgSrc: '/images/testimonials/grace-mwangi.svg',
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    name: 'Tomás Herrera',
    get role() {
      return tx(msg`Community member`);
    },
    get quote() {
      return tx(
        msg`I looked up the retired credits in the registry myself before I got involved. The ledger links made that a five-minute job.`,
      );
    },
    imgSrc: '/images/testimonials/tomas-herrera.svg',
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    name: 'Priya Nair',
    get role() {
      return tx(msg`Teacher and learning library reader`);
    },
    get quote() {
      return tx(
        msg`I use the learning articles with my students. They are clear, they name their sources, and they do not oversell anything.`,
      );
    },
    imgSrc: '/images/testimonials/priya-nair.svg',
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    name: 'Jonas Lindqvist',
    get role() {
      return tx(msg`Software developer, early tester`);
    },
    get quote() {
      return tx(
        msg`I tried the sale on a test chain. Overpaying returned the change in the same transaction, and every purchase emitted an event I could check on the explorer.`,
      );
    },
    imgSrc: '/images/testimonials/jonas-lindqvist.svg',
    provenance: { status: 'sample' },
  },
  {
    id: 5,
    name: 'Aiyana Brooks',
    get role() {
      return tx(msg`Mangrove campaign donor`);
    },
    get quote() {
      return tx(
        msg`The team answered my questions plainly, including the risks. That honesty is why I donated.`,
      );
    },
    imgSrc: '/images/testimonials/aiyana-brooks.svg',
    provenance: { status: 'sample' },
  },
];

import type { LegalDocument } from '../schemas';

// First outline: issue #11's legal pages expand it.
export const privacy: LegalDocument = {
  id: 'privacy',
  title: 'Privacy notice',
  summary: 'What the site and its API store about you, for how long, and how to ask for deletion.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'what-we-store',
      title: 'What we store',
      paragraphs: ['Your account, your sessions and the messages you send us.'],
    },
  ],
};

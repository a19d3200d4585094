import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from './paths';

/** A menu entry as the spec defines it; `isLinkToOutside` opens outside the app (PDFs). */
export type MenuItem = {
  id: number;
  /** The entry's text, read with `i18n._(label)` in the page's language. */
  label: MessageDescriptor;
  path: string;
  children: MenuItem[];
  isLinkToOutside: boolean;
};

const link = (
  id: number,
  label: MessageDescriptor,
  path: string,
  isLinkToOutside = false,
): MenuItem => ({
  id,
  label,
  path,
  children: [],
  isLinkToOutside,
});

export const menu: MenuItem[] = [
  link(1, msg`Home`, paths.home),
  {
    ...link(2, msg`About`, paths.about.root),
    children: [
      link(21, msg`Carbon Credit PDF`, paths.docs.carbonCredits, true),
      link(22, msg`Token`, paths.about.token),
      link(23, msg`Campaigns`, paths.about.campaigns),
      link(24, msg`Who we are`, paths.about.whoWeAre),
      link(25, msg`Company History`, paths.about.companyHistory),
      link(26, msg`Our Team`, paths.about.ourTeam),
      link(27, msg`Testimonials`, paths.about.testimonials),
      link(28, msg`Faq`, paths.about.faq),
    ],
  },
  link(3, msg`Learn`, paths.learn),
  link(4, msg`Carbon Credits`, paths.carbonCredits),
  // The MiCA white paper's page, which links the readers' whitepaper PDF and its own forms.
  link(5, msg`Whitepaper`, paths.whitePaper),
  link(6, msg`News`, paths.news),
  link(7, msg`Contact us`, paths.contact),
  link(8, msg`Log In`, paths.login),
];

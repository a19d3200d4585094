import { paths } from './paths';

/** A menu entry as the spec defines it; `isLinkToOutside` opens outside the app (PDFs). */
export type MenuItem = {
  id: number;
  label: string;
  path: string;
  children: MenuItem[];
  isLinkToOutside: boolean;
};

const link = (id: number, label: string, path: string, isLinkToOutside = false): MenuItem => ({
  id,
  label,
  path,
  children: [],
  isLinkToOutside,
});

export const menu: MenuItem[] = [
  link(1, 'Home', paths.home),
  {
    ...link(2, 'About', paths.about.root),
    children: [
      link(21, 'Carbon Credit PDF', paths.docs.carbonCredits, true),
      link(22, 'Token', paths.about.token),
      link(23, 'Campaigns', paths.about.campaigns),
      link(24, 'Who we are', paths.about.whoWeAre),
      link(25, 'Company History', paths.about.companyHistory),
      link(26, 'Our Team', paths.about.ourTeam),
      link(27, 'Testimonials', paths.about.testimonials),
      link(28, 'Faq', paths.about.faq),
    ],
  },
  link(3, 'Learn', paths.learn),
  link(4, 'Carbon Credits', paths.carbonCredits),
  // The MiCA white paper's page, which links the readers' whitepaper PDF and its own forms.
  link(5, 'Whitepaper', paths.whitePaper),
  link(6, 'News', paths.news),
  link(7, 'Contact us', paths.contact),
  link(8, 'Log In', paths.login),
];

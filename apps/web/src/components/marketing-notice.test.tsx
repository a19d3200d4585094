import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MARKETING_NOTICE } from '@eco/shared/marketing-notice';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { MarketingNotice, promotesAt } from './marketing-notice';

describe('promotesAt', () => {
  it('reads the flag of the route that renders the address, patterns included', () => {
    expect(promotesAt(paths.home)).toBe(true);
    expect(promotesAt(paths.about.token)).toBe(true);
    expect(promotesAt(`/receipt/31337/0x${'ab'.repeat(32)}`)).toBe(true);
    expect(promotesAt(paths.learnTopic(3))).toBe(false);
    expect(promotesAt(paths.terms)).toBe(false);
  });

  it('is false for an address no route renders (redirects, the not-found page)', () => {
    expect(promotesAt('/about/anything')).toBe(false);
    expect(promotesAt('/no-such-page')).toBe(false);
  });
});

describe('MarketingNotice', () => {
  it('states the notice exactly, links the white paper and the offeror’s phone and email', () => {
    render(
      <MemoryRouter>
        <MarketingNotice />
      </MemoryRouter>,
    );
    const note = screen.getByRole('complementary', { name: 'Marketing notice' });
    // Throws unless one element holds exactly the statement.
    within(note).getByText(MARKETING_NOTICE, { exact: true });
    const whitePaper = within(note).getByRole('link', { name: 'read the ECO white paper' });
    expect(whitePaper.getAttribute('href')).toBe(paths.whitePaper);
    const phone = within(note).getByRole('link', { name: site.contact.phone }).getAttribute('href');
    expect(phone).toMatch(/^tel:\+\d+$/);
    expect(phone!.replace(/\D/g, '')).toBe(site.contact.phone.replace(/\D/g, ''));
    expect(within(note).getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(
      `mailto:${site.contact.email}`,
    );
    // The contact details are samples until the team sets them: labelled where they show.
    expect(note.querySelector('address [data-sample-badge]')).not.toBeNull();
  });
});

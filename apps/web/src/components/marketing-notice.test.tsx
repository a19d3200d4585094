import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MARKETING_NOTICE } from '@eco/shared/marketing-notice';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { MarketingNotice } from './marketing-notice';
import MarketingNoticeContent from './marketing-notice-content';
import { promotesAt } from './marketing-notice-pages';

describe('promotesAt', () => {
  it('is true where the route that renders the address promotes, patterns included', () => {
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
  // Its code loads once the page is live (marketing-notice.tsx).
  beforeEach(() => {
    document.documentElement.dataset.pageReady = '1';
  });
  afterEach(() => {
    delete document.documentElement.dataset.pageReady;
  });

  it('shows the notice on a promoting page once the page is live, and nothing on another', async () => {
    const { rerender } = render(
      <MemoryRouter>
        <MarketingNotice pathname={paths.about.token} />
      </MemoryRouter>,
    );
    await screen.findByRole('complementary', { name: 'Marketing notice' });
    rerender(
      <MemoryRouter>
        <MarketingNotice pathname={paths.privacy} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('complementary', { name: 'Marketing notice' })).toBeNull();
  });

  it('states the notice exactly, links the white paper and the offeror’s phone and email', () => {
    render(
      <MemoryRouter>
        <MarketingNoticeContent pathname={paths.home} />
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

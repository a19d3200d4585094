import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sourceLocale } from '@/config/locales';
import { activateLocale } from '@/lib/i18n';
import { inLanguage } from '@/testing/catalogues';
import { StageAlertSignup } from './stage-alert-signup';
import { answerApi } from '@/testing/answer-api';

const opensAt = new Date('2027-03-01T09:30:00Z');

function renderSignup(props: Partial<Parameters<typeof StageAlertSignup>[0]> = {}) {
  return render(
    <StrictMode>
      <MemoryRouter>
        <StageAlertSignup
          chainId={31337}
          stage={1}
          stageLabel="Private"
          opensAt={opensAt}
          {...props}
        />
      </MemoryRouter>
    </StrictMode>,
  );
}

const answer = answerApi;

const form = () => screen.getByRole('form', { name: 'Tell me when the Private sale opens' });

describe('StageAlertSignup', () => {
  afterEach(() => activateLocale(sourceLocale));

  // The schema loads on submit (a chunk of its own in the site); transforming it the first time
  // takes longer in the test runner than a test waits for an answer.
  beforeAll(async () => {
    await import('@eco/shared/stage-alerts');
  });

  it('names the stage, its opening time in UTC and what the address is used for', () => {
    renderSignup();
    screen.getByRole('heading', { level: 3, name: 'Tell me when the Private sale opens' });
    screen.getByText(/Scheduled to open at 9:30 AM, Mar 1, 2027 UTC\./);
    const consent = form().getAttribute('aria-describedby');
    expect(document.getElementById(consent!)?.textContent).toContain(
      'we send one mail when the Private sale opens',
    );
    expect(screen.getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('sends the address with the chain and stage, and shows the answer', async () => {
    const user = userEvent.setup();
    const apiCalls = answer(202, { message: 'Check your inbox.' });
    renderSignup();
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Tell me when it opens' }));
    await screen.findByText('Check your inbox.');
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'Check your inbox.',
    );
    expect(apiCalls()).toHaveLength(1);
    const [url, init] = apiCalls()[0]!;
    expect(url).toBe('/api/stage-alerts');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'ada@example.com',
      chainId: 31337,
      stage: 1,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('');
  });

  it('checks the address with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    const apiCalls = answer(202, { message: 'never' });
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Tell me when it opens' }));
    const field = screen.getByLabelText('Email');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = field.getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect(apiCalls()).toEqual([]);
  });

  it("shows the API's refusal, such as a stage that is open already", async () => {
    const user = userEvent.setup();
    answer(409, {
      error: {
        code: 'stage_open',
        message: 'The Private sale is open now: there is nothing to wait for.',
        params: { stage: 1 },
      },
    });
    renderSignup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me when it opens' }));
    // In the site's words for the code, naming the stage the API named (docs/decisions/0047).
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Private sale: this sale stage is open now, so there is nothing to wait for. You can buy on the token page.',
    );
    // The address stays for another try.
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com');
  });

  it("names what is wrong with the page's own chain rather than a field the visitor filled", async () => {
    const user = userEvent.setup();
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { chainId: 'ECO is not deployed on chain 5.' },
      },
    });
    renderSignup({ chainId: 5 });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Tell me when it opens' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ECO is not deployed on chain 5.');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('builds the calendar file of the opening time in the browser', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:eco-test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    let downloaded: { href: string; download: string } | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = { href: this.href, download: this.download };
    });
    renderSignup();
    await user.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(downloaded).toEqual({ href: 'blob:eco-test', download: 'eco-private-sale-opens.ics' });
    expect(files).toHaveLength(1);
    expect(files[0]!.type).toBe('text/calendar; charset=utf-8');
    const ics = await files[0]!.text();
    expect(ics).toContain('DTSTART:20270301T093000Z\r\n');
    expect(ics).toContain('SUMMARY:ECO Private sale opens\r\n');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('says on a page in another language that the calendar file is English', async () => {
    await inLanguage('de', 'features/stage-alerts/components/stage-alert-signup');
    renderSignup();
    screen.getByRole('button', { name: 'Zum Kalender hinzufügen (.ics) (auf Englisch)' });
  });

  it('offers no calendar file while no opening time is set', () => {
    renderSignup({ opensAt: null, stageLabel: 'Public', stage: 2 });
    const section = screen.getByRole('region', { name: 'Tell me when the Public sale opens' });
    within(section).getByText('No opening time is set yet.');
    expect(within(section).queryByRole('button', { name: /Add to calendar/ })).toBeNull();
  });
});

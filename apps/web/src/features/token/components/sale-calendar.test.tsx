import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  percentSold,
  SaleCalendar,
  type CalendarStage,
  type CalendarStageInput,
} from './sale-calendar';
import { SaleCalendarPlaceholder } from './sale-calendar-placeholder';

const eco = (whole: number) => BigInt(whole) * 10n ** 18n;
const chainNow = Date.UTC(2026, 10, 24, 12);
const s = (ms: number) => BigInt(ms / 1000);

const stages = (
  over: Partial<Record<CalendarStageInput['key'], Partial<CalendarStageInput>>> = {},
) =>
  (
    [
      ['partners', 'Partners', eco(10_000_000)],
      ['private', 'Private sale', eco(170_000_000)],
      ['public', 'Public sale', eco(115_000_000)],
    ] as const
  ).map(([key, label, allocation]) => ({
    key,
    label,
    allocation,
    sold: 0n,
    open: true,
    opensAt: 0n,
    closesAt: 0n,
    ...over[key],
  }));

const card = (name: string) => screen.getByRole('article', { name });
const text = (element: HTMLElement) => element.textContent;

describe('SaleCalendar', () => {
  it('shows each stage upcoming, open, sold out or closed, as of the chain time given', () => {
    render(
      <SaleCalendar
        chainId={31337}
        chainNow={chainNow}
        stages={stages({
          partners: { open: false, opensAt: s(chainNow + 2 * 86_400_000 + 3_600_000) },
          private: { sold: eco(170_000_000) },
          public: { open: true, closesAt: s(chainNow + 90_000) },
        })}
      />,
    );
    const partners = card('Partners');
    expect(partners.dataset.state).toBe('upcoming');
    within(partners).getByText('Upcoming');
    expect(text(partners)).toContain('Opens in 2 days 1 hour');
    expect(text(card('Private sale'))).toContain('Sold out');
    expect(text(card('Private sale'))).toContain('Every token of this stage is sold.');
    const publicSale = card('Public sale');
    within(publicSale).getByText('Open');
    expect(text(publicSale)).toContain('Closes in 1 minute 30 seconds');
  });

  it('says when a stage opens once, for screen readers, and never announces the ticking', () => {
    const opensAt = chainNow + 3_600_000;
    render(
      <SaleCalendar
        chainId={31337}
        chainNow={chainNow}
        stages={stages({ private: { open: false, opensAt: s(opensAt) } })}
      />,
    );
    const ticking = within(card('Private sale')).getByText('Opens in 1 hour');
    expect(ticking.getAttribute('aria-hidden')).toBe('true');
    expect(ticking.getAttribute('aria-live')).toBe('off');
    expect(
      ticking.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"]'),
    ).toBeNull();
    const fixed = within(card('Private sale')).getByText('Opens on 1:00 PM, Nov 24, 2026 UTC');
    expect(fixed.className).toContain('sr-only');
    expect(card('Private sale').querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(opensAt).toISOString(),
    );
  });

  it('reads the countdown against the chain clock: moved past the opening, the stage is open', () => {
    const input = stages({ public: { open: false, opensAt: s(chainNow + 60_000) } });
    const { rerender } = render(
      <SaleCalendar chainId={31337} chainNow={chainNow} stages={input} />,
    );
    expect(card('Public sale').dataset.state).toBe('upcoming');
    rerender(<SaleCalendar chainId={31337} chainNow={chainNow + 60_000} stages={input} />);
    expect(card('Public sale').dataset.state).toBe('open');
    expect(text(card('Public sale'))).toContain('Open now, with no closing time set.');
  });

  it('says when a stage closed, or that nothing is scheduled', () => {
    render(
      <SaleCalendar
        chainId={31337}
        chainNow={chainNow}
        stages={stages({
          partners: { open: false },
          public: {
            open: true,
            opensAt: s(chainNow - 7_200_000),
            closesAt: s(chainNow - 3_600_000),
          },
        })}
      />,
    );
    expect(text(card('Partners'))).toContain('Not open, and no opening time is set.');
    expect(text(card('Public sale'))).toContain('Closed on 11:00 AM, Nov 24, 2026 UTC.');
    within(card('Public sale')).getByText('Closed');
  });

  it('says a cancelled stage, or one that missed its minimum raise, refunds its buyers, whatever its schedule; and shows a minimum raise pending', () => {
    const minimum = (state: 'pending' | 'missed') => ({
      amount: eco(1_000_000),
      deadline: s(chainNow + 86_400_000),
      counted: eco(250_000),
      state,
    });
    render(
      <SaleCalendar
        chainId={31337}
        chainNow={chainNow}
        stages={stages({
          partners: { open: true, cancelled: true },
          private: { open: false, minimum: minimum('missed') },
          public: { minimum: minimum('pending') },
        })}
      />,
    );
    within(card('Partners')).getByText('Cancelled');
    expect(text(card('Partners'))).toContain('every buyer in it may claim a full refund');
    within(card('Private sale')).getByText('Minimum missed');
    expect(text(card('Private sale'))).toContain('It missed its minimum raise');
    within(card('Public sale')).getByText('Open');
    expect(text(card('Public sale'))).toContain(
      'Minimum raise: 1,000,000 ECO by 12:00 PM, Nov 25, 2026 UTC; 250,000 ECO counted so far.',
    );
  });

  it('shows what is sold of each allocation, with a labelled progress bar', () => {
    render(
      <SaleCalendar
        chainId={31337}
        chainNow={chainNow}
        stages={stages({ private: { sold: eco(42_500_000) } })}
      />,
    );
    expect(text(card('Private sale'))).toContain('Sold 42,500,000 of 170,000,000 ECO');
    const bar = within(card('Private sale')).getByRole('progressbar');
    expect(bar.getAttribute('aria-label')).toBe('Private sale stage: 25% of its allocation sold');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('puts what the page gives under each stage, told where the stage stands', () => {
    const seen: CalendarStage[] = [];
    render(
      <SaleCalendar
        chainId={31337}
        chainNow={chainNow}
        stages={stages({ public: { open: false, opensAt: s(chainNow + 60_000) } })}
        stageAction={(stage) => {
          seen.push(stage);
          return stage.state.kind === 'upcoming' ? <button type="button">Tell me</button> : null;
        }}
      />,
    );
    expect(seen.map((stage) => [stage.key, stage.number, stage.chainId, stage.state.kind])).toEqual(
      [
        ['partners', 0, 31337, 'open'],
        ['private', 1, 31337, 'open'],
        ['public', 2, 31337, 'upcoming'],
      ],
    );
    within(card('Public sale')).getByRole('button', { name: 'Tell me' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('SaleCalendarPlaceholder', () => {
  it('names the stages and says their figures are being read, with no number of its own', () => {
    const { container } = render(<SaleCalendarPlaceholder />);
    expect(screen.getByRole('status').textContent).toBe(
      'Reading each stage’s state and sales from the ECO contract…',
    );
    expect(
      screen
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby') && article.textContent),
    ).toEqual([
      'PartnersNot read from the chain yet.',
      'Private saleNot read from the chain yet.',
      'Public saleNot read from the chain yet.',
    ]);
    expect(container.textContent).not.toMatch(/\d/);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('percentSold', () => {
  it('rounds down, so only a sold-out stage shows 100%', () => {
    expect(percentSold(eco(99_999), eco(100_000))).toBe(99);
    expect(percentSold(eco(100_000), eco(100_000))).toBe(100);
    expect(percentSold(0n, 0n)).toBe(0);
  });
});

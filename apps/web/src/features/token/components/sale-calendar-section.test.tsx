import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '@/testing/fake-intersection-observer';
import { useLoadCalendar } from './sale-calendar-section';
import { settle } from '@/testing/settle';

function Island({ load }: { load: 'now' | 'when-visible' }) {
  const ref = useRef<HTMLDivElement>(null);
  const live = useLoadCalendar(ref, load);
  return <div ref={ref}>{live ? 'live calendar' : 'calendar'}</div>;
}

const live = () => screen.queryByText('live calendar') !== null;
const pageReady = () => (document.documentElement.dataset.pageReady = '1');

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.pageReady;
});

describe('useLoadCalendar', () => {
  it('shows the live calendar at once on a page that reads the figures anyway', () => {
    render(<Island load="now" />);
    expect(live()).toBe(true);
    expect(FakeObserver.last).toBeUndefined();
  });

  it('waits until the calendar comes near the screen on a content page', async () => {
    pageReady();
    render(<Island load="when-visible" />);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([screen.getByText('calendar')]);
    expect(observer.options?.rootMargin).toBe('200px 0px');
    observer.show(false);
    await Promise.resolve();
    expect(live()).toBe(false);

    observer.show(true);
    await vi.waitFor(() => expect(live()).toBe(true));
    expect(observer.disconnected).toBe(true);
  });

  it('and until the page is live, so the first load never carries the calendar’s code', async () => {
    render(<Island load="when-visible" />);
    FakeObserver.last!.show(true);
    await settle();
    expect(live()).toBe(false);
    pageReady();
    await vi.waitFor(() => expect(live()).toBe(true));
  });

  it('loads nothing for a calendar that is gone before it was seen', async () => {
    pageReady();
    const { unmount } = render(<Island load="when-visible" />);
    const observer = FakeObserver.last!;
    unmount();
    expect(observer.disconnected).toBe(true);
    await settle();
    expect(live()).toBe(false);
  });
});

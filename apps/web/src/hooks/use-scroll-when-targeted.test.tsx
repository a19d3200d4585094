import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollWhenTargeted } from './use-scroll-when-targeted';

function Section({ id }: { id: string }) {
  const ref = useRef<HTMLElement>(null);
  useScrollWhenTargeted(ref);
  return <section ref={ref} id={id} />;
}

// jsdom has no scrollIntoView; the test files share one environment, so it is put back after.
const original = Element.prototype.scrollIntoView;
const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;
afterAll(() => {
  Element.prototype.scrollIntoView = original;
});
afterEach(() => {
  scrolled.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('useScrollWhenTargeted', () => {
  it('scrolls to a section drawn after the page loaded when the address names it', () => {
    window.history.replaceState(null, '', '/about/token#owner-powers');
    render(<Section id="owner-powers" />);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('leaves the page where it is for any other fragment, or none', () => {
    window.history.replaceState(null, '', '/about/token#founders-vesting-heading');
    render(<Section id="owner-powers" />);
    window.history.replaceState(null, '', '/about/token');
    render(<Section id="owner-powers" />);
    expect(scrolled).not.toHaveBeenCalled();
  });
});

import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useScrollWhenTargeted } from './use-scroll-when-targeted';

function Section({ id, settled = true }: { id: string; settled?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useScrollWhenTargeted(ref, settled);
  return <section ref={ref} id={id} />;
}

// jsdom has no scrollIntoView; the test files share one environment, so it is put back after.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
const scrolled = vi.fn();
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    value: scrolled,
    configurable: true,
  });
});
afterAll(() => {
  if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
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

  it('waits until what is above has settled, then scrolls once', () => {
    window.history.replaceState(null, '', '/about/token#owner-powers');
    const { rerender } = render(<Section id="owner-powers" settled={false} />);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Section id="owner-powers" settled />);
    rerender(<Section id="owner-powers" settled />);
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

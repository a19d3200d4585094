import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '@/testing/fake-intersection-observer';
import { useNearScreen } from './use-near-screen';

function Section({ rendered }: { rendered: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, { enabled: rendered });
  return rendered ? <div ref={ref}>{near ? 'near' : 'far'}</div> : <p>not yet</p>;
}

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('useNearScreen', () => {
  it('observes the element once it is rendered, and stays near once it came near', () => {
    const { container, rerender } = render(<Section rendered={false} />);
    // Nothing to observe yet: not near, and not taken as near either.
    expect(FakeObserver.last).toBeUndefined();
    expect(container.textContent).toBe('not yet');

    rerender(<Section rendered />);
    const observer = FakeObserver.last!;
    expect(observer.options?.rootMargin).toBe('400px 0px');
    expect(container.textContent).toBe('far');
    act(() => observer.show(false));
    expect(container.textContent).toBe('far');

    act(() => observer.show(true));
    expect(container.textContent).toBe('near');
    expect(observer.disconnected).toBe(true);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Section rendered />);
    expect(container.textContent).toBe('near');
  });
});

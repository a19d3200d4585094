import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ringSlice, Tokenomics } from './tokenomics';

describe('ringSlice', () => {
  it('draws a quarter clockwise from twelve o’clock to three', () => {
    expect(ringSlice(0, 0.25)).toBe('M 100.000 30.000 A 70 70 0 0 1 170.000 100.000');
  });

  it('uses the large arc past half the ring, and two arcs for a whole ring', () => {
    expect(ringSlice(0, 0.75)).toContain(' 0 1 1 30.000 100.000');
    expect(ringSlice(0, 1).match(/A /g)).toHaveLength(2);
  });
});

describe('Tokenomics', () => {
  it('draws one arc per non-empty share, each ending where the next begins', () => {
    const { container } = render(
      <Tokenomics
        shares={[
          { key: 'a', label: 'A', perMille: 500 },
          { key: 'b', label: 'B', perMille: 0 },
          { key: 'c', label: 'C', perMille: 500 },
        ]}
      />,
    );
    const arcs = [...container.querySelectorAll('path')].map((p) => p.getAttribute('d') ?? '');
    expect(arcs).toHaveLength(2);
    const end = (d: string) => d.split(' ').slice(-2).join(' ');
    const begin = (d: string) => d.split(' ').slice(1, 3).join(' ');
    expect(begin(arcs[1] ?? '')).toBe(end(arcs[0] ?? ''));
    expect(end(arcs[1] ?? '')).toBe(begin(arcs[0] ?? ''));
  });
});

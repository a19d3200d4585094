import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Provenance } from '@/content/schemas';
import { PageSampleNotice, SourcedList } from './sourced-list';

type Item = { id: number; name: string; provenance: Provenance };
const sample: Provenance = { status: 'sample' };
const verified: Provenance = {
  status: 'verified',
  source: 'https://example.org/record',
  checked: '2026-11-01',
};

function People({ items }: { items: Item[] }) {
  return (
    <SourcedList items={items} empty="No people published yet.">
      {(shown) => (
        <ul>
          {shown.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </SourcedList>
  );
}

const names = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('SourcedList', () => {
  it('says so when nothing is verified, and shows nothing else when there is nothing at all', () => {
    render(<People items={[]} />);
    screen.getByText('No people published yet.');
    expect(names()).toEqual([]);
  });

  it('with an empty verified list, says so and shows the samples under that sentence', () => {
    const { container } = render(
      <People
        items={[
          { id: 1, name: 'A', provenance: sample },
          { id: 2, name: 'B', provenance: sample },
        ]}
      />,
    );
    const empty = screen.getByText('No people published yet.');
    expect(empty.hasAttribute('data-empty-state')).toBe(true);
    expect(names()).toEqual(['A', 'B']);
    // The sentence comes first: the samples are read as what they are, not as the list.
    const list = container.querySelector('ul');
    expect(list && empty.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows verified items as the list, without the sentence, and samples after them', () => {
    render(
      <People
        items={[
          { id: 1, name: 'Sample A', provenance: sample },
          { id: 2, name: 'Real B', provenance: verified },
        ]}
      />,
    );
    expect(screen.queryByText('No people published yet.')).toBeNull();
    expect(names()).toEqual(['Real B', 'Sample A']);
    expect(screen.getAllByRole('list')).toHaveLength(2);
  });

  it('shows only the verified list when there are no samples', () => {
    render(<People items={[{ id: 2, name: 'Real B', provenance: verified }]} />);
    expect(screen.queryByText('No people published yet.')).toBeNull();
    expect(names()).toEqual(['Real B']);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });
});

describe('PageSampleNotice', () => {
  it('explains the badges once when the page shows samples, and is absent otherwise', () => {
    const { container, rerender } = render(<PageSampleNotice show />);
    expect(container.querySelectorAll('[data-sample-notice]')).toHaveLength(1);
    rerender(<PageSampleNotice show={false} />);
    expect(container.querySelectorAll('[data-sample-notice]')).toHaveLength(0);
  });
});

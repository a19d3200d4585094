import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { howToBuyGuide } from '@/content/how-to-buy';
import { howToBuyImageSizes } from '@/content/how-to-buy-images';
import { HowToBuyGuideArticle, screenshotSrc } from './how-to-buy-guide';

const guide = howToBuyGuide({ walletConnect: false, chainIds: [1, 11155111] });
const shots = guide.steps.flatMap((step) => step.screenshots ?? []);

function renderGuide(sizes = howToBuyImageSizes) {
  return render(
    <MemoryRouter>
      <HowToBuyGuideArticle guide={guide} sizes={sizes} />
    </MemoryRouter>,
  );
}

describe('HowToBuyGuideArticle', () => {
  it('gives each step a numbered heading and a link in the list of steps', () => {
    renderGuide();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Steps',
      ...guide.steps.map((step, i) => `${i + 1}Step ${i + 1}: ${step.title}`),
    ]);
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('link');
    expect(steps.map((link) => link.getAttribute('href'))).toEqual(
      guide.steps.map((step) => `#${step.id}`),
    );
    for (const step of guide.steps) {
      expect(document.getElementById(step.id)?.getAttribute('aria-labelledby')).toBe(
        `${step.id}-heading`,
      );
    }
  });

  it('shows every screenshot lazily, with its alt text, size and caption', () => {
    renderGuide();
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(
      shots.map((shot) => screenshotSrc(shot.name)),
    );
    for (const [i, img] of images.entries()) {
      const shot = shots[i]!;
      expect(img.getAttribute('alt')).toBe(shot.alt);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBe(String(howToBuyImageSizes[shot.name]!.width));
      expect(img.getAttribute('height')).toBe(String(howToBuyImageSizes[shot.name]!.height));
      expect(img.closest('figure')?.querySelector('figcaption')?.textContent).toBe(shot.caption);
    }
    expect(screenshotSrc('receipt')).toBe('/learn/how-to-buy/receipt.png');
  });

  it('leaves out a screenshot whose size is unknown rather than let the page move', () => {
    const { receipt: _left, ...sizes } = howToBuyImageSizes;
    renderGuide(sizes);
    const sources = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(sources).toHaveLength(shots.length - 1);
    expect(sources).not.toContain(screenshotSrc('receipt'));
  });

  it("links each step's further reading inside the site", () => {
    renderGuide();
    const stage = document.getElementById('choose-a-stage')!;
    expect(
      within(stage)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      guide.steps
        .find((step) => step.id === 'choose-a-stage')!
        .links!.map((link) => [link.label, link.to]),
    );
  });
});

import type { Page } from '@playwright/test';
import { campaigns } from '../src/content/campaigns';
import { highlights, whoWeAre } from '../src/content/highlights';
import { milestones, roadmap } from '../src/content/history';
import { impactFigures } from '../src/content/impact';
import { newsItems } from '../src/content/news';
import { pressItems } from '../src/content/press';
import { anySample, isSample, verifiedOnly, type Sourced } from '../src/content/provenance';
import { site } from '../src/content/site';
import { teamMembers } from '../src/content/team';
import { testimonials } from '../src/content/testimonials';
import { expect, test } from './fixtures';

// What the buyer sees is true: every sample item a page renders carries a visible Sample badge,
// the page says once what the badges mean, and a list with nothing verified says so. Expected
// counts come from the content modules, so they follow the content as it is replaced.

const samples = (items: readonly Sourced[]): number => items.filter(isSample).length;
/** The sentence a list shows when none of its items is verified (and nothing otherwise). */
const emptyWhenUnverified = (items: readonly Sourced[], sentence: string): string[] =>
  verifiedOnly(items).length === 0 ? [sentence] : [];

const pages: { path: string; badges: number; empty: string[] }[] = [
  {
    path: '/',
    badges: samples(impactFigures()),
    empty: emptyWhenUnverified(impactFigures(), 'No impact to report yet.'),
  },
  {
    path: '/news',
    badges: samples(newsItems) + samples(pressItems),
    empty: [
      ...emptyWhenUnverified(newsItems, 'No news from the team yet.'),
      ...emptyWhenUnverified(pressItems, 'No press coverage yet.'),
    ],
  },
  {
    path: '/about/campaigns',
    badges: samples(campaigns),
    empty: emptyWhenUnverified(campaigns, 'No campaigns published yet.'),
  },
  {
    path: '/about/who-we-are',
    badges: samples([whoWeAre]) + samples(highlights),
    empty: emptyWhenUnverified(highlights, 'No highlights published yet.'),
  },
  {
    path: '/about/company-history',
    badges: samples(milestones) + samples(roadmap),
    empty: [
      ...emptyWhenUnverified(milestones, 'No milestones published yet.'),
      ...emptyWhenUnverified(roadmap, 'No roadmap published yet.'),
    ],
  },
  {
    path: '/about/our-team',
    // One badge per card: it covers the person and their profile links.
    badges: teamMembers.filter((m) => isSample(m) || anySample(m.socialLinks)).length,
    empty: emptyWhenUnverified(teamMembers, 'No team profiles published yet.'),
  },
  {
    path: '/about/testimonials',
    badges: samples(testimonials),
    empty: emptyWhenUnverified(testimonials, 'No testimonials published yet.'),
  },
  // The contact details (the footer's labels and notice are checked with the footer).
  { path: '/contact-us', badges: samples([site.contact]), empty: [] },
];

const badgeName = 'Sample content: a placeholder, not a verified fact';

async function expectLabelled(page: Page, badges: number, width: number) {
  const main = page.getByRole('main');
  const found = main.locator('[data-sample-badge]');
  await expect(found).toHaveCount(badges);
  for (const badge of await found.all()) {
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(badgeName);
    // Nothing cut off at the side: the whole badge is inside the window.
    const box = await badge.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }
}

test.describe('sample content is labelled where it appears', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const { path, badges, empty } of pages) {
    test(`${path}: ${badges} sample items, each with a visible Sample badge`, async ({ page }) => {
      await page.goto(path);
      await expectLabelled(page, badges, 1280);
      if (path !== '/contact-us') {
        // One line on the page says what the badges mean, when there is anything to explain.
        await expect(page.getByRole('main').locator('[data-sample-notice]')).toHaveCount(
          badges > 0 ? 1 : 0,
        );
      }
      for (const sentence of empty) {
        await expect(page.getByRole('main').getByText(sentence, { exact: true })).toBeVisible();
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await expectLabelled(page, badges, 390);
    });
  }
});

test('the home page shows no press strip while there is no verified press coverage', async ({
  page,
}) => {
  const coverage = verifiedOnly(pressItems);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const strip = page.getByRole('region', { name: 'In the press' });
  if (coverage.length === 0) {
    await expect(strip).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /in the (news|press)/i })).toHaveCount(0);
  } else {
    await expect(strip.getByRole('listitem')).toHaveCount(Math.min(3, coverage.length));
  }
});

test('/news lists the team’s updates apart from press coverage, and says there is none', async ({
  page,
}) => {
  await page.goto('/news');
  const updates = page.getByRole('region', { name: 'From the team' });
  const press = page.getByRole('region', { name: 'Press coverage' });
  await expect(updates.getByRole('article')).toHaveCount(newsItems.length);
  await expect(press.getByRole('article')).toHaveCount(pressItems.length);
  // Nothing of the team's own appears as press, and without coverage the section says so.
  await expect(press.getByText('No press coverage yet.', { exact: true })).toHaveCount(
    verifiedOnly(pressItems).length === 0 ? 1 : 0,
  );
  for (const item of newsItems) {
    await expect(press.getByRole('link', { name: new RegExp(item.title) })).toHaveCount(0);
  }
});

test('every supply figure says which supply it is', async ({ page }) => {
  await page.goto('/');
  const tile = page
    .getByRole('main')
    .locator('dl > div')
    .filter({ hasText: /supply/i });
  await expect(tile.getByRole('term')).toHaveText('Maximum supply');
  await expect(page.getByRole('main')).not.toContainText(/initial supply/i);
});

// Every route is checked for unlabelled sample text in routes.spec.ts, in its one visit per route.

import type { Page } from '@playwright/test';
import { campaigns } from '../../src/content/campaigns';
import { milestones } from '../../src/content/history';
import { newsItems } from '../../src/content/news';
import { pressItems } from '../../src/content/press';
import { isSample } from '../../src/content/provenance';
import { site } from '../../src/content/site';
import { teamMembers } from '../../src/content/team';
import { testimonials } from '../../src/content/testimonials';

// Texts that only a sample item holds (names, titles, the contact details). Wherever one appears
// in a page's main content, on any route, the item around it (its card, list entry, quote or
// address, or a section that declares itself a sample with one badge by its heading:
// `data-sample-scope`) carries a Sample badge: a sample never shows up unlabelled elsewhere.
export const sampleTexts = [
  ...teamMembers.filter(isSample).map((m) => m.name),
  ...testimonials.filter(isSample).map((t) => t.name),
  ...newsItems.filter(isSample).map((n) => n.title),
  ...pressItems.filter(isSample).map((p) => p.title),
  ...campaigns.filter(isSample).map((c) => c.title),
  ...milestones.filter(isSample).map((m) => m.title),
  ...(isSample(site.contact) ? [site.contact.email, site.contact.phone] : []),
];

/** The sample texts the page's main content shows without a Sample badge on their item. */
export function unlabelledSamples(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main, texts) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const sample of texts) {
        if (!text.includes(sample)) continue;
        const item = node.parentElement?.closest(
          'li, article, figure, address, [data-sample-scope]',
        );
        if (!item?.querySelector('[data-sample-badge]')) found.push(sample);
      }
    }
    return found;
  }, sampleTexts);
}

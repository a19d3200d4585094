import type { Page } from '@playwright/test';

// Tables stay usable on a phone (390 px): no column is silently cut off. Every table a sighted
// visitor sees either fits the window, or scrolls sideways inside a region that is focusable
// (so the keyboard scrolls it), named, and labelled with visible text, and every one of its cells
// can be scrolled fully into view there.

/** What a visitor cannot reach in the page's shown tables, and how many tables were shown. */
export async function tableProblems(page: Page): Promise<{ tables: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let tables = 0;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const scrolls = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const text = (element: Element | null) => element?.textContent.replace(/\s+/g, ' ').trim();
    // Visually hidden (the sr-only utility: clipped to nothing; a table keeps its width).
    const clippedAway = (element: Element) => {
      for (let a: Element | null = element; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        // `clip` is deprecated, and still how older visually-hidden styles hide an element.
        // eslint-disable-next-line @typescript-eslint/no-deprecated
        if (style.clipPath === 'inset(50%)' || /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip))
          return true;
      }
      return false;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true }) &&
        box.width > 1 &&
        box.height > 1 &&
        !clippedAway(element)
      );
    };

    for (const table of document.querySelectorAll('table')) {
      // Not shown (display: none, or a visually hidden table for screen readers, which
      // read every column): nothing on the screen to cut off.
      if (!shown(table)) continue;
      tables += 1;
      const name = text(table.querySelector('caption')) ?? text(table.querySelector('th')) ?? '?';
      const clipping: Element[] = [];
      for (let a = table.parentElement; a; a = a.parentElement) if (clips(a)) clipping.push(a);
      const scroller = clipping.find((a) => scrolls(a) && a.scrollWidth > a.clientWidth + 1);

      if (scroller) {
        const labelledBy = scroller.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy) : null;
        if (scroller.getAttribute('role') !== 'region')
          problems.push(`${name}: scrolls sideways outside a region`);
        if ((scroller as HTMLElement).tabIndex < 0)
          problems.push(`${name}: its scroll region cannot be focused to scroll by keyboard`);
        if (!label || !shown(label) || !text(label))
          problems.push(`${name}: its scroll region has no visible label (aria-labelledby)`);
      }

      for (const cell of table.querySelectorAll('th, td')) {
        if (!text(cell)) continue;
        // Scroll a region sideways to the cell, as a visitor would. Only such a region: an
        // overflow: hidden box can be scrolled by a script, never by a visitor.
        if (scroller) {
          const view = scroller.getBoundingClientRect();
          const at = cell.getBoundingClientRect();
          if (at.right > view.right) scroller.scrollLeft += at.right - view.right;
          if (at.left < view.left) scroller.scrollLeft -= view.left - at.left;
        }
        const box = cell.getBoundingClientRect();
        let left = 0;
        let right = document.documentElement.clientWidth;
        for (const a of clipping) {
          const bounds = a.getBoundingClientRect();
          left = Math.max(left, bounds.left);
          right = Math.min(right, bounds.right);
        }
        if (box.left < left - 1 || box.right > right + 1) {
          problems.push(`${name}: "${text(cell)}" cannot be brought fully into view`);
        }
        if (cell.scrollWidth > cell.clientWidth + 1) {
          problems.push(`${name}: "${text(cell)}" is cut off inside its cell`);
        }
      }
    }
    return { tables, problems };
  });
}

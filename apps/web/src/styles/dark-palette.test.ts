import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keptScales, turnedScales } from './dark-palette';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every source file of the site's pages (tests left out), and index.html. */
function sources(): string[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(src, file));
  return [...files, path.join(src, '..', 'index.html')];
}

/** A colour utility with a scale and a shade: `text-slate-600`, `hover:bg-brand-50/80`. */
const COLOUR_CLASS =
  /\b(?:bg|text|border(?:-[trblxy])?|ring|from|via|to|fill|stroke|outline|divide|placeholder|decoration|accent|caret|shadow)-([a-z]+)-(\d{2,3})\b/g;

describe('the dark palette', () => {
  it('turns over or keeps, by name, every colour scale the site’s classes use', () => {
    const used = new Map<string, string>();
    for (const file of sources()) {
      for (const match of readFileSync(file, 'utf8').matchAll(COLOUR_CLASS)) {
        used.set(match[1] ?? '', `${path.relative(src, file)}: ${match[0]}`);
      }
    }
    // The scan finds the classes at all: the page text and the header use these.
    expect([...used.keys()]).toEqual(expect.arrayContaining(['slate', 'brand', 'accent']));
    const known = new Set<string>([...turnedScales, ...keptScales]);
    const unknown = [...used].filter(([scale]) => !known.has(scale)).map(([, where]) => where);
    // A scale in neither list would keep its light colours on a dark page: text in a pale shade
    // on a pale tint, unreadable. Add it to turnedScales (or, for a colour that reads on both, to
    // keptScales).
    expect(unknown).toEqual([]);
  });
});

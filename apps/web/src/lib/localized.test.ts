import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { currentFormatLocale, formatNumber, setFormatLocale } from '@eco/shared/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localized, sourceForm, tx } from './localized';

const greeting = (name: string) =>
  msg`Hello ${{ name }}, you hold ${{ amount: formatNumber(1234.5) }}.`;

afterEach(() => {
  i18n.activate('en');
  setFormatLocale('en-US');
});

function german(): void {
  i18n.load('de', { [greeting('').id]: 'Hallo {name}, Sie halten {amount}.' });
  i18n.activate('de');
  setFormatLocale('de-DE');
}

describe('tx', () => {
  it('writes the English source with its values when no catalogue has the message', () => {
    expect(tx(greeting('Ada'))).toBe('Hello Ada, you hold 1,234.50.');
  });

  it("writes the page's language from its catalogue, figures formatted for it", () => {
    german();
    expect(tx(greeting('Ada'))).toBe('Hallo Ada, Sie halten 1.234,50.');
  });
});

describe('localized', () => {
  it('builds once per language and again when a catalogue arrives', () => {
    const build = vi.fn(() => ({ title: tx(greeting('Ada')) }));
    const content = localized(build);
    expect(content().title).toBe('Hello Ada, you hold 1,234.50.');
    expect(content()).toBe(content());
    expect(build).toHaveBeenCalledTimes(1);

    german();
    expect(content().title).toBe('Hallo Ada, Sie halten 1.234,50.');
    i18n.load('de', { other: 'noch eine Nachricht' });
    content();
    expect(build).toHaveBeenCalledTimes(3);
  });
});

describe('sourceForm', () => {
  const page = localized(() => ({ title: tx(greeting('Ada')), figure: formatNumber(1234.5) }));

  it('is the same in every language', () => {
    const english = sourceForm(page);
    german();
    expect(sourceForm(page)).toEqual(english);
    // And leaves the page's language as it was.
    expect(page().title).toBe('Hallo Ada, Sie halten 1.234,50.');
    expect(currentFormatLocale()).toBe('de-DE');
  });

  it('differs when the English text or a value changes', () => {
    const edited = localized(() => ({
      title: tx(msg`Hello ${{ name: 'Ada' }}, you own ${{ amount: '1,234.5' }}.`),
    }));
    const otherValue = localized(() => ({ title: tx(greeting('Bob')) }));
    expect(sourceForm(edited)).not.toEqual(sourceForm(page));
    expect(sourceForm(otherValue)).not.toEqual(sourceForm(page));
  });
});

import { describe, expect, it } from 'vitest';
import { textVersion } from './text-version';

describe('textVersion', () => {
  it('is stable for the same text and 14 hex digits long', () => {
    expect(textVersion({ a: 'terms' })).toBe(textVersion({ a: 'terms' }));
    expect(textVersion({ a: 'terms' })).toMatch(/^[0-9a-f]{14}$/);
  });

  it('changes when one character changes', () => {
    expect(textVersion({ a: 'terms.' })).not.toBe(textVersion({ a: 'terms' }));
    expect(textVersion(['a', 'b'])).not.toBe(textVersion(['b', 'a']));
  });
});

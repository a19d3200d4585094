import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/account', '/account'],
    ['/account?tab=sessions#wallet', '/account?tab=sessions#wallet'],
    ['/admin/inbox', '/admin/inbox'],
    ['/a/../account', '/account'],
    // An encoded newline is only text inside the path.
    ['/%0a', '/%0a'],
  ])('keeps the path %s on this site', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'account',
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example/account',
    '/\tevil',
    'javascript:alert(1)',
    ' /account',
    '/login',
    '/login?next=/account',
    '/signup',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('builds the login address that returns to a page', () => {
    expect(loginPathFor('/account')).toBe('/login?next=%2Faccount');
    expect(safeNextPath(new URLSearchParams('next=%2Faccount').get('next'))).toBe('/account');
  });
});

import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('uses defaults for missing settings', () => {
    expect(parseEnv({})).toEqual({ VITE_API_URL: '/api', VITE_SITE_URL: 'http://127.0.0.1:5173' });
  });

  it('fails fast naming every bad variable', () => {
    expect(() => parseEnv({ VITE_API_URL: 'ftp:/x', VITE_SITE_URL: 'not a url' })).toThrow(
      /VITE_API_URL: .*; VITE_SITE_URL: /,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { maskEmails, maskingDestination, redactQuery } from './logger';

describe('log masking', () => {
  it('masks email addresses, plain and percent-encoded, and leaves package versions', () => {
    expect(maskEmails('to Ada <ada@example.com>, bob.smith+eco@mail.example.co.uk')).toBe(
      'to Ada <[email]>, [email]',
    );
    expect(maskEmails('/x?email=ada%40example.com')).toBe('/x?email=[email]');
    expect(maskEmails('fastify@5.1.0 and viem@2.57.20')).toBe('fastify@5.1.0 and viem@2.57.20');
  });

  it('keeps every line valid JSON, escapes included', () => {
    const written: string[] = [];
    const destination = maskingDestination({ write: (line) => written.push(line) });
    const line = JSON.stringify({ msg: 'first\nada@example.com\u0000bob@example.com"' });
    destination.write(`${line}\n`);
    expect(JSON.parse(written[0]!)).toEqual({ msg: 'first\n[email]\u0000[email]"' });
    destination.write('not json ada@example.com\n');
    expect(written[1]).toBe('not json [email]\n');
  });

  it('redacts query values and keeps the path and parameter names', () => {
    expect(redactQuery('/api/admin/messages?q=ada&page=2&flag')).toBe(
      '/api/admin/messages?q=[redacted]&page=[redacted]&flag',
    );
    expect(redactQuery('/api/health')).toBe('/api/health');
  });
});

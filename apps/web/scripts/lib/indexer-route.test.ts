import { describe, expect, it } from 'vitest';
import { indexerReadPath } from './indexer-route';

describe('indexerReadPath', () => {
  it('forwards the read API without the /indexer prefix, query included', () => {
    expect(indexerReadPath('GET', '/indexer/chains/31337')).toBe('/chains/31337');
    expect(indexerReadPath('HEAD', '/indexer/chains/1/stages')).toBe('/chains/1/stages');
    expect(indexerReadPath('GET', '/indexer/chains/1/campaigns/2?limit=10')).toBe(
      '/chains/1/campaigns/2?limit=10',
    );
    expect(
      indexerReadPath('GET', `/indexer/chains/1/accounts/0x${'ab'.repeat(20)}/purchases`),
    ).toBe(`/chains/1/accounts/0x${'ab'.repeat(20)}/purchases`);
  });

  it("refuses Ponder's own routes and anything outside /chains", () => {
    for (const url of [
      '/indexer/metrics',
      '/indexer/status',
      '/indexer/ready',
      '/indexer/health',
      '/indexer/graphql',
      '/indexer/sql/db',
      '/indexer',
      '/indexer/',
      '/indexer/chains',
      '/indexer/chains/',
      '/indexer/chains//metrics',
      '/indexerchains/1',
      '/indexer/chainsx/1',
      '/api/health',
    ]) {
      expect(indexerReadPath('GET', url), url).toBeNull();
    }
  });

  it('decides on the path as a URL resolves it, and forwards that path', () => {
    for (const url of [
      '/indexer/chains/../metrics',
      '/indexer/chains/1/../../status',
      '/indexer/chains/%2e%2e/ready',
      '/indexer/chains/.%2E/metrics',
      '/indexer/chains/..\\metrics',
      '/indexer/chains%2f..%2fmetrics',
      '//elsewhere/indexer/chains/1',
      'http://elsewhere/indexer/chains/1',
    ]) {
      expect(indexerReadPath('GET', url), url).toBeNull();
    }
    expect(indexerReadPath('GET', '/indexer/chains/1/./sale')).toBe('/chains/1/sale');
    expect(indexerReadPath('GET', '/indexer/chains/1/x/../sale')).toBe('/chains/1/sale');
  });

  it('forwards only reads', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', undefined]) {
      expect(indexerReadPath(method, '/indexer/chains/1'), String(method)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { allEndpoints, endpointPath, endpoints } from './index';

describe('endpoint map', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointPath(endpoints.rides.getRideStatus.path, { id: 'a b/c' })).toBe('/api/status/a%20b%2Fc');
    expect(() => endpointPath('/api/status/:id', {})).toThrow(/missing path parameter id/);
  });

  it('names each call once and keeps every path under /api', () => {
    const keys = allEndpoints().map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of allEndpoints()) expect(entry.path.startsWith('/api/')).toBe(true);
  });
});

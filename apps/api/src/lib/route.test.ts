// The route table is the endpoint map: every documented operation comes from an entry of
// packages/shared/src/endpoints, every entry is served, and the OpenAPI document says what the entry says.
import { allEndpoints, type EndpointDefinition } from '@waka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/harness';

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
}

let t: TestApp;
let documented: Map<string, Operation>;
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const openApiPath = (entry: EndpointDefinition) => entry.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  documented = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [key(method, path), operation] as const),
    ),
  );
});
afterAll(() => t?.close());

describe('routes from the endpoint map', () => {
  it('documents exactly the entries of the map, once each', () => {
    const entries = allEndpoints().map((entry) => key(entry.method, openApiPath(entry)));
    expect(new Set(entries).size).toBe(entries.length);
    expect([...documented.keys()].sort()).toEqual([...entries].sort());
  });

  it.each(allEndpoints().map((entry) => [key(entry.method, entry.path), entry] as const))(
    '%s is served as its entry says',
    (_name, entry) => {
      expect(t.app.hasRoute({ method: entry.method, url: entry.path })).toBe(true);
      const operation = documented.get(key(entry.method, openApiPath(entry)));
      expect(operation?.tags).toEqual([entry.tag]);
      expect(operation?.summary).toBe(entry.summary);
      const needsToken = entry.access === 'signed-in' || entry.access === 'admin';
      expect(operation?.security !== undefined).toBe(needsToken);
      if (entry.answer)
        expect(Object.keys(operation?.responses ?? {})).toContain(String(entry.status ?? 200));
    },
  );

  it('refuses every admin entry without a token before reading the input, and every signed-in one', async () => {
    // Signed-in entries check the token after validation, so they are called with no input to validate.
    const guarded = allEndpoints().filter(
      (e) => e.access === 'admin' || (e.access === 'signed-in' && !e.body && !e.query && !e.params),
    );
    for (const entry of guarded) {
      const url = entry.path.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: entry.method, url, payload: entry.body ? {} : undefined });
      expect([key(entry.method, entry.path), res.statusCode]).toEqual([key(entry.method, entry.path), 401]);
    }
  });
});

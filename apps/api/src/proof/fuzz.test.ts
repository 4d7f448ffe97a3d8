// Hostile input: a fuzzer driven by the OpenAPI document sends malformed, oversized, wrong-typed and
// boundary requests — with and without tokens, with other users' ids — to every endpoint. Zero 5xx answers,
// every 4xx carries a `message` and a known `code`, and no answer to one user carries another user's data.
import { isErrorCode } from '@waka/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  creditTestWallet,
  type TestApp,
  type TestUser,
} from '../test-support/harness';
import {
  createRandom,
  type Json,
  type JsonSchema,
  mutate,
  NASTY_STRINGS,
  plausibleValue,
} from './fuzz-generators';

const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS_PER_OPERATION ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema?: JsonSchema }[];
  bodySchema?: JsonSchema;
  isAdmin: boolean;
}

let t: TestApp;
let rider: TestUser;
let driver: TestUser;
let admin: TestUser;
/** A bystander whose data must never appear in anyone else's answers. */
let canary: TestUser;
const operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  rider = await createTestUser(t.app, { role: 'rider', location: { latitude: 6.6, longitude: 3.35 } });
  driver = await createTestUser(t.app, {
    role: 'biker',
    approved: true,
    location: { latitude: 6.601, longitude: 3.351 },
  });
  admin = await createTestUser(t.app, { role: 'rider', isAdmin: true });
  canary = await createTestUser(t.app, {
    role: 'rider',
    email: 'canary.secret@example.com',
    phoneNumber: '08099887766',
  });
  await creditTestWallet(t.app, driver.id, 5000);
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; schema?: JsonSchema }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') && !path.startsWith('/sandbox/')) continue;
    for (const [method, spec] of Object.entries(methods)) {
      const parameters = spec.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
        bodySchema: spec.requestBody?.content?.['application/json']?.schema,
        isAdmin: path.startsWith('/api/admin'),
      });
    }
  }
}, 120_000);
afterAll(() => t?.close());

function isStream(operation: Operation): boolean {
  return operation.path === '/api/events';
}

describe('API fuzzing', () => {
  it('finds the documented operations', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it('never answers 5xx, always explains a 4xx, and never leaks another user', async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    const callers = () => [
      { name: 'anonymous', headers: {} as Record<string, string>, mayLeak: false },
      {
        name: 'forged',
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
        mayLeak: false,
      },
      { name: 'rider', headers: rider.auth, mayLeak: false },
      { name: 'driver', headers: driver.auth, mayLeak: false },
      { name: 'admin', headers: admin.auth, mayLeak: true },
    ];
    const idCandidates = () => [
      canary.id,
      rider.id,
      driver.id,
      crypto.randomUUID(),
      ...NASTY_STRINGS.slice(0, 12),
    ];

    for (const operation of operations) {
      for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
        const caller = random.pick(
          callers().filter((c) => !isStream(operation) || c.name === 'anonymous' || c.name === 'forged'),
        );
        let url = operation.path;
        for (const name of operation.pathParams) {
          url = url.replace(`{${name}}`, encodeURIComponent(String(random.pick(idCandidates()))));
        }
        const query = new URLSearchParams();
        for (const param of operation.queryParams) {
          if (random.chance(0.2)) continue;
          const value = random.chance(0.5)
            ? plausibleValue(param.schema, random, param.name)
            : random.pick(NASTY_STRINGS);
          query.set(param.name, typeof value === 'string' ? value : JSON.stringify(value));
        }
        if (query.size) url += `?${query}`;
        const request: InjectOptions = {
          method: operation.method as InjectOptions['method'],
          url,
          headers: { ...caller.headers },
        };
        if (operation.method !== 'GET' && operation.method !== 'DELETE') {
          const style = random.int(10);
          if (style === 0) {
            request.headers = { ...request.headers, 'content-type': 'application/json' };
            request.payload = random.pick(['{', '{"a":', 'null', '[]', '"x"', '\u0000', '{"a":1}}']);
          } else if (style === 1) {
            request.headers = {
              ...request.headers,
              'content-type': random.pick([
                'text/plain',
                'application/xml',
                'multipart/form-data; boundary=x',
              ]),
            };
            request.payload = 'garbage';
          } else {
            const plausible = plausibleValue(operation.bodySchema ?? { type: 'object' }, random) as Json;
            request.payload = (random.chance(0.8) ? mutate(plausible, random) : plausible) as never;
          }
        }
        const response = await t.app.inject(request);
        sent += 1;
        const label = `${caller.name} ${operation.method} ${url.slice(0, 120)} → ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${label}: ${response.body.slice(0, 200)}`);
        if (response.statusCode >= 400 && !(response.headers['content-type'] ?? '').includes('text/html')) {
          let body: { message?: unknown; code?: unknown; status?: unknown } = {};
          try {
            body = response.json();
          } catch {}
          if (typeof body.message !== 'string' || body.message === '')
            failures.push(`${label}: no message in ${response.body.slice(0, 120)}`);
          // The payment verification answers 402/409 with its own `{status, message}`; every other 4xx is
          // an error answer with a code from the shared list.
          const isVerification = operation.path === '/api/verifytransaction' && body.status !== undefined;
          if (!isVerification && !isErrorCode(body.code))
            failures.push(`${label}: no known code in ${response.body.slice(0, 120)}`);
        }
        if (
          !caller.mayLeak &&
          (response.body.includes(canary.email) || response.body.includes(canary.phoneNumber))
        ) {
          failures.push(`${label}: leaked the canary user's data`);
        }
      }
    }
    console.log(
      `fuzz: ${sent} requests over ${operations.length} operations (seed ${SEED}), ${failures.length} failures`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * REQUESTS_PER_OPERATION);
  }, 600_000);
});

// What riders type, through GET /api/geo/search: curated places first, typo-tolerant, near the rider.
// And the in-memory index against the database's truth after random console edits (fast-check).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { curatedLabel, searchCuratedPlaces } from './search';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true });
});
afterAll(async () => t?.close());

const SOMOLU = { lat: 6.5392, lon: 3.3842 };
const ABUJA = { lat: 9.0579, lon: 7.4951 };
const suggest = async (q: string, near?: { lat: number; lon: number }) => {
  const where = near ? `&lat=${near.lat}&lon=${near.lon}` : '';
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/geo/search?q=${encodeURIComponent(q)}${where}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().suggestions as { name: string }[]).map((s) => s.name);
};

describe('rider search', () => {
  it.each([
    ['Yaba', SOMOLU, 'Yaba, Lagos State'],
    ['Yabba', SOMOLU, 'Yaba, Lagos State'],
    ['Lekky', SOMOLU, 'Lekki, Lagos State'],
    ['Lekki', SOMOLU, 'Lekki, Lagos State'],
    ['VI', SOMOLU, 'Victoria Island, Lagos State'],
    ['vic', SOMOLU, 'Victoria Island, Lagos State'],
    ['Lekki Phase 1', SOMOLU, 'Lekki Phase 1, Lagos State'],
    ['Wuse', ABUJA, 'Wuse, Abuja (FCT)'],
    ['Wuse', SOMOLU, 'Wuse, Abuja (FCT)'],
    ['Garki', ABUJA, 'Garki, Abuja (FCT)'],
    ['Maitama', ABUJA, 'Maitama, Abuja (FCT)'],
    ['Kubwa', undefined, 'Kubwa, Abuja (FCT)'],
    ['Obalende', SOMOLU, 'Obalende, Lagos State'],
    ['Unilag', SOMOLU, 'Unilag, Lagos State'],
    ['university of lagos', SOMOLU, 'Unilag, Lagos State'],
    ['Ọ̀shódì', SOMOLU, 'Oshodi, Lagos State'],
    ['airport', SOMOLU, 'Murtala Muhammed Airport, Lagos State'],
    ['airport', ABUJA, 'Nnamdi Azikiwe Airport, Abuja (FCT)'],
    ['Ibadan', SOMOLU, 'Ibadan, Oyo State'],
  ])('%s (near %j) → %s', async (q, near, expected) => {
    expect((await suggest(q, near))[0]).toBe(expected);
  });

  it('answers a two-letter query only with a curated place named exactly so', async () => {
    expect(await suggest('VI')).toEqual(['Victoria Island, Lagos State']);
    expect(await suggest('UI')).toEqual(['University of Ibadan, Oyo State']);
    expect(await suggest('ab')).toEqual([]);
  });

  it('still finds gazetteer towns, and nothing for gibberish', async () => {
    expect((await suggest('Port Harcourt'))[0]).toBe('Port Harcourt, Rivers State');
    expect(await suggest('qxzqxz')).toEqual([]);
  });
});

describe('the curated index against the table', () => {
  it('after any sequence of edits, every active place is found by its name and no other is', async () => {
    const db = t.app.database.db;
    const names = ['Alpha Junction', 'Bravo Roundabout', 'Charlie Gate', 'Delta Park', 'Echo Plaza'];
    const edit = fc.oneof(
      fc.record({
        op: fc.constant('create' as const),
        name: fc.constantFrom(...names),
        lat: fc.double({ min: 6.4, max: 6.7, noNaN: true }),
      }),
      fc.record({ op: fc.constant('toggle' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom(...names) }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { maxLength: 6 }), async (edits) => {
        const mine = async () =>
          (await t.app.inject({ method: 'GET', url: '/api/admin/places?q=a&limit=100', headers: admin.auth }))
            .json()
            .places.filter((p: { source: string }) => p.source === 'property') as {
            _id: string;
            active: boolean;
          }[];
        for (const e of edits) {
          const current = await mine();
          const target = 'pick' in e && current.length > 0 ? current[e.pick % current.length] : undefined;
          const url = target ? `/api/admin/places/${target._id}` : '/api/admin/places';
          if (e.op === 'create') {
            const body = {
              name: e.name,
              category: 'landmark',
              state: 'Lagos',
              latitude: e.lat,
              longitude: 3.4,
              source: 'property',
            };
            await t.app.inject({ method: 'POST', url, payload: body, headers: admin.auth });
          } else if (target && e.op === 'toggle') {
            await t.app.inject({
              method: 'PUT',
              url,
              payload: { active: !target.active },
              headers: admin.auth,
            });
          } else if (target && e.op === 'rename') {
            await t.app.inject({ method: 'PUT', url, payload: { name: e.name }, headers: admin.auth });
          } else if (target && e.op === 'delete') {
            await t.app.inject({ method: 'DELETE', url, headers: admin.auth });
          }
        }
        const rows = (await db.select().from(places)).filter((row) => row.source === 'property');
        for (const name of names) {
          const expected = rows
            .filter((row) => row.active && row.name === name)
            .map((row) => `${row.latitude}`)
            .sort();
          const found = (await searchCuratedPlaces(db, { q: name, limit: 100 }))
            .filter((r) => r.tier === 0 && r.place.suggestion.name === curatedLabel(name, 'Lagos'))
            .map((r) => `${r.place.latitude}`)
            .sort();
          expect(found).toEqual(expected);
        }
      }),
      { numRuns: 15 },
    );
  });
});

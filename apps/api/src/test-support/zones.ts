// Shapes and calls shared by the zones tests: square zones around a point, and the admin calls.
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './harness';

/** A closed square ring of half-side `half` degrees around the point, as GeoJSON positions. */
export function squareRing(center: { latitude: number; longitude: number }, half: number): number[][] {
  const { latitude: y, longitude: x } = center;
  const r = (n: number) => Math.round(n * 1e6) / 1e6; // plain decimals, as a drawing tool sends
  return [
    [r(x - half), r(y - half)],
    [r(x + half), r(y - half)],
    [r(x + half), r(y + half)],
    [r(x - half), r(y + half)],
    [r(x - half), r(y - half)],
  ];
}

export const squarePolygon = (center: { latitude: number; longitude: number }, half: number) => ({
  type: 'Polygon' as const,
  coordinates: [squareRing(center, half)],
});

export function adminZoneCall(app: FastifyInstance, admin: TestUser) {
  return {
    create: (payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin/zones', payload, headers: admin.auth }),
    update: (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/admin/zones/${id}`, payload, headers: admin.auth }),
    remove: (id: string) =>
      app.inject({ method: 'DELETE', url: `/api/admin/zones/${id}`, headers: admin.auth }),
    list: () => app.inject({ method: 'GET', url: '/api/admin/zones', headers: admin.auth }),
  };
}

// Add a zone: a name, and a boundary either drawn on the map (click the points, then save) or pasted / loaded
// as GeoJSON exported from geojson.io or QGIS (docs/zones.md). The server checks the shape and says what is
// wrong (open ring, crossing edges, outside Nigeria).
import type { AdminZone } from '@waka/shared';
import type { LatLngTuple } from 'leaflet';
import { lazy, Suspense } from 'react';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateZone } from '../api/create-zone';
import { errorText } from '../lib/admin-fetch';

const ZoneDrawMap = lazy(() => import('./zone-draw-map'));

/** The drawn points as a closed GeoJSON ring ([longitude, latitude], first point repeated). */
export function drawnPolygon(points: LatLngTuple[]) {
  const ring = points.map(([lat, lng]) => [lng, lat]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

export function ZoneForm({ zones }: { zones: AdminZone[] }) {
  const create = useCreateZone();
  const empty = { name: '', points: [] as LatLngTuple[], pasted: '' };
  const form = useForm(empty, { problemShownAs: 'inline' });
  const { points } = form.values;
  const setPoints = (change: (list: LatLngTuple[]) => LatLngTuple[]) =>
    form.setValues((current) => ({ ...current, points: change(current.points) }));

  /** The boundary: the pasted GeoJSON if any, else the drawn points; a string says what is missing. */
  function geometry({ pasted }: typeof empty): Record<string, unknown> | string {
    if (pasted.trim()) {
      try {
        return JSON.parse(pasted) as Record<string, unknown>;
      } catch {
        return 'The pasted text is not valid JSON. Paste the whole GeoJSON file.';
      }
    }
    if (points.length >= 3) return drawnPolygon(points);
    return 'Click at least 3 points on the map, or paste GeoJSON.';
  }

  const submit = form.onSubmit(
    (values) => {
      const shape = geometry(values);
      return typeof shape === 'string' ? shape : null;
    },
    (values) => {
      const shape = geometry(values);
      if (typeof shape === 'string') return;
      create.mutate(
        { name: values.name, geometry: shape },
        {
          onSuccess: (answer) => {
            toast.success(answer.message);
            form.setValues(empty);
          },
          onError: (error) => form.setProblem(errorText(error)),
        },
      );
    },
  );

  async function loadFile(file: File | undefined) {
    if (file) form.set('pasted', await file.text());
  }

  return (
    <form className="admin-card admin-zone-form" onSubmit={submit} aria-labelledby="zone-form-title">
      <h2 id="zone-form-title">Add a no-bikes zone</h2>
      <Suspense fallback={<div className="admin-zone-map" aria-hidden="true" />}>
        <ZoneDrawMap zones={zones} points={points} onAdd={(point) => setPoints((list) => [...list, point])} />
      </Suspense>
      <p className="admin-muted" aria-live="polite">
        {points.length === 0
          ? 'Click the map to place the boundary’s points.'
          : `${points.length} points drawn.`}
      </p>
      <div className="admin-zone__actions">
        <button
          type="button"
          className="admin-btn"
          disabled={points.length === 0}
          onClick={() => setPoints((list) => list.slice(0, -1))}
        >
          Undo point
        </button>
        <button
          type="button"
          className="admin-btn"
          disabled={points.length === 0}
          onClick={() => setPoints(() => [])}
        >
          Clear
        </button>
      </div>
      <div className="admin-field">
        <label htmlFor="zone-name">Zone name</label>
        <input id="zone-name" maxLength={100} required {...form.text('name')} />
      </div>
      <div className="admin-field">
        <label htmlFor="zone-geojson">
          Or paste GeoJSON (Polygon, MultiPolygon, Feature or FeatureCollection)
        </label>
        <textarea id="zone-geojson" rows={4} {...form.text('pasted')} />
        <input
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          aria-label="Load a GeoJSON file"
          onChange={(event) => void loadFile(event.target.files?.[0])}
        />
      </div>
      {form.problem && (
        <p className="admin-error" role="alert">
          {form.problem}
        </p>
      )}
      <button type="submit" className="admin-btn admin-btn--primary" disabled={create.isPending}>
        Save zone
      </button>
    </form>
  );
}

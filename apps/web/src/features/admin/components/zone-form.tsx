// Add a zone: a name, and a boundary either drawn on the map (click the points, then save) or pasted / loaded
// as GeoJSON exported from geojson.io or QGIS (docs/zones.md). The server checks the shape and says what is
// wrong (open ring, crossing edges, outside Nigeria).
import type { AdminZone } from '@waka/shared';
import type { LatLngTuple } from 'leaflet';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useCreateZone } from '../api/zones';
import { errorText } from '../lib/admin-fetch';

const ZoneDrawMap = lazy(() => import('./zone-draw-map'));

/** The drawn points as a closed GeoJSON ring ([longitude, latitude], first point repeated). */
export function drawnPolygon(points: LatLngTuple[]) {
  const ring = points.map(([lat, lng]) => [lng, lat]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

export function ZoneForm({ zones }: { zones: AdminZone[] }) {
  const create = useCreateZone();
  const [name, setName] = useState('');
  const [points, setPoints] = useState<LatLngTuple[]>([]);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function geometry(): object | null {
    if (pasted.trim()) {
      try {
        return JSON.parse(pasted) as object;
      } catch {
        setProblem('The pasted text is not valid JSON. Paste the whole GeoJSON file.');
        return null;
      }
    }
    if (points.length >= 3) return drawnPolygon(points);
    setProblem('Click at least 3 points on the map, or paste GeoJSON.');
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const shape = geometry();
    if (!shape) return;
    create.mutate(
      { name, geometry: shape as Record<string, unknown> },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setName('');
          setPoints([]);
          setPasted('');
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  async function loadFile(file: File | undefined) {
    if (file) setPasted(await file.text());
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
          onClick={() => setPoints([])}
        >
          Clear
        </button>
      </div>
      <div className="admin-field">
        <label htmlFor="zone-name">Zone name</label>
        <input
          id="zone-name"
          value={name}
          maxLength={100}
          required
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="zone-geojson">
          Or paste GeoJSON (Polygon, MultiPolygon, Feature or FeatureCollection)
        </label>
        <textarea
          id="zone-geojson"
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <input
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          aria-label="Load a GeoJSON file"
          onChange={(event) => void loadFile(event.target.files?.[0])}
        />
      </div>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="admin-btn admin-btn--primary" disabled={create.isPending}>
        Save zone
      </button>
    </form>
  );
}

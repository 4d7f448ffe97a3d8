// Add or correct a curated place: name, aliases, category, state, the pin (map click or typed numbers), and
// the flags. Validated with the server's own schema before sending.
import {
  NIGERIAN_STATES,
  PLACE_CATEGORIES,
  type Place,
  type PlaceInput,
  placeInputSchema,
} from '@waka/shared';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { useSaveAdminPlace } from '../api/places';
import { errorText } from '../lib/admin-fetch';

const PlacePinMap = lazy(() => import('./place-pin-map'));
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const CATEGORY_LABEL: Record<string, string> = { bus_stop: 'bus stop' };
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export function PlaceForm({ place, onDone }: { place: Place | null; onDone: () => void }) {
  const [fields, setFields] = useState({
    name: place?.name ?? '',
    aliases: place?.aliases.join(', ') ?? '',
    category: place?.category ?? 'landmark',
    state: place?.state ?? 'Lagos',
    latitude: String(place?.latitude ?? LAGOS.latitude),
    longitude: String(place?.longitude ?? LAGOS.longitude),
    approximate: place?.approximate ?? false,
    active: place?.active ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAdminPlace();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const point = { latitude: Number(fields.latitude), longitude: Number(fields.longitude) };
  const pointIsValid = Number.isFinite(point.latitude) && Number.isFinite(point.longitude);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = placeInputSchema.safeParse({
      ...fields,
      aliases: fields.aliases
        .split(',')
        .map((alias) => alias.trim())
        .filter(Boolean),
      latitude: fields.latitude.trim() === '' ? undefined : Number(fields.latitude),
      longitude: fields.longitude.trim() === '' ? undefined : Number(fields.longitude),
      source: place?.source ?? 'operator',
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the fields.');
      return;
    }
    setError(null);
    save.mutate(
      { id: place?._id, body: parsed.data as PlaceInput },
      {
        onSuccess: () => {
          toast.success(place ? 'Place saved.' : 'Place added. Riders can find it now.');
          onDone();
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <form className="admin-card admin-place-form" onSubmit={onSubmit} noValidate aria-label="Place">
      <h2>{place ? `Edit ${place.name}` : 'Add a place'}</h2>
      <label className="admin-field">
        <span>Name</span>
        <input value={fields.name} onChange={set('name')} />
      </label>
      <label className="admin-field">
        <span>Aliases (comma-separated)</span>
        <input value={fields.aliases} onChange={set('aliases')} placeholder="VI, Vic" />
      </label>
      <div className="admin-grid-2">
        <label className="admin-field">
          <span>Category</span>
          <select value={fields.category} onChange={set('category')}>
            {PLACE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABEL[category] ?? category}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>State</span>
          <select value={fields.state} onChange={set('state')}>
            {NIGERIAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        </label>
      </div>
      <p className="admin-muted">Click or tap the map to set the pin, or drag it.</p>
      <Suspense fallback={<div className="admin-pin-map" aria-hidden="true" />}>
        {pointIsValid && (
          <PlacePinMap
            point={point}
            onMove={(moved) =>
              setFields((current) => ({
                ...current,
                latitude: String(round(moved.latitude)),
                longitude: String(round(moved.longitude)),
              }))
            }
          />
        )}
      </Suspense>
      <div className="admin-grid-2">
        <label className="admin-field">
          <span>Latitude</span>
          <input inputMode="decimal" value={fields.latitude} onChange={set('latitude')} />
        </label>
        <label className="admin-field">
          <span>Longitude</span>
          <input inputMode="decimal" value={fields.longitude} onChange={set('longitude')} />
        </label>
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={fields.approximate}
          onChange={(event) => setFields((current) => ({ ...current, approximate: event.target.checked }))}
        />
        Approximate position
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={fields.active}
          onChange={(event) => setFields((current) => ({ ...current, active: event.target.checked }))}
        />
        Shown to riders
      </label>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="admin-btn" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : place ? 'Save place' : 'Add place'}
        </button>
      </div>
    </form>
  );
}

// Add or correct a curated place: name, aliases, category, state, the pin (map click or typed numbers), and
// the flags. Validated with the server's own schema before sending.
import { NIGERIAN_STATES, PLACE_CATEGORIES, type Place, placeInputSchema } from '@waka/shared';
import { lazy, Suspense } from 'react';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateAdminPlace } from '../api/create-place';
import { useUpdateAdminPlace } from '../api/update-place';
import { errorText } from '../lib/admin-fetch';

const PlacePinMap = lazy(() => import('./place-pin-map'));
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const CATEGORY_LABEL: Record<string, string> = { bus_stop: 'bus stop' };
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export function PlaceForm({ place, onDone }: { place: Place | null; onDone: () => void }) {
  const form = useForm(
    {
      name: place?.name ?? '',
      aliases: place?.aliases.join(', ') ?? '',
      category: place?.category ?? 'landmark',
      state: place?.state ?? 'Lagos',
      latitude: String(place?.latitude ?? LAGOS.latitude),
      longitude: String(place?.longitude ?? LAGOS.longitude),
      approximate: place?.approximate ?? false,
      active: place?.active ?? true,
    },
    { problemShownAs: 'inline' },
  );
  const fields = form.values;
  const create = useCreateAdminPlace();
  const update = useUpdateAdminPlace();
  const isSaving = create.isPending || update.isPending;
  const point = { latitude: Number(fields.latitude), longitude: Number(fields.longitude) };
  const pointIsValid = Number.isFinite(point.latitude) && Number.isFinite(point.longitude);

  const parse = (values: typeof fields) =>
    placeInputSchema.safeParse({
      ...values,
      aliases: values.aliases
        .split(',')
        .map((alias) => alias.trim())
        .filter(Boolean),
      latitude: values.latitude.trim() === '' ? undefined : Number(values.latitude),
      longitude: values.longitude.trim() === '' ? undefined : Number(values.longitude),
      source: place?.source ?? 'operator',
    });

  const onSubmit = form.onSubmit(
    (values) => {
      const parsed = parse(values);
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the fields.');
    },
    (values) => {
      const parsed = parse(values);
      if (!parsed.success) return;
      const settled = {
        onSuccess: () => {
          toast.success(place ? 'Place saved.' : 'Place added. Riders can find it now.');
          onDone();
        },
        onError: (failure: unknown) => form.setProblem(errorText(failure)),
      };
      if (place) update.mutate({ id: place._id, body: parsed.data }, settled);
      else create.mutate(parsed.data, settled);
    },
  );

  return (
    <form className="admin-card admin-place-form" onSubmit={onSubmit} noValidate aria-label="Place">
      <h2>{place ? `Edit ${place.name}` : 'Add a place'}</h2>
      <label className="admin-field">
        <span>Name</span>
        <input {...form.text('name')} />
      </label>
      <label className="admin-field">
        <span>Aliases (comma-separated)</span>
        <input {...form.text('aliases')} placeholder="VI, Vic" />
      </label>
      <div className="admin-grid-2">
        <label className="admin-field">
          <span>Category</span>
          <select {...form.text('category')}>
            {PLACE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABEL[category] ?? category}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>State</span>
          <select {...form.text('state')}>
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
              form.setValues((current) => ({
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
          <input inputMode="decimal" {...form.text('latitude')} />
        </label>
        <label className="admin-field">
          <span>Longitude</span>
          <input inputMode="decimal" {...form.text('longitude')} />
        </label>
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={fields.approximate}
          onChange={(event) =>
            form.setValues((current) => ({ ...current, approximate: event.target.checked }))
          }
        />
        Approximate position
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={fields.active}
          onChange={(event) => form.setValues((current) => ({ ...current, active: event.target.checked }))}
        />
        Shown to riders
      </label>
      {form.problem && (
        <p className="admin-error" role="alert">
          {form.problem}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="admin-btn" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="admin-btn admin-btn--primary" disabled={isSaving}>
          {isSaving ? 'Saving…' : place ? 'Save place' : 'Add place'}
        </button>
      </div>
    </form>
  );
}

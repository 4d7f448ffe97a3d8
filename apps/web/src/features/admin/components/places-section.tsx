// Curated places: the neighbourhoods, landmarks and bus stops riders search first. Find, add, correct, remove.
import type { Place } from '@waka/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useDeleteAdminPlace } from '../api/delete-place';
import { useAdminPlaces } from '../api/list-places';
import { errorText } from '../lib/admin-fetch';
import { Pager } from './pager';
import { PlaceForm } from './place-form';
import { QueryState } from './query-state';

const PAGE = 20;

export function PlacesSection() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<Place | 'new' | null>(null);
  const list = useAdminPlaces({ q: q.trim() || undefined, limit: PAGE, offset });
  const remove = useDeleteAdminPlace();

  const onDelete = (place: Place) => {
    if (!window.confirm(`Remove ${place.name}? Riders will no longer find it.`)) return;
    remove.mutate(place._id, {
      onSuccess: () => toast.success(`${place.name} removed.`),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  if (editing)
    return <PlaceForm place={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;

  return (
    <section aria-labelledby="places-title">
      <div className="admin-section-head">
        <h1 id="places-title">Places</h1>
        <button type="button" className="admin-btn admin-btn--primary" onClick={() => setEditing('new')}>
          Add place
        </button>
      </div>
      <label className="admin-field">
        <span>Find by name or alias</span>
        <input
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setOffset(0);
          }}
        />
      </label>
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        isEmpty={list.data?.places.length === 0}
        emptyText="No places match."
      >
        <ul className="admin-place-list">
          {list.data?.places.map((place) => (
            <li key={place._id} className="admin-card admin-place">
              <div>
                <strong>{place.name}</strong>
                {place.aliases.length > 0 && (
                  <span className="admin-muted"> ({place.aliases.join(', ')})</span>
                )}
                <div className="admin-muted">
                  {place.category.replace('_', ' ')} · {place.state}
                  {place.approximate && ' · approximate'}
                  {!place.active && ' · hidden'}
                </div>
              </div>
              <div className="admin-actions">
                <button type="button" className="admin-btn" onClick={() => setEditing(place)}>
                  Edit
                </button>
                <button type="button" className="admin-btn admin-btn--danger" onClick={() => onDelete(place)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
        {list.data && <Pager offset={offset} limit={PAGE} total={list.data.total} onChange={setOffset} />}
      </QueryState>
    </section>
  );
}

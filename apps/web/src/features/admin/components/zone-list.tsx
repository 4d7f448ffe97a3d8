// The zones with an on/off switch each (in force at once on every instance) and a two-step delete.
import type { AdminZone } from '@waka/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useDeleteZone } from '../api/delete-zone';
import { useUpdateZone } from '../api/update-zone';
import { errorText } from '../lib/admin-fetch';
import { formatDateTime } from '../lib/format';

function ZoneRow({ zone }: { zone: AdminZone }) {
  const update = useUpdateZone();
  const remove = useDeleteZone();
  const [isConfirming, setIsConfirming] = useState(false);
  const toastResult = {
    onSuccess: (a: { message: string }) => toast.success(a.message),
    onError: (e: unknown) => toast.error(errorText(e)),
  };
  return (
    <li className="admin-card admin-zone">
      <div className="admin-zone__head">
        <strong>{zone.name}</strong>
        <label className="admin-switch">
          <input
            type="checkbox"
            role="switch"
            aria-checked={zone.active}
            checked={zone.active}
            disabled={update.isPending}
            aria-label={`${zone.name} in force`}
            onChange={(event) =>
              update.mutate({ id: zone._id, body: { active: event.target.checked } }, toastResult)
            }
          />
          <span>{zone.active ? 'On' : 'Off'}</span>
        </label>
      </div>
      <p className="admin-muted">
        No bikes · {zone.vertexCount} points · changed {formatDateTime(zone.updatedAt)}
        {zone.updatedBy ? ` by ${zone.updatedBy.name}` : ''}
      </p>
      {isConfirming ? (
        <div className="admin-zone__actions">
          <button
            type="button"
            className="admin-btn admin-btn--danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(zone._id, toastResult)}
          >
            Delete {zone.name}
          </button>
          <button type="button" className="admin-btn" onClick={() => setIsConfirming(false)}>
            Keep
          </button>
        </div>
      ) : (
        <button type="button" className="admin-btn" onClick={() => setIsConfirming(true)}>
          Delete…
        </button>
      )}
    </li>
  );
}

export function ZoneList({ zones }: { zones: AdminZone[] }) {
  return (
    <ul className="admin-zone-list" aria-label="Zones">
      {zones.map((zone) => (
        <ZoneRow key={zone._id} zone={zone} />
      ))}
    </ul>
  );
}

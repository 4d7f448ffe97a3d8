// One SOS incident: where (map and coordinates), who, the ride's timeline, and the operator's actions.
import type { IncidentStatus } from '@waka/shared';
import { toast } from '../../../lib/toast';
import { LazyRideMap } from '../../rider/components/lazy-ride-map';
import { useIncident } from '../api/get-incident';
import { useSetIncidentStatus } from '../api/set-incident-status';
import { errorText } from '../lib/admin-fetch';
import { formatDateTime, statusLabel } from '../lib/format';
import { QueryState } from './query-state';
import '../../rider/rider.css';

const NEXT: Record<IncidentStatus, [IncidentStatus, string][]> = {
  open: [
    ['acknowledged', 'Acknowledge'],
    ['closed', 'Close'],
  ],
  acknowledged: [['closed', 'Close']],
  closed: [['open', 'Reopen']],
};

export function IncidentDetail({ incidentId, onClose }: { incidentId: string; onClose: () => void }) {
  const detail = useIncident(incidentId);
  const setStatus = useSetIncidentStatus();
  const incident = detail.data?.incident;
  return (
    <aside className="admin-card admin-side" aria-label="Incident">
      <div className="admin-section-head">
        <h2>SOS {incidentId.slice(0, 8)}</h2>
        <button type="button" className="admin-btn" onClick={onClose}>
          Close panel
        </button>
      </div>
      <QueryState isLoading={detail.isLoading} error={detail.error} isEmpty={false} emptyText="">
        {incident && (
          <>
            <p>
              <span className={`admin-status admin-status--${incident.status}`}>
                {statusLabel(incident.status)}
              </span>{' '}
              raised by the {incident.reporter.role} {incident.reporter.name} ·{' '}
              <a href={`tel:${incident.reporter.phoneNumber}`}>{incident.reporter.phoneNumber}</a>
            </p>
            {incident.note && <p className="admin-message__body">“{incident.note}”</p>}
            <LazyRideMap
              markers={[
                {
                  id: 'sos',
                  kind: 'rider',
                  position: { latitude: incident.latitude, longitude: incident.longitude },
                  title: 'SOS position',
                },
              ]}
              label="Map of the SOS position"
            />
            <p className="admin-muted">
              Position {incident.latitude.toFixed(5)}, {incident.longitude.toFixed(5)} · updated{' '}
              {formatDateTime(incident.updatedAt)} · plate {incident.plate ?? 'unknown'} ·{' '}
              {incident.alertsSent} contact e-mail(s)
            </p>
            <div className="admin-actions">
              {NEXT[incident.status].map(([status, label]) => (
                <button
                  key={status}
                  type="button"
                  className="admin-btn admin-btn--primary"
                  disabled={setStatus.isPending}
                  onClick={() =>
                    setStatus.mutate(
                      { incidentId, status },
                      {
                        onSuccess: () => toast.success(`Incident ${statusLabel(status).toLowerCase()}.`),
                        onError: (e) => toast.error(errorText(e)),
                      },
                    )
                  }
                >
                  {label}
                </button>
              ))}
            </div>
            <h3>Ride timeline</h3>
            <ol className="admin-timeline">
              {detail.data?.timeline.map((event) => (
                <li key={`${event.toStatus}-${event.createdAt}`}>
                  {statusLabel(event.toStatus)} · {event.actor?.name ?? 'system'} ·{' '}
                  {formatDateTime(event.createdAt)}
                </li>
              ))}
              <li>
                <strong>SOS</strong> · {incident.reporter.name} · {formatDateTime(incident.createdAt)}
              </li>
            </ol>
          </>
        )}
      </QueryState>
    </aside>
  );
}

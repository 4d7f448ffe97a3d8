// The "Incidents" view: SOS incidents live (open, acknowledged, closed), riders past the no-show limit
// waiting for a decision, and drivers flagged by their ratings.
import type { IncidentStatus } from '@waka/shared';
import { useState } from 'react';
import { useIncidents } from '../api/list-incidents';
import { formatDateTime, statusLabel } from '../lib/format';
import { useFilteredPages } from '../lib/use-filtered-pages';
import { useIncidentStream } from '../lib/use-incident-stream';
import { FlaggedDrivers } from './flagged-drivers';
import { IncidentDetail } from './incident-detail';
import { NoShowReviews } from './no-show-reviews';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { SegmentedFilter } from './segmented-filter';

const PAGE = 20;
const FILTERS: [IncidentStatus | undefined, string][] = [
  ['open', 'Open'],
  ['acknowledged', 'Acknowledged'],
  ['closed', 'Closed'],
  [undefined, 'All'],
];

export function IncidentsSection() {
  const { filter: status, offset, setOffset, choose } = useFilteredPages<IncidentStatus | undefined>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const incidents = useIncidents({ status, limit: PAGE, offset });
  const isLive = useIncidentStream();
  return (
    <section aria-labelledby="incidents-title">
      <div className="admin-section-head">
        <h1 id="incidents-title">Incidents</h1>
        <span className="admin-muted">{isLive ? '● Live' : 'Connecting…'}</span>
        <SegmentedFilter legend="Which incidents" options={FILTERS} value={status} onChange={choose} />
      </div>
      <div className="admin-split">
        <QueryState
          isLoading={incidents.isLoading}
          error={incidents.error}
          isEmpty={incidents.data?.incidents.length === 0}
          emptyText="No incidents here."
        >
          <div className="admin-list">
            {incidents.data?.incidents.map((item) => (
              <article key={item._id} className="admin-card" aria-label={`SOS from ${item.reporter.name}`}>
                <header className="admin-user-card__head">
                  <div>
                    <h3>
                      <span className={`admin-status admin-status--${item.status}`}>
                        {statusLabel(item.status)}
                      </span>{' '}
                      SOS from {item.reporter.name} ({item.reporter.role})
                    </h3>
                    <p className="admin-muted">
                      {formatDateTime(item.createdAt)} · ride {statusLabel(item.rideStatus)} · plate{' '}
                      {item.plate ?? 'unknown'} · {item.latitude.toFixed(4)}, {item.longitude.toFixed(4)}
                    </p>
                    {item.note && <p>“{item.note}”</p>}
                  </div>
                  <button type="button" className="admin-btn" onClick={() => setSelected(item._id)}>
                    Open
                  </button>
                </header>
              </article>
            ))}
          </div>
          <Pager offset={offset} limit={PAGE} total={incidents.data?.total ?? 0} onChange={setOffset} />
        </QueryState>
        {selected && <IncidentDetail incidentId={selected} onClose={() => setSelected(null)} />}
      </div>
      <NoShowReviews />
      <FlaggedDrivers />
    </section>
  );
}

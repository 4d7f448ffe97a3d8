// Rides: the live list (open and active first, with their age, refreshed every 10 s) and a ride's timeline.
import { RIDE_STATUSES } from '@waka/shared';
import { useState } from 'react';
import { useRides } from '../api/list-rides';
import { formatAge, formatNaira, statusLabel } from '../lib/format';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { RideTimeline } from './ride-timeline';

const PAGE = 25;

export function RidesSection() {
  const [status, setStatus] = useState('open');
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const rides = useRides({ status: status || undefined, limit: PAGE, offset });
  const updated = rides.dataUpdatedAt ? new Date(rides.dataUpdatedAt).toLocaleTimeString('en-NG') : '';
  return (
    <section aria-labelledby="rides-title">
      <div className="admin-section-head">
        <h1 id="rides-title">Rides</h1>
        <span className="admin-muted">
          {rides.data ? `${rides.data.total} rides · ` : ''}live, refreshed every 10 s
          {updated && ` · updated ${updated}`}
        </span>
      </div>
      <div className="admin-toolbar">
        <label className="admin-field admin-field--inline">
          <span>Status</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setOffset(0);
            }}
          >
            <option value="open">Open and active</option>
            <option value="">All rides</option>
            {RIDE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="admin-split">
        <QueryState
          isLoading={rides.isLoading}
          error={rides.error}
          isEmpty={rides.data?.rides.length === 0}
          emptyText={status === 'open' ? 'No open or active rides right now.' : 'No rides.'}
        >
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Status</th>
                  <th>Age</th>
                  <th>Type</th>
                  <th>Rider</th>
                  <th>Driver</th>
                  <th>Route</th>
                  <th className="num">Fare</th>
                  <th className="num">Commission</th>
                </tr>
              </thead>
              <tbody>
                {rides.data?.rides.map((ride) => (
                  <tr
                    key={ride._id}
                    className={ride._id === selected ? 'is-selected' : undefined}
                    onClick={() => setSelected(ride._id)}
                  >
                    <td>
                      <button type="button" className="admin-link" onClick={() => setSelected(ride._id)}>
                        <span className={`admin-status admin-status--${ride.status}`}>
                          {statusLabel(ride.status)}
                        </span>
                      </button>
                    </td>
                    <td>{formatAge(ride.ageSeconds)}</td>
                    <td>{ride.vehicleType === 'biker' ? 'Bike' : 'Car'}</td>
                    <td>{ride.rider.name}</td>
                    <td>{ride.driver.name}</td>
                    <td className="admin-route">
                      {ride.pickupName} → {ride.destinationName}
                    </td>
                    <td className="num">{formatNaira(ride.fare)}</td>
                    <td className="num">{ride.commission === null ? '—' : formatNaira(ride.commission)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={PAGE} total={rides.data?.total ?? 0} onChange={setOffset} />
        </QueryState>
        {selected && <RideTimeline rideId={selected} onClose={() => setSelected(null)} />}
      </div>
    </section>
  );
}
